import { LIVE_ANSWER_MAX_AGE_SECONDS } from '../constants';
import { LIVE_ANSWER, publicCacheControl } from './apiRoute';

// What shared caches (nginx, a CDN) may do with the public API's answers.
describe('publicCacheControl', () => {
  it.each([
    [30, true, 'public, s-maxage=30, stale-while-revalidate=300, stale-if-error=86400'],
    [5, false, 'public, s-maxage=5, stale-if-error=86400'],
    [0, true, 'no-store'],
  ])('%i s, stale %s: %s', (maxAge, serveStale, header) => {
    expect(publicCacheControl(maxAge, serveStale)).toBe(header);
  });

  it('never lets a cache answer a live poll with an expired copy (issue 29: the post within 20 s)', () => {
    expect(publicCacheControl(LIVE_ANSWER.maxAge!, LIVE_ANSWER.serveStale)).not.toContain(
      'stale-while-revalidate',
    );
    expect(LIVE_ANSWER.maxAge).toBe(LIVE_ANSWER_MAX_AGE_SECONDS);
  });
});
