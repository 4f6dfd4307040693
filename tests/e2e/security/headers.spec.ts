// Security headers on every kind of answer (issue 28, item 3), both editions, on `next start`: a page,
// an article, the API, a feed, a sitemap, a build asset, an upload, a public file, the proxy's
// redirects and the redirect table's (Next.js answers its `redirects()` without the `headers()`, unless
// patches/next+16.4.6.patch keeps them), the 404 and the 500 page, each with the Content-Security-Policy.
// None says what serves it (X-Powered-By). The policy at work: an injected script is blocked and reported to our endpoint, the
// embeddable page may be framed only by the configured sites.
import { type APIResponse } from '@playwright/test';
import { expect, test } from '../guardedTest';
import { SECURITY_HEADERS } from '@/lib/http/securityHeaders';

function expectSecured(answer: APIResponse, what: string) {
  const headers = answer.headers();
  for (const { key, value } of SECURITY_HEADERS) {
    expect(headers[key.toLowerCase()], `${what}: ${key}`).toBe(value);
  }
  expect(headers['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined();
  const policy = headers['content-security-policy'] ?? '';
  if (what.startsWith('upload')) {
    // An uploaded file (an SVG may hold script) answers with its own stricter policy: nothing runs.
    expect(policy, `${what}: CSP`).toMatch(/^default-src 'none'/);
    return;
  }
  expect(policy, `${what}: CSP`).toMatch(/(?:^|; )script-src 'self' 'sha256-[^;]+(?:;|$)/);
  const scripts = /(?:^|; )script-src ([^;]+)/.exec(policy)?.[1] ?? '';
  expect(scripts, `${what}: script-src`).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(policy, `${what}: CSP`).toContain("object-src 'none'");
  expect(policy, `${what}: CSP`).toContain("frame-ancestors 'self';");
  expect(headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('SAMEORIGIN');
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
    // Every kind of upload: a photo (made by the image service), a drawing, a podcast's audio.
    const photo = /\/uploads\/[^"?\s,]+\.(?:jpg|png|webp)/.exec(html)?.[0];
    expect(photo, 'the front page shows a photo').toBeTruthy();
    const drawing = /\/uploads\/[^"?\s,]+\.svg/.exec(html)?.[0];
    expect(drawing, 'the front page shows a drawing').toBeTruthy();
    const episodes = (await (await request.get('/api/episodes?perPage=1')).json()) as {
      items: Array<{ sourceUrl: string }>;
    };

    const answers: Array<[string, string, number]> = [
      ['front page', '/', 200],
      ['article', articles.items[0]!.url, 200],
      ['API', '/api/articles?perPage=1', 200],
      ['feed', '/rss', 200],
      ['sitemap', '/sitemap.xml', 200],
      ['build asset', asset!, 200],
      ['upload, a photo', photo!, 200],
      ['upload, a drawing', drawing!, 200],
      ['upload, audio', new URL(episodes.items[0]!.sourceUrl, 'http://x').pathname, 200],
      ['public file', '/images/favicon.svg', 200],
      ['redirect of the proxy', '/legfrissebb?fbclid=x', 308],
      ['trailing /elo dropped', '/rovat/belfold/elo', 308],
      ['permanent redirect of the table', '/list/newest', 308],
      ['temporary redirect of the table', '/t', 307],
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

  test('the embeddable page may be framed by the configured sites only', async ({ request }) => {
    const answer = await request.get('/app-web-widget');
    expect(answer.status()).toBe(200);
    const headers = answer.headers();
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(headers['x-frame-options']).toBeUndefined();
  });

  test.describe('the policy at work', () => {
    test.use({ cspViolationsExpected: true });

    test('blocks a script injected into a page and reports it to our endpoint', async ({
      page,
    }) => {
      const reported = page.waitForRequest(
        (request) => request.url().endsWith('/api/csp-report') && request.method() === 'POST',
      );
      await page.goto('/');
      const blocked = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            document.addEventListener('securitypolicyviolation', (event) =>
              resolve(event.effectiveDirective),
            );
            const script = document.createElement('script');
            script.textContent = 'window.injected = true';
            document.body.append(script);
          }),
      );
      expect(blocked).toMatch(/^script-src/);
      expect(await page.evaluate(() => 'injected' in window)).toBe(false);
      expect((await reported).postData() ?? '').toMatch(/script-src/);
    });
  });

  test('the report endpoint takes both report shapes and refuses other methods', async ({
    request,
  }) => {
    const legacy = await request.post('/api/csp-report', {
      headers: { 'content-type': 'application/csp-report' },
      data: JSON.stringify({
        'csp-report': { 'blocked-uri': 'inline', 'effective-directive': 'script-src-elem' },
      }),
    });
    expect(legacy.status()).toBe(204);
    const batch = await request.post('/api/csp-report', {
      headers: { 'content-type': 'application/reports+json' },
      data: JSON.stringify([{ type: 'csp-violation', body: { effectiveDirective: 'frame-src' } }]),
    });
    expect(batch.status()).toBe(204);
    expect((await request.post('/api/csp-report', { data: '{' })).status()).toBe(400);
    expect((await request.get('/api/csp-report')).status()).toBe(405);
  });
});
