// Security headers on every kind of answer (issue 28, item 3), both editions, on `next start`: a page,
// an article, the API, a feed, a sitemap, a build asset, an upload, a public file, the proxy's
// redirects, the 404 and the 500 page. None says what serves it (X-Powered-By). Not yet: the redirects
// of the table (Next.js answers its `redirects()` without the `headers()`; issue 28 moves them).
import { expect, test, type APIResponse } from '@playwright/test';
import { SECURITY_HEADERS } from '@/lib/http/securityHeaders';

function expectSecured(answer: APIResponse, what: string) {
  const headers = answer.headers();
  for (const { key, value } of SECURITY_HEADERS) {
    expect(headers[key.toLowerCase()], `${what}: ${key}`).toBe(value);
  }
  expect(headers['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined();
}

test.describe('security headers (issue 28)', () => {
  test('every kind of answer carries the header set', async ({ request }) => {
    const front = await request.get('/');
    const html = await front.text();
    const asset = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
    expect(asset, 'the front page loads a build asset').toBeTruthy();
    const articles = (await (await request.get('/api/articles?perPage=1')).json()) as {
      items: Array<{ url: string }>;
    };
    const image = /\/uploads\/[^"?]+\.(?:jpg|png|svg|webp)/.exec(html)?.[0];
    expect(image, 'the front page shows an upload').toBeTruthy();

    const answers: Array<[string, string, number]> = [
      ['front page', '/', 200],
      ['article', articles.items[0]!.url, 200],
      ['API', '/api/articles?perPage=1', 200],
      ['feed', '/rss', 200],
      ['sitemap', '/sitemap.xml', 200],
      ['build asset', asset!, 200],
      ['upload', image!, 200],
      ['public file', '/images/favicon.svg', 200],
      ['redirect of the proxy', '/legfrissebb?fbclid=x', 308],
      ['trailing /elo dropped', '/rovat/belfold/elo', 308],
      ['404 page', '/nincs-ilyen-oldal-sehol', 404],
      ['API 404', '/api/articles/nincs-ilyen-cikk', 404],
      ['500 page', '/500', 500],
    ];
    for (const [what, path, status] of answers) {
      const answer = await request.get(path, { maxRedirects: 0, failOnStatusCode: false });
      expect(answer.status(), `${what} (${path})`).toBe(status);
      expectSecured(answer, `${what} (${path})`);
    }
  });
});
