// The reader's quiz token in the browser (issue 17; SPEC sections 5 and 7): the script-readable
// `quizToken` cookie the quiz service keeps for about a year, or, when there is none or it is not 24
// characters (ignored, SPEC section 5), a new one from POST /api/functions/get-quiz-token. One token
// for the whole page: every quiz block reads it here and waits for the same request, and a token the
// service refuses (401) is replaced once for all of them.
import { QUIZ_TOKEN_COOKIE } from '../constants';
import { isValidQuizToken } from '../rules/quiz';

export const QUIZ_TOKEN_PATH = '/api/functions/get-quiz-token';

let current: string | null = null;
let pending: Promise<string> | null = null;
const listeners = new Set<() => void>();

/** The token of a `document.cookie` string, if it holds a usable one. */
export function quizTokenFromCookie(cookie: string): string | null {
  for (const pair of cookie.split(';')) {
    const [name, value = ''] = pair.trim().split('=');
    if (name !== QUIZ_TOKEN_COOKIE) continue;
    const token = decodeURIComponent(value);
    return isValidQuizToken(token) ? token : null;
  }
  return null;
}

function settle(token: string) {
  current = token;
  for (const listener of listeners) listener();
}

async function requestToken(): Promise<string> {
  // Plain fetch, not lib/client/apiClient.ts: that wrapper reads JSON, and this endpoint answers the
  // token as text (SPEC section 7). The answer also sets the cookie.
  const response = await fetch(QUIZ_TOKEN_PATH, { method: 'POST', credentials: 'same-origin' });
  const token = response.ok ? (await response.text()).trim() : '';
  if (!isValidQuizToken(token)) throw new Error(`quiz token: HTTP ${response.status}`);
  return token;
}

function fetchToken(): Promise<string> {
  pending ??= requestToken()
    .then((token) => {
      settle(token);
      return token;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The page's token: known, from the cookie, or asked for (once, however many blocks ask). */
export function ensureQuizToken(): Promise<string> {
  if (current) return Promise.resolve(current);
  const kept = quizTokenFromCookie(document.cookie);
  if (kept) {
    settle(kept);
    return Promise.resolve(kept);
  }
  return fetchToken();
}

/**
 * A new token after the service refused `refused`; when another block has replaced it already, that
 * one. Never loops: the caller asks once per refusal.
 */
export function renewQuizToken(refused: string): Promise<string> {
  if (current && current !== refused) return Promise.resolve(current);
  return fetchToken();
}

/** For useSyncExternalStore: the token known so far (null until ensureQuizToken settles). */
export function currentQuizToken(): string | null {
  return current;
}

export function subscribeQuizToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function resetQuizTokenForTest() {
  current = null;
  pending = null;
  listeners.clear();
}
