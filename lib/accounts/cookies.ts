// Every cookie of the accounts layer in one place (DESIGN: "one place for cookies and auth state"):
// names, lifetimes and flags. The session cookies are HttpOnly and SameSite=Lax, Secure behind TLS;
// only the hint cookie is readable by scripts, and it says no more than "someone may be signed in here",
// so the header loads its user menu (and asks /api/me) only for those readers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_HINT_COOKIE } from '../client/sessionHint';
import { KEPT_PATH_TTL_SECONDS, OIDC_FLOW_TTL_SECONDS } from '../constants';

export const COOKIES = {
  access: 'hv_access',
  refresh: 'hv_refresh',
  /** Readable by scripts: "1" while a session may exist. */
  hint: SESSION_HINT_COOKIE,
  /** SPEC section 4: the path requested in preview mode, for after the login. */
  keptPath: 'hv_kept_path',
  /** Social sign-in: the state and nonce of the provider redirect under way. */
  oidc: 'hv_oidc',
  /** A login posted without JavaScript: the first-step token, for the code form (never in a URL). */
  firstStep: 'hv_first_step',
  /**
   * The tippjáték (issue 31): an anonymous reader's random token; its hash is who tipped, so one
   * browser tips once per game. HttpOnly: no script of ours needs it.
   */
  prediction: 'hv_tipp',
} as const;

interface CookieOptions {
  maxAge: number;
  httpOnly?: boolean;
  secure: boolean;
}

export function serializeCookie(
  name: string,
  value: string,
  { maxAge, httpOnly = true, secure }: CookieOptions,
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAge))}`,
    'SameSite=Lax',
  ];
  if (maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (httpOnly) parts.push('HttpOnly');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Behind TLS (directly, or as nginx reports it) cookies get the Secure flag. */
export function isSecureRequest(req: IncomingMessage): boolean {
  if (process.env.COOKIE_SECURE === '1') return true;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim();
  return first === 'https' || (req.socket as { encrypted?: boolean }).encrypted === true;
}

/** Adds cookies to what the response already sets (draft mode sets its own). */
export function appendCookies(res: ServerResponse, cookies: string[]) {
  const existing = res.getHeader('Set-Cookie');
  const list =
    existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('Set-Cookie', [...list, ...cookies]);
}

export function cookieValue(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function keptPathCookie(path: string, secure: boolean): string {
  return serializeCookie(COOKIES.keptPath, path, { maxAge: KEPT_PATH_TTL_SECONDS, secure });
}

export function oidcFlowCookie(value: string, secure: boolean): string {
  return serializeCookie(COOKIES.oidc, value, { maxAge: OIDC_FLOW_TTL_SECONDS, secure });
}

export function clearCookie(name: string, secure: boolean, httpOnly = true): string {
  return serializeCookie(name, '', { maxAge: 0, secure, httpOnly });
}
