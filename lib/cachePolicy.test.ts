import { fileCacheControl, IMMUTABLE_SECONDS, publicCacheControl } from './cachePolicy';

// What shared caches (nginx, a CDN) and browsers may do with the site's answers.
describe('publicCacheControl', () => {
  it.each([
    [30, undefined, 'public, s-maxage=30, stale-while-revalidate=300, stale-if-error=86400'],
    [15, 60, 'public, s-maxage=15, stale-while-revalidate=60, stale-if-error=86400'],
    [5, 0, 'public, s-maxage=5, stale-if-error=86400'],
    [0, undefined, 'no-store'],
  ])('%i s, stale %s: %s', (maxAge, stale, header) => {
    expect(publicCacheControl(maxAge, stale)).toBe(header);
  });
});

describe('fileCacheControl', () => {
  it('says immutable only for files whose URL changes with their content', () => {
    expect(fileCacheControl(IMMUTABLE_SECONDS)).toBe('public, max-age=31536000, immutable');
    expect(fileCacheControl(86_400)).toBe('public, max-age=86400');
  });
});
