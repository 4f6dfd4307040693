// The HTTP side of accounts: who is asking (bearer header or session cookies), the session cookies
// and answers, the CSRF check, the client address for rate limits, and a wrapper for the POST
// endpoints that reads a bounded JSON or form body and never answers bad input with a 5xx.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
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
import { BadRequestError } from '../http/apiRoute';
import { isFormPost } from '../http/formPosts';
import { HttpError, storeUnavailableError } from '../http/httpError';
import { log } from '@/lib/observability/log';
import { countMetric } from '@/lib/observability/metrics';

export { HttpError };

/** Largest request body the account endpoints read (a login is a few hundred bytes). */
export const MAX_AUTH_BODY_BYTES = 16 * 1024;

/**
 * The error answer of the account endpoints: `code` and `message` at the top, as the token layer the
 * SPEC's client rules expect ('Expired JWT Token'), and the site's usual `error` object.
 */
export function sendAuthError(res: ServerResponse, error: HttpError) {
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  res.statusCode = error.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(
    JSON.stringify({
      code: error.status,
      message: error.message,
      reason: error.reason,
      ...error.extra,
      error: { status: error.status, message: error.message },
    }),
  );
}

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

/**
 * The reader's address for rate limits. Behind our nginx (TRUST_PROXY=1) the last X-Forwarded-For
 * entry, the peer nginx itself saw (the entries before it are whatever the client sent); otherwise
 * the socket's peer.
 */
export function clientAddress(req: IncomingMessage): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = req.headers['x-forwarded-for'];
    const list = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',');
    const last = list?.[list.length - 1]?.trim();
    if (last) return last.slice(0, 100);
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * CSRF: a state-changing request that a browser sends from another site is refused. Browsers mark
 * every request with Sec-Fetch-Site (or at least Origin on a POST); programs that send neither are
 * not browsers riding on a reader's cookies.
 */
export function isCrossSite(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return typeof origin === 'string';
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

/** The body as text, at most MAX_AUTH_BODY_BYTES (413 beyond). */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_AUTH_BODY_BYTES) {
      throw new HttpError(413, 'Request body too large.', 'body-too-large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body as an object: JSON, or a form (SPEC section 7: google/check takes a form). */
export async function readFields(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (isFormPost(req)) {
    // A name sent more than once (a form's checkboxes) keeps every value, as an array.
    const params = new URLSearchParams(text);
    return Object.fromEntries(
      [...new Set(params.keys())].map((key) => {
        const values = params.getAll(key);
        return [key, values.length > 1 ? values : values[0]];
      }),
    );
  }
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.', 'bad-json');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'The body must be a JSON object.', 'bad-json');
  }
  return body as Record<string, unknown>;
}

/** Fields checked with zod; the first problem becomes a 400 naming the field. */
export function parseFields<T>(schema: z.ZodType<T>, fields: Record<string, unknown>): T {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.') || 'body';
  const missing = issue.code === 'invalid_type' && fields[field] === undefined;
  throw new HttpError(
    400,
    missing ? `Missing field: ${field}.` : `Invalid field: ${field}.`,
    missing ? 'missing-field' : 'invalid-field',
    { field },
  );
}

type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

/**
 * An account endpoint: only the given methods, refused cross-site when it changes state, answers
 * never cached, HttpErrors sent as they are and anything unexpected logged and answered 500 without
 * details. Bodies are read by the handler (readFields): the route exports
 * `config = { api: { bodyParser: false } }` (a literal: Next reads it statically).
 */
export function authRoute(methods: readonly string[], handler: Handler) {
  return async function route(req: NextApiRequest, res: NextApiResponse) {
    res.setHeader('Cache-Control', 'no-store');
    try {
      if (!methods.includes(req.method ?? '')) {
        throw new HttpError(405, 'Method Not Allowed', 'method', {}, { Allow: methods.join(', ') });
      }
      if (req.method !== 'GET' && req.method !== 'HEAD' && isCrossSite(req)) {
        throw new HttpError(403, 'Cross-site request refused.', 'cross-site');
      }
      await handler(req, res);
    } catch (error) {
      if (res.headersSent) return;
      if (error instanceof HttpError) return sendAuthError(res, error);
      if (error instanceof BadRequestError) {
        return sendAuthError(res, new HttpError(400, error.message, 'bad-request'));
      }
      const unavailable = storeUnavailableError(error);
      if (unavailable) {
        log.warn('account endpoint: the store is unavailable', { error });
        return sendAuthError(res, unavailable);
      }
      log.error(`account endpoint ${req.method} ${req.url?.split('?')[0]} failed`, {
        error: error,
      });
      sendAuthError(res, new HttpError(500, 'Internal Server Error', 'internal'));
    }
  };
}

export function sendJson(res: ServerResponse, body: unknown, status = 200) {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}
