// The OpenAPI document (/api/openapi.json) against the running server, for both editions: real answers
// of a sample of the JSON API, errors included, must conform to the schemas it documents for their
// path and status (lib/openapi/answerValidator.ts; realAnswers.test.ts does the same in-process).
import { expect, test } from './guardedTest';
import { createAnswerValidator } from '@/lib/openapi/answerValidator';
import { editionOf } from './edition';

const known = {
  main: { liveBlog: 'valasztasi-est-percrol-percre', city: 'budapest', section: 'g7' },
  regional: { liveBlog: null, city: 'kolozsvar', section: 'erdely' },
} as const;

test.describe('OpenAPI document', () => {
  test('is served as an OpenAPI 3.1 JSON document with cache headers', async ({ request }) => {
    const response = await request.get('/api/openapi.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(response.headers()['cache-control']).toContain('s-maxage=');
    const document = await response.json();
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.paths['/api/articles'].get.responses['200']).toBeTruthy();
  });

  test('real answers conform to the documented schemas', async ({ request }, testInfo) => {
    const { liveBlog, city, section } = known[editionOf(testInfo).slug];
    const { check } = createAnswerValidator(await (await request.get('/api/openapi.json')).json());

    async function answer(url: string, status = 200) {
      return test.step(`GET ${url} -> ${status}`, async () => {
        const response = await request.get(url);
        expect(response.status(), url).toBe(status);
        expect(response.headers()['content-type'], url).toContain('application/json');
        const body = await response.json();
        const pathname = new URL(url, 'http://localhost').pathname;
        expect(check('GET', pathname, status, body), url).toEqual([]);
        return body;
      });
    }

    const list = await answer('/api/articles');
    const article = list.items.find((item: { type: string }) => item.type !== 'liveblog');
    const word =
      (article.title as string)
        .split(/\s+/)
        .map((w) => w.replace(/[^\p{L}]/gu, ''))
        .find((w) => w.length > 4) ?? 'a';
    await answer(`/api/articles/${article.slug}`);
    await answer(`/api/article/${article.id}`);
    await answer(`/api/articles/${article.slug}/version`);
    await answer(`/api/articles/${article.slug}/body`);
    await answer(`/api/articles/facebook/reaction?ids=${article.id}`);
    // Page numbers are clamped, never rejected: page=abc is the first page.
    await answer('/api/articles?page=abc&perPage=3');
    await answer(`/api/articles?filters[mstag]=${section}&perPage=5`);
    await answer(`/api/search?term=${encodeURIComponent(word)}`);
    await answer('/api/search?for=g7-news,after-card');
    await answer('/api/search/articles?limit=5&term=a');
    await answer('/api/search/highlights');
    await answer('/api/search/autocomplete?term=a');
    await answer('/api/recommended/mstag/all?v=3');
    await answer('/api/index/boxes');
    await answer('/api/index/auto-block?v=2');
    await answer(`/api/index/mstag/${section}`);
    await answer('/api/frontend/init');
    await answer('/api/frontend/refresh');
    await answer('/api/exchange?currency=EUR&range=7');
    await answer('/api/exchangerate');
    await answer(`/api/weather/${city}`);
    const episodes = await answer('/api/episodes?perPage=2');
    await answer(`/api/episodes/${episodes.items[0].slug}`);
    await answer('/api/index/episodes');
    await answer('/api/map/articles?mstag=szepkilatas');
    if (liveBlog) {
      const blog = await answer(`/api/articles/${liveBlog}`);
      await answer(`/api/liveblog/${blog.id}/posts`);
      await answer(`/api/articles/${blog.id}/items?perPage=5`);
      await answer(`/api/articles/${blog.id}/items?perPage=5&withContent=1`);
    }
    // Not a live blog: no posts.
    await answer(`/api/liveblog/${article.id}/posts`, 404);
    await answer('/api/articles/nincs-ilyen-cikk', 404);
    await answer('/api/article/abc', 400);
    await answer('/api/articles?filters[tag]=a&filters[mstag]=b', 400);
    await answer(`/api/search?filters=${encodeURIComponent('{oops')}`, 400);
    await answer('/api/minutes?day=tegnap', 400);
  });
});
