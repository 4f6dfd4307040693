import { SUBMISSION_RATE_WINDOW_MS, SUBMISSIONS_PER_ADDRESS } from '../constants';
import { HttpError } from '../http/httpError';
import { limitSubmission, submissionsPerAddress } from './submissionLimit';

/** The store's hit() over an in-memory map: the same window semantics as the SQL upsert. */
function memoryHits() {
  const buckets = new Map<string, { hits: number; windowStart: number }>();
  return {
    async hit(bucket: string, windowMs: number, now: number) {
      const current = buckets.get(bucket);
      const next =
        !current || current.windowStart <= now - windowMs
          ? { hits: 1, windowStart: now }
          : { hits: current.hits + 1, windowStart: current.windowStart };
      buckets.set(bucket, next);
      return next;
    },
  };
}

describe('submissionsPerAddress', () => {
  it.each([
    [{}, SUBMISSIONS_PER_ADDRESS],
    [{ SUBMISSIONS_PER_ADDRESS: '5000' }, 5000],
    [{ SUBMISSIONS_PER_ADDRESS: '0' }, SUBMISSIONS_PER_ADDRESS],
    [{ SUBMISSIONS_PER_ADDRESS: 'sok' }, SUBMISSIONS_PER_ADDRESS],
  ])('%j', (env, expected) => expect(submissionsPerAddress(env)).toBe(expected));
});

describe('limitSubmission', () => {
  it('lets `max` submissions through per address and kind, then answers 429 with Retry-After', async () => {
    const store = memoryHits();
    const now = 1_800_000_000_000;
    for (let i = 0; i < 3; i++) await limitSubmission(store, 'topic', '10.0.0.1', { now, max: 3 });
    const refused = await limitSubmission(store, 'topic', '10.0.0.1', { now, max: 3 }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      status: 429,
      headers: { 'Retry-After': String(SUBMISSION_RATE_WINDOW_MS / 1000) },
    });
    // Another address, another kind: their own windows.
    await limitSubmission(store, 'topic', '10.0.0.2', { now, max: 3 });
    await limitSubmission(store, 'newsletter', '10.0.0.1', { now, max: 3 });
    // A new window starts once the old one has passed.
    await limitSubmission(store, 'topic', '10.0.0.1', {
      now: now + SUBMISSION_RATE_WINDOW_MS,
      max: 3,
    });
  });
});
