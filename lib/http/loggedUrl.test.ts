import { loggedUrl } from './loggedUrl';

// Issue 28, item 5: logs never show a password, code or token.
describe('loggedUrl', () => {
  it.each([
    [undefined, ''],
    ['/api/articles', '/api/articles'],
    ['/api/newsletter/unsubscribe?token=abc123', '/api/newsletter/unsubscribe?token=…'],
    ['/login?code=xyz&state=s&code=again', '/login?code=…&state=…'],
    ['/rss?oldal=2', '/rss?oldal=…'],
  ])('logs %s as %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });
});
