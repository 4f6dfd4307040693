// The HTTP side of accounts: who is asking (bearer header or session cookies), the session cookies and
// answers, what a refused account flow answers, and this process's account service. The endpoints run
// in lib/http/privateRoute.ts and read their bodies with lib/http/requestBody.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { edition } from '@/editions/currentEdition';
import { getMailQueue } from '../mail/getMailQueue';
import { accountsTranslator } from '../i18n/accounts';
import { getUserDataStore } from '../userdata/getUserDataStore';
import type { User, UserDataStore } from '../userdata/userDataStore';
import {
  accountService,
  DEFAULT_RATE_LIMITS,
  type AccountService,
  type RateLimits,
  type Refused,
  type Session,
} from './accountService';
import { authSecret } from './authSecret';
import {
  appendCookies,
  clearCookie,
  COOKIES,
  cookieValue,
  isSecureRequest,
  serializeCookie,
} from './cookies';
import { verifyAccessToken, type AccessClaims } from './tokens';
import { EXPIRED_TOKEN_MESSAGES } from '../rules/sessionRules';
import { HttpError } from '../http/httpError';
import { sendJson } from '../http/privateRoute';
import { countMetric } from '@/lib/observability/metrics';

/** What a refused account flow answers. */
export function refusedError(refused: Refused): HttpError {
  countMetric('hirvonal_sign_in_refusals_total', { reason: refused.reason });
  switch (refused.reason) {
    case 'bad-credentials':
      return new HttpError(401, 'Invalid credentials.', refused.reason);
    case 'rate-limited':
      return new HttpError(
        429,
        'Too many attempts.',
        refused.reason,
        { retryAfter: refused.retryAfterSeconds },
        { 'Retry-After': String(refused.retryAfterSeconds) },
      );
    case 'code-expired':
      return new HttpError(401, 'The code has expired or was used.', refused.reason);
    case 'wrong-code':
      return new HttpError(401, 'Wrong code.', refused.reason, {
        attemptsLeft: refused.attemptsLeft,
      });
    case 'locked':
      return new HttpError(
        429,
        'Too many wrong codes: sign in again.',
        refused.reason,
        { retryAfter: refused.retryAfterSeconds },
        { 'Retry-After': String(refused.retryAfterSeconds) },
      );
    case 'refresh-invalid':
      return new HttpError(401, 'Invalid refresh token.', refused.reason);
    case 'refresh-reused':
      return new HttpError(
        401,
        'Refresh token reused: every session of it is ended.',
        refused.reason,
      );
    case 'email-not-verified':
      return new HttpError(403, 'The provider did not verify the email address.', refused.reason);
  }
}

/**
 * The login limits of this deployment: the defaults (lib/constants.ts), or LOGIN_ATTEMPTS_PER_ACCOUNT
 * and LOGIN_ATTEMPTS_PER_ADDRESS (positive whole numbers; e.g. an office behind one address).
 */
export function rateLimitsFromEnv(
  env: Record<string, string | undefined> = process.env,
): RateLimits {
  const read = (value: string | undefined, fallback: number) =>
    value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : fallback;
  return {
    windowMs: DEFAULT_RATE_LIMITS.windowMs,
    perAccount: read(env.LOGIN_ATTEMPTS_PER_ACCOUNT, DEFAULT_RATE_LIMITS.perAccount),
    perAddress: read(env.LOGIN_ATTEMPTS_PER_ADDRESS, DEFAULT_RATE_LIMITS.perAddress),
  };
}

let service: Promise<{ accounts: AccountService; store: UserDataStore }> | undefined;

/** This process's account service (user data port, mailer, secret, this edition). */
export function getAccounts(): Promise<{ accounts: AccountService; store: UserDataStore }> {
  service ??= Promise.all([getUserDataStore(), getMailQueue()]).then(([store, mail]) => {
    const t = accountsTranslator(edition.locale);
    return {
      store,
      accounts: accountService({
        store,
        mail,
        secret: authSecret(),
        audience: edition.slug,
        limits: rateLimitsFromEnv(),
        codeMail: {
          subject: (code) => t('login.mail.subject', { code }),
          text: (code) => t('login.mail.text', { code }),
        },
      }),
    };
  });
  return service;
}

