// The per-address limit on what readers submit (issue 17: quiz answers, newsletter sign-ups and
// confirmations, topic follows; issue 31: the tippjáték's tips). One window per kind and address,
// counted in the user-data store so that every instance shares it; past the limit a 429 with
// Retry-After, and nothing is stored.
import type { IncomingMessage } from 'node:http';
import { clientAddress } from '../http/clientAddress';
import { SUBMISSION_RATE_WINDOW_MS, SUBMISSIONS_PER_ADDRESS } from '../constants';
import { HttpError } from '../http/httpError';
import type { UserDataStore } from '../userdata/userDataStore';
import { countMetric } from '@/lib/observability/metrics';

export type SubmissionKind = 'quiz' | 'quiz-token' | 'newsletter' | 'topic' | 'prediction';

/** SUBMISSIONS_PER_ADDRESS (a positive whole number), else the default of lib/constants.ts. */
export function submissionsPerAddress(env: Record<string, string | undefined> = process.env) {
  const value = env.SUBMISSIONS_PER_ADDRESS;
  return value && /^\d{1,7}$/.test(value) && Number(value) > 0
    ? Number(value)
    : SUBMISSIONS_PER_ADDRESS;
}

/** Counts one submission of `kind` from `address`; throws the 429 once the window is full. */
export async function limitSubmission(
  store: Pick<UserDataStore, 'hit'>,
  kind: SubmissionKind,
  address: string,
  { now = Date.now(), max = submissionsPerAddress() }: { now?: number; max?: number } = {},
): Promise<void> {
  const { hits, windowStart } = await store.hit(
    `submit:${kind}:${address}`,
    SUBMISSION_RATE_WINDOW_MS,
    now,
  );
  if (hits <= max) return;
  countMetric('hirvonal_rate_limit_refusals_total', { kind });
  const retryAfter = Math.max(1, Math.ceil((windowStart + SUBMISSION_RATE_WINDOW_MS - now) / 1000));
  throw new HttpError(
    429,
    'Too many submissions from this address; try again later.',
    'rate-limited',
    { retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}

/** The same, for a request: its client address (behind our nginx, the address nginx saw). */
export function limitRequest(
  store: Pick<UserDataStore, 'hit'>,
  kind: SubmissionKind,
  req: IncomingMessage,
): Promise<void> {
  return limitSubmission(store, kind, clientAddress(req));
}
