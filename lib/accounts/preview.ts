// Preview mode (SPEC sections 4 and 6, Next.js draft mode): who may enter it, and the way through
// /login for everyone else. The draft-mode cookie is only ever given to a signed-in editor; the proxy
// (proxy.ts) sends any request that carries it without a valid editor session back to /login.
import { NO_STORE } from '@/lib/cachePolicy';
import type { ServerResponse } from 'node:http';
import { queryText } from '../http/apiRoute';
import { HttpError } from '../http/httpError';
import { safeKeptPath } from '../rules/keptPath';
import { canSeeInactive } from '../rules/sessionRules';
import { paths } from '../routing/paths';
import type { RequestAuth } from './authHttp';

/** Where a preview request goes, decided from who is asking. */
export type PreviewDecision =
  /** A signed-in editor: draft mode on, then the page. */
  | { kind: 'enter' }
  /** Signed in, but not allowed: SPEC section 6 "a 403 logs the user out", then the login form. */
  | { kind: 'forbidden' }
  /** Not signed in (or the token needs a refresh, which /login does): the login form. */
  | { kind: 'login' };

export function previewDecision(auth: RequestAuth): PreviewDecision {
  if (auth.status !== 'ok') return { kind: 'login' };
  return canSeeInactive(auth.claims.role) ? { kind: 'enter' } : { kind: 'forbidden' };
}

/** The query /login carries when an account may not preview (the form says so). */
export const FORBIDDEN_QUERY = 'hiba=jogosultsag';
/** The login page's query after social sign-in could not start (no provider, or it did not answer). */
export const SOCIAL_FAILED_QUERY = 'hiba=google';

export function loginPath(forbidden = false): string {
  return forbidden ? `${paths.login()}?${FORBIDDEN_QUERY}` : paths.login();
}

export function redirect(res: ServerResponse, location: string, status = 307) {
  res.statusCode = status;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', NO_STORE);
  res.end();
}

/** The `path` query parameter as a same-origin path (SPEC section 4), undefined when absent; a 400 else. */
export function pathParam(value: string | string[] | undefined): string | undefined {
  const requested = queryText(value, 2_000);
  if (requested === undefined) return undefined;
  const path = safeKeptPath(requested);
  if (path === null) {
    throw new HttpError(400, 'path must be a path on this site.', 'bad-path', { field: 'path' });
  }
  return path;
}