export type RequestAuth =
  | { status: 'ok'; claims: AccessClaims; via: 'bearer' | 'cookie' }
  /** No credentials at all. */
  | { status: 'none' }
  /** SPEC section 4's two refreshable cases. */
  | { status: 'expired' }
  | { status: 'missing-access' }
  | { status: 'invalid' };

function bearerToken(req: IncomingMessage): string | null | undefined {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Who is asking. A bearer header wins over cookies; `cookies: false` reads the header only (the
 * article API honours a bearer, not cookies, so its anonymous answers stay cacheable).
 */
export async function requestAuth(
  req: IncomingMessage,
  { cookies = true }: { cookies?: boolean } = {},
): Promise<RequestAuth> {
  const bearer = bearerToken(req);
  if (bearer === null) return { status: 'invalid' };
  const token = bearer ?? (cookies ? cookieValue(req, COOKIES.access) : undefined);
  if (!token) {
    return cookies && cookieValue(req, COOKIES.refresh)
      ? { status: 'missing-access' }
      : { status: 'none' };
  }
  const check = await verifyAccessToken(authSecret(), token, { audience: edition.slug });
  if (check.ok) return { status: 'ok', claims: check.claims, via: bearer ? 'bearer' : 'cookie' };
  return { status: check.reason === 'expired' ? 'expired' : 'invalid' };
}

/** The 401 of an unauthenticated call, with SPEC section 4's messages where a refresh helps. */
export function unauthorized(auth: Exclude<RequestAuth, { status: 'ok' }>): HttpError {
  const headers = { 'WWW-Authenticate': 'Bearer' };
  if (auth.status === 'expired') {
    return new HttpError(401, EXPIRED_TOKEN_MESSAGES[0], 'token-expired', {}, headers);
  }
  if (auth.status === 'missing-access') {
    return new HttpError(401, EXPIRED_TOKEN_MESSAGES[1], 'token-missing', {}, headers);
  }
  if (auth.status === 'invalid') {
    return new HttpError(401, 'Invalid JWT Token', 'token-invalid', {}, headers);
  }
  return new HttpError(401, 'JWT Token not found', 'no-token', {}, headers);
}

export async function requireAuth(req: IncomingMessage): Promise<AccessClaims> {
  const auth = await requestAuth(req);
  if (auth.status !== 'ok') throw unauthorized(auth);
  return auth.claims;
}

/** The signed-in user's account (a 401 without a valid token, or when the account is gone). */
export async function requireUser(
  req: IncomingMessage,
): Promise<{ user: User; store: UserDataStore }> {
  const claims = await requireAuth(req);
  const { store } = await getAccounts();
  const user = await store.findUserById(claims.userId);
  if (!user) throw unauthorized({ status: 'invalid' });
  return { user, store };
}

/** Sets the session cookies: access and refresh tokens (HttpOnly) and the script-readable hint. */
export function setSessionCookies(req: IncomingMessage, res: ServerResponse, session: Session) {
  const secure = isSecureRequest(req);
  const now = Math.floor(Date.now() / 1000);
  appendCookies(res, [
    serializeCookie(COOKIES.access, session.accessToken, {
      maxAge: session.accessTokenExpiresAt - now,
      secure,
    }),
    serializeCookie(COOKIES.refresh, session.refreshToken, {
      maxAge: session.refreshTokenExpiresAt - now,
      secure,
    }),
    serializeCookie(COOKIES.hint, '1', {
      maxAge: session.refreshTokenExpiresAt - now,
      secure,
      httpOnly: false,
    }),
  ]);
}

/** Sets the session cookies and answers the tokens (SPEC section 7: tokens and cookies). */
export function sendSession(req: IncomingMessage, res: ServerResponse, session: Session) {
  setSessionCookies(req, res, session);
  sendJson(res, {
    token: session.accessToken,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    expiresAt: session.accessTokenExpiresAt,
    refreshTokenExpiresAt: session.refreshTokenExpiresAt,
    loggedInUser: session.user,
    isAuthenticated: true,
  });
}

export function clearSessionCookies(req: IncomingMessage, res: ServerResponse) {
  const secure = isSecureRequest(req);
  appendCookies(res, [
    clearCookie(COOKIES.access, secure),
    clearCookie(COOKIES.refresh, secure),
    clearCookie(COOKIES.hint, secure, false),
  ]);
}
