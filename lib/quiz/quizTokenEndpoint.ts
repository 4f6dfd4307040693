// What POST /api/functions/get-quiz-token does (SPEC section 7): answers the reader's voter token as
// text and keeps it in the quizToken cookie (QUIZ_TOKEN_COOKIE_DAYS). Scripts must read the cookie
// (the page sends the token as its bearer), so it is not HttpOnly; SameSite=Lax, Secure behind TLS.
// A valid token in the cookie is answered again; only new tokens count against the address's limit,
// since minting voters is what ballot stuffing needs.
import { NO_STORE } from '@/lib/cachePolicy';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appendCookies, cookieValue, isSecureRequest, serializeCookie } from '../accounts/cookies';
import { QUIZ_TOKEN_COOKIE, QUIZ_TOKEN_COOKIE_DAYS } from '../constants';
import { limitRequest } from '../engagement/submissionLimit';
import type { UserDataStore } from '../userdata/userDataStore';
import { mintQuizToken, verifyQuizToken } from './quizToken';

const DAY_SECONDS = 24 * 60 * 60;

export async function issueQuizToken(
  req: IncomingMessage,
  res: ServerResponse,
  { limiter, secret }: { limiter: Pick<UserDataStore, 'hit'>; secret: Uint8Array },
): Promise<void> {
  const kept = cookieValue(req, QUIZ_TOKEN_COOKIE);
  let token: string;
  if (verifyQuizToken(secret, kept)) {
    token = kept;
  } else {
    await limitRequest(limiter, 'quiz-token', req);
    token = mintQuizToken(secret);
  }
  // Set again on every call: the year runs from the reader's latest visit.
  appendCookies(res, [
    serializeCookie(QUIZ_TOKEN_COOKIE, token, {
      maxAge: QUIZ_TOKEN_COOKIE_DAYS * DAY_SECONDS,
      httpOnly: false,
      secure: isSecureRequest(req),
    }),
  ]);
  res.statusCode = 200;
  res.setHeader('Cache-Control', NO_STORE);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(token);
}
