// Who tips (issue 31 item 6): a signed-in reader by their account (`user:{id}`), anyone else by a
// random token in an HttpOnly cookie (COOKIES.prediction), of which only the hash is stored
// (`anon:{sha256}`), so the store never holds a value that would let someone act as the reader. The
// cookie is set the first time the reader sends a tip and lasts a year; a browser without it (cookies
// cleared, another browser) is another reader: the per-address rate limit bounds what that allows.
// A session that has expired counts as no session here (the page cannot refresh it without a script):
// such a reader tips with the browser's token.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestAuth } from '../accounts/authHttp';
import {
  appendCookies,
  COOKIES,
  cookieValue,
  isSecureRequest,
  serializeCookie,
} from '../accounts/cookies';

/** A year, from the reader's latest tip. */
export const PREDICTION_COOKIE_DAYS = 365;
const DAY_SECONDS = 24 * 60 * 60;
/** What the cookie holds: 32 random bytes, base64url (what we mint); anything else is no token. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface Voter {
  /** The store's voter key. */
  voter: string;
  /** The signed-in reader's account id, when they are signed in. */
  userId: number | null;
}

const anonymous = (token: string): Voter => ({
  voter: `anon:${createHash('sha256').update(token, 'utf8').digest('hex')}`,
  userId: null,
});

/** The reader of `req`, or null: an anonymous reader who has no token yet. */
export async function voterOf(req: IncomingMessage): Promise<Voter | null> {
  const auth = await requestAuth(req);
  if (auth.status === 'ok')
    return { voter: `user:${auth.claims.userId}`, userId: auth.claims.userId };
  const token = cookieValue(req, COOKIES.prediction);
  return token && TOKEN.test(token) ? anonymous(token) : null;
}

/** The reader of `req`; an anonymous reader without a token gets one now, in the answer's cookie. */
export async function voterOrNew(req: IncomingMessage, res: ServerResponse): Promise<Voter> {
  const known = await voterOf(req);
  if (known) return known;
  const token = randomBytes(32).toString('base64url');
  appendCookies(res, [
    serializeCookie(COOKIES.prediction, token, {
      maxAge: PREDICTION_COOKIE_DAYS * DAY_SECONDS,
      secure: isSecureRequest(req),
    }),
  ]);
  return anonymous(token);
}

/** The store's voter key of an anonymous token (tests and tools that send their own cookie). */
export const anonymousVoterKey = (token: string) => anonymous(token).voter;
