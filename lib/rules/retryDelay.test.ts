// The queues' retry backoff (issues 29 and 32): doubling from the first delay, capped.
import { retryDelayMs } from './retryDelay';

describe('retryDelayMs', () => {
  const backoff = { firstMs: 1_000, maxMs: 10_000 };
  it.each([
    [0, 1_000, 'no failure yet counts as the first'],
    [1, 1_000, 'the first retry'],
    [2, 2_000, 'doubled'],
    [3, 4_000, 'doubled again'],
    [4, 8_000, 'under the cap'],
    [5, 10_000, 'capped'],
    [1_000, 10_000, 'capped, without overflowing'],
  ])('after %i failed attempts: %i ms (%s)', (attempts, delay) => {
    expect(retryDelayMs(attempts, backoff)).toBe(delay);
  });
});
