// The login without JavaScript (issue 28, item 5): both steps are plain forms that post (a password or
// a code never goes into a URL). The JSON API answers the page's script; a form post, which only a
// browser without our script sends, gets a 303 instead: to the code step, with the first-step token in
// an HttpOnly cookie (COOKIES.firstStep), or back to /login with the refusal's reason, or, signed in, to
// /login, which sends the reader on (the kept path, preview, or the front page).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOGIN_CODE_TTL_MS } from '../constants';
import { paths, withQuery } from '../routing/paths';
import { appendCookies, clearCookie, COOKIES, isSecureRequest, serializeCookie } from './cookies';

/** /login's query: the step to show (the code form), the refusal to say, and its numbers. */
export const LOGIN_STEP_PARAM = 'lepes';
export const CODE_STEP = 'kod';
export const LOGIN_PROBLEM_PARAM = 'hiba';
export const ATTEMPTS_LEFT_PARAM = 'probak';
export const RETRY_AFTER_PARAM = 'varakozas';

/** The reasons a form post comes back with (lib/accounts/authHttp.ts refusals). */
export const LOGIN_REASONS = [
  'missing-field',
  'invalid-field',
  'bad-credentials',
  'rate-limited',
  'code-expired',
  'wrong-code',
  'locked',
  /** Not a refusal: the code step, with the news that the code's mail is late (issue 29). */
  'mail-queued',
  'no-token',
] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

export function isLoginReason(value: unknown): value is LoginReason {
  return typeof value === 'string' && (LOGIN_REASONS as readonly string[]).includes(value);
}

/** A refusal as the form shows it (the reason and, where it has them, its numbers). */
export interface LoginRefusal {
  reason: LoginReason;
  attemptsLeft?: number;
  retryAfter?: number;
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value) : undefined;

/** /login at the code step or the first one, saying why the last post was refused. */
export function loginStepPath(
  step: 'credentials' | 'code',
  refusal?: { reason: string; extra?: Record<string, unknown> },
): string {
  return withQuery(paths.login(), {
    [LOGIN_STEP_PARAM]: step === 'code' ? CODE_STEP : undefined,
    [LOGIN_PROBLEM_PARAM]: isLoginReason(refusal?.reason) ? refusal.reason : undefined,
    [ATTEMPTS_LEFT_PARAM]: count(refusal?.extra?.attemptsLeft),
    [RETRY_AFTER_PARAM]: count(refusal?.extra?.retryAfter),
  });
}

/** The refusal /login's query names, or null. */
export function refusalOfQuery(query: Record<string, string | undefined>): LoginRefusal | null {
  const reason = query[LOGIN_PROBLEM_PARAM];
  if (!isLoginReason(reason)) return null;
  const number = (text: string | undefined) =>
    text !== undefined && /^\d{1,6}$/.test(text) ? Number(text) : undefined;
  const attemptsLeft = number(query[ATTEMPTS_LEFT_PARAM]);
  const retryAfter = number(query[RETRY_AFTER_PARAM]);
  return {
    reason,
    ...(attemptsLeft === undefined ? {} : { attemptsLeft }),
    ...(retryAfter === undefined ? {} : { retryAfter }),
  };
}

/** Keeps the first-step token for the code form (as long as the code is valid). */
export function keepFirstStep(req: IncomingMessage, res: ServerResponse, token: string) {
  appendCookies(res, [
    serializeCookie(COOKIES.firstStep, token, {
      maxAge: LOGIN_CODE_TTL_MS / 1000,
      secure: isSecureRequest(req),
    }),
  ]);
}

export function forgetFirstStep(req: IncomingMessage, res: ServerResponse) {
  appendCookies(res, [clearCookie(COOKIES.firstStep, isSecureRequest(req))]);
}
