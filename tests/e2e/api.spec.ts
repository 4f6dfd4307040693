// The public JSON API of SPEC section 7 against the running server, for both editions, including bad
// input: every answer is JSON, bad input is a clear 4xx, never a 500.
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './guardedTest';
import { editionOf } from './edition';

const known = {
  main: {
    slug: 'allampapir-kamatok-2027-mi-eri-meg',
    section: 'g7',
    city: 'budapest',
    currency: 'HUF',
  },
  regional: {
    slug: 'kolozsvar-elektromos-buszok-diakberlet',
    section: 'erdely',
    city: 'kolozsvar',
    currency: 'RON',
  },
} as const;

async function json(request: APIRequestContext, url: string, status = 200) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(status);
  expect(response.headers()['content-type']).toContain('application/json');
  return response.json();
}

test.describe('public JSON API (SPEC §7)', () => {
  test('lists articles with paging, clamping and both author fields', async ({ request }) => {
    const first = await json(request, '/api/articles');
    expect(first).toMatchObject({ page: 1, perPage: 10 });
    expect(first.items).toHaveLength(10);
    for (const item of first.items) {
      expect(item.contentType).toBe('article');
      expect(item.authors).toEqual(item.articleAuthors);
      expect(item.url).toMatch(/^\/[a-z0-9-]+\/\d{4}\/\d{2}\/\d{2}\/[a-z0-9-]+$/);
    }
    const second = await json(request, '/api/articles?perPage=5&page=2');
    expect(second).toMatchObject({ page: 2, perPage: 5 });
    expect(second.items[0].id).toBe(first.items[5].id);
    expect((await json(request, '/api/articles?perPage=100000')).perPage).toBe(100);
    expect((await json(request, '/api/articles?page=-4')).page).toBe(1);
    expect((await json(request, '/api/articles?page=abc&limit=3')).items).toHaveLength(3);
    // SPEC section 9 "some lists 5": a list asked for with a limit that names no size is 5 long;
    // perPage overrides.
    expect((await json(request, '/api/articles?limit=')).items).toHaveLength(5);
    expect((await json(request, '/api/articles?limit=&filters[flag]=english')).perPage).toBe(5);
    expect((await json(request, '/api/articles?limit=&perPage=7')).items).toHaveLength(7);
    const excluded = await json(request, `/api/articles?perPage=3&excludes=${first.items[0].id}`);
    expect(excluded.items[0].id).toBe(first.items[1].id);
  });

  test('filters lists by section, tag, author and flag', async ({ request }, testInfo) => {
    const { section } = known[editionOf(testInfo).slug];
    const bySection = await json(request, `/api/articles?filters[mstag]=${section}`);
    expect(bySection.totalItems).toBeGreaterThan(0);
    expect(bySection.rss).toBe(`/rss/rovat/${section}`);
    for (const item of bySection.items) {
      expect([item.mainSuperTag, ...item.superTags].map((s: { slug: string }) => s.slug)).toContain(
        section,
      );
    }
    const tag = bySection.items[0].tags[0].slug;
    const byTag = await json(request, `/api/articles?filters[tag]=${tag}`);
    expect(
      byTag.items.every((i: { tags: Array<{ slug: string }> }) =>
        i.tags.some((t) => t.slug === tag),
      ),
    ).toBe(true);
    const author = bySection.items[0].articleAuthors[0];
    const byAuthor = await json(request, `/api/articles?filters[author]=${author.slug}`);
    expect(byAuthor.title).toBe(author.name);
    const english = await json(request, '/api/articles?filters[flag]=english&limit=5');
    expect(english.items.every((i: { english: boolean }) => i.english)).toBe(true);
    await json(request, '/api/articles?filters[tag]=a&filters[mstag]=b', 400);
    expect((await json(request, '/api/articles?filters[tag]=nincs-ilyen-cimke')).totalItems).toBe(
      0,
    );
  });

  test('serves single articles by slug and id, and their version', async ({
    request,
  }, testInfo) => {
    const { slug } = known[editionOf(testInfo).slug];
    const article = await json(request, `/api/articles/${slug}`);
    expect(article).toMatchObject({ slug, contentType: 'article', active: true });
    expect(article.content.length).toBeGreaterThan(100);
    expect(article).toHaveProperty('boxTitle');
    expect(article).toHaveProperty('moreFromAuthors');
    expect((await json(request, `/api/article/${article.id}`)).slug).toBe(slug);
    expect((await json(request, `/api/articles/${slug}/version`)).data.v).toBeGreaterThanOrEqual(1);
    const missing = await json(request, '/api/articles/nincs-ilyen-cikk', 404);
    expect(missing).toMatchObject({
      error: { status: 404 },
      statusMessage: 'Page Not Found',
      path: '/api/articles/nincs-ilyen-cikk',
    });
    await json(request, '/api/article/abc', 400);
    await json(request, '/api/article/999999999', 404);
    await json(request, '/api/articles/nincs-ilyen-cikk/version', 404);
    const reactions = await json(request, `/api/articles/facebook/reaction?ids=${article.id}`);
    expect(reactions.items).toEqual([
      { id: article.id, engagement: expect.any(Number), level: null },
    ]);
    await json(request, '/api/articles/facebook/reaction?ids=abc', 400);
  });

  test("pages a live blog's subArticles with ?page=, clamping bad values (SPEC §7, §9)", async ({
    request,
  }, testInfo) => {
    test.skip(editionOf(testInfo).slug !== 'main', 'the demo live blogs are in the main edition');
    const slug = 'haboru-ukrajnaban-percrol-percre';
    const ids = (article: { subArticles: Array<{ id: number }> }) =>
      article.subArticles.map((item) => item.id);
    const first = await json(request, `/api/articles/${slug}`);
    expect(first.type).toBe('liveblog');
    expect(first.subArticles.length).toBeGreaterThan(0);
    expect(first.subArticles.length).toBeLessThanOrEqual(30);
    const posts = await json(request, `/api/articles/${first.id}/items?perPage=30&page=2`);
    expect(ids(await json(request, `/api/articles/${slug}?page=2`))).toEqual(
      posts.items.map((item: { id: number }) => item.id),
    );
    expect(ids(await json(request, `/api/articles/${slug}?page=2`))).not.toEqual(ids(first));
    for (const bad of ['abc', '-3', '0', '1.5', '99999999999999']) {
      const answer = await json(request, `/api/articles/${slug}?page=${bad}`);
      expect(answer.slug).toBe(slug);
    }
    expect(ids(await json(request, `/api/articles/${slug}?page=abc`))).toEqual(ids(first));
  });

  test('answers every unknown /api path with a JSON 404 and its path (SPEC §8)', async ({
    request,
  }) => {
    for (const [method, path] of [
      ['GET', '/api/nincs-ilyen'],
      ['GET', '/api/v1/nincs/ilyen/ut?x=1'],
      ['POST', '/api/articles/x/nincs-ilyen'],
      ['DELETE', '/api/nincs-ilyen'],
    ] as const) {
      const response = await request.fetch(path, { method });
      expect(response.status(), `${method} ${path}`).toBe(404);
      expect(response.headers()['content-type']).toContain('application/json');
      expect(await response.json()).toMatchObject({
        error: { status: 404 },
        statusMessage: 'Page Not Found',
        path: path.split('?')[0],
      });
    }
  });

  test('keeps the other edition’s articles out', async ({ request }, testInfo) => {
    const other = editionOf(testInfo).slug === 'main' ? known.regional : known.main;
    await json(request, `/api/articles/${other.slug}`, 404);
  });

  test('searches with term, filters and oldal, and rejects bad filters', async ({ request }) => {
    const all = await json(request, '/api/search?oldal=0');
    expect(all).toMatchObject({ page: 1, perPage: 10 });
    expect(all).toHaveProperty('totalItems');
    const word = all.items[0].title
      .split(/\s+/)
      .find((w: string) => w.length > 5)!
      .replace(/[^\p{L}]/gu, '');
    const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const found = await json(request, `/api/search?term=${encodeURIComponent(plain)}`);
    expect(found.items.map((i: { id: number }) => i.id)).toContain(all.items[0].id);
    const spaced = encodeURIComponent('{ "parentId" : [ "null" ] }');
    expect((await json(request, `/api/search?filters=${spaced}&perPage=3`)).items).toHaveLength(3);
    const tag = all.items[0].tags[0]?.slug;
    if (tag) {
      const filtered = await json(
        request,
        `/api/search?filters=${encodeURIComponent(JSON.stringify({ tags: [tag] }))}`,
      );
      expect(filtered.totalItems).toBeGreaterThan(0);
    }
    for (const bad of ['{oops', '"x"', encodeURIComponent('{"tags":[1]}')]) {
      const error = await json(request, `/api/search?filters=${bad}`, 400);
      expect(error.error.message).toMatch(/filters/);
    }
    await json(request, `/api/search?term=${encodeURIComponent('" NEAR( * ^ -')}`);
    await json(request, `/api/search?term=${'x'.repeat(600)}`, 400);
  });

  test('type-ahead, highlights, autocomplete and cover groups', async ({ request }, testInfo) => {
    const typeahead = await json(request, '/api/search/articles?limit=5&term=a');
    expect(typeahead.items.length).toBeLessThanOrEqual(5);
    expect((await json(request, '/api/search/highlights')).items.length).toBeLessThanOrEqual(4);
    const autocomplete = await json(request, '/api/search/autocomplete?term=a');
    expect(
      autocomplete.items.some((i: { classes?: string[] }) => i.classes?.includes('separator')),
    ).toBe(true);
    if (editionOf(testInfo).slug === 'main') {
      const groups = await json(request, '/api/search?for=g7-news,after-card');
      expect(groups.groups.map((g: { slug: string }) => g.slug)).toEqual(['g7-news', 'after-card']);
      expect(groups.groups[0].items.length).toBeGreaterThan(0);
    }
    await json(request, '/api/search?for=nincs-ilyen', 400);
  });

  test('front page data: boxes, auto block, recommender, section box, episodes', async ({
    request,
  }, testInfo) => {
    const boxes = await json(request, '/api/index/boxes');
    expect(boxes.blocks.length).toBeGreaterThan(2);
    expect(boxes.topBoxItems.length).toBeGreaterThan(0);
    if (editionOf(testInfo).slug === 'main') expect(boxes.breakingBoxItems.length).toBe(1);
    expect((await json(request, '/api/index/auto-block?v=2')).version).toBe(2);
    await json(request, '/api/index/auto-block?v=9', 400);
    const recommended = await json(request, '/api/recommended/mstag/all?v=3');
    expect(recommended.special.length).toBeLessThanOrEqual(4);
    expect(recommended.breaking.length).toBeLessThanOrEqual(6);
    expect(recommended.newest).toHaveLength(4);
    expect((await json(request, '/api/recommended/mstag/all?v=banana')).newest).toHaveLength(4);
    const section = known[editionOf(testInfo).slug].section;
    expect((await json(request, `/api/index/mstag/${section}`)).items.length).toBeGreaterThan(0);
    await json(request, '/api/index/mstag/nincs-ilyen-rovat', 404);
    expect((await json(request, '/api/index/episodes')).items).toHaveLength(4);
  });

  test('documents, uniques, podcasts, staff, minutes', async ({ request }) => {
    expect((await json(request, '/api/docs/impresszum')).title).toBeTruthy();
    await json(request, '/api/docs/nincs-ilyen', 404);
    const leagues = await json(request, '/api/unique/sport-leagues');
    expect(Array.isArray(leagues.content)).toBe(true);
    expect((await json(request, '/api/unique-groups/27')).uniques.length).toBeGreaterThan(0);
    await json(request, '/api/unique-groups/abc', 400);
    const episodes = await json(request, '/api/episodes?perPage=2');
    expect(episodes.items).toHaveLength(2);
    expect(
      (await json(request, `/api/episodes/${episodes.items[0].slug}`)).podcast.name,
    ).toBeTruthy();
    expect((await json(request, '/api/podcasts/public/all')).items.length).toBeGreaterThan(0);
    expect((await json(request, '/api/impress/staff')).items.length).toBeGreaterThan(0);
    expect(await json(request, '/api/minutes?day=2026-11-01')).toHaveProperty('recurring');
    await json(request, '/api/minutes?day=tegnap', 400);
    expect((await json(request, '/api/counter')).count).toBeGreaterThan(0);
  });

  test('exchange rates, weather and shared data use the edition’s currency', async ({
    request,
  }, testInfo) => {
    const { currency, city } = known[editionOf(testInfo).slug];
    const exchange = await json(request, '/api/exchange?currency=EUR&range=7');
    expect(exchange.base).toBe(currency);
    expect(exchange.history.length).toBeLessThanOrEqual(7);
    await json(request, '/api/exchange?currency=EURO', 400);
    expect((await json(request, '/api/exchangerate')).length).toBeGreaterThan(0);
    expect((await json(request, `/api/weather/${city}`)).temperature).toEqual(expect.any(Number));
    const init = await json(request, '/api/frontend/init');
    expect(init.menus.main.length).toBeGreaterThan(0);
    expect(init.pipStatus.pipLabel).toBe('élő');
    const refresh = await json(request, '/api/frontend/refresh');
    expect(refresh.exchangesRates.length).toBeGreaterThan(0);
    expect(refresh.weatherData.length).toBeGreaterThan(0);
  });

  test('only GET is allowed, and images are served at any size', async ({ request }, testInfo) => {
    const post = await request.post('/api/articles', { data: {} });
    expect(post.status()).toBe(405);
    const article = await json(request, `/api/articles/${known[editionOf(testInfo).slug].slug}`);
    const image = await request.get(article.imageSrc);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toContain('image/svg+xml');
    expect(await image.text()).toContain('width="400" height="225"');
    expect((await request.get('/uploads/images/../../etc/passwd')).status()).toBeGreaterThanOrEqual(
      400,
    );
    expect((await request.get('/uploads/images/nincs.svg')).status()).toBe(404);
  });
});
