// The routes of SPEC section 2 with their parameter rules and status codes (section 5), in both
// editions, and the canonical article URL.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './guardedTest';
import { editionOf } from './edition';

async function status(request: APIRequestContext, path: string) {
  return (await request.get(path, { maxRedirects: 0 })).status();
}

async function firstArticle(request: APIRequestContext, query = '') {
  const list = await (await request.get(`/api/articles?limit=1${query}`)).json();
  return list.items[0] as {
    url: string;
    slug: string;
    title: string;
    mainSuperTag: { slug: string };
  };
}

test.describe('routes (SPEC §2, §5)', () => {
  test('list routes answer 200 with their headers', async ({ page }, testInfo) => {
    const section = editionOf(testInfo).slug === 'main' ? 'belfold' : 'erdely';
    for (const [path, heading] of [
      ['/legfrissebb', 'Friss hírek'],
      ['/legfontosabb', 'Legfontosabb'],
      ['/english', 'English'],
      [`/rovat/${section}`, null],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('#lista > li').first()).toBeVisible();
    }
  });

  test('oldal: 1 or absent is the first page, garbage is harmless, past the end is 404', async ({
    page,
    request,
  }) => {
    await page.goto('/legfrissebb');
    const first = await page.locator('#lista h2').first().textContent();
    await page.goto('/legfrissebb?oldal=1');
    expect(await page.locator('#lista h2').first().textContent()).toBe(first);
    await page.goto('/legfrissebb?oldal=abc');
    expect(await page.locator('#lista h2').first().textContent()).toBe(first);
    await page.goto('/legfrissebb?oldal=2');
    expect(await page.locator('#lista h2').first().textContent()).not.toBe(first);
    await expect(page.getByRole('link', { name: '2. oldal', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await status(request, '/legfrissebb?oldal=99999')).toBe(404);
  });

  test('unknown sections, tags and authors (empty lists) are 404 with the 404 page', async ({
    page,
    request,
  }) => {
    for (const path of [
      '/rovat/nincs-ilyen',
      '/cimke/nincs-ilyen-cimke',
      '/szerzo/nincs-ilyen-szerzo',
      '/rovat/belfold/extra/szegmens',
    ]) {
      expect(await status(request, path), path).toBe(404);
    }
    await page.goto('/rovat/nincs-ilyen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A keresett oldal nem található.',
    );
  });

  test('g7 slug is one of friss, adat, penz, kozelet, podcast', async ({ request }, testInfo) => {
    const main = editionOf(testInfo).slug === 'main';
    for (const tab of ['friss', 'adat', 'penz', 'kozelet']) {
      expect(await status(request, `/g7/${tab}`), tab).toBe(main ? 200 : 404);
    }
    expect(await status(request, '/g7/reszvenyek')).toBe(404);
  });

  test('support slug is one of belepes, hiba, siker; edition and donation rules', async ({
    request,
  }, testInfo) => {
    const main = editionOf(testInfo).slug === 'main';
    for (const path of [
      '/tamogatas',
      '/tamogatas/belepes',
      '/tamogatas/hiba',
      '/tamogatas/siker',
    ]) {
      expect(await status(request, path), path).toBe(main ? 200 : 404);
    }
    expect(await status(request, '/tamogatas/mas')).toBe(404);
  });

  test('academy, youth and tax pages exist only on the main edition', async ({
    request,
  }, testInfo) => {
    const expected = editionOf(testInfo).slug === 'main' ? 200 : 404;
    for (const path of ['/telexakademia', '/te', '/egyszazalek']) {
      expect(await status(request, path), path).toBe(expected);
    }
  });

  test('other routes of the table exist', async ({ request }, testInfo) => {
    const main = editionOf(testInfo).slug === 'main';
    const routes: Array<[string, number]> = [
      ['/', 200],
      ['/dokumentum/modszertan', 200],
      ['/dokumentum/nincs-ilyen', 404],
      ['/archivum?term=a', 200],
      ['/arfolyam', 200],
      ['/empty', 200],
      ['/app-web-widget', 200],
      ['/login', 307],
      ['/melleklet/eb-2024', 200],
      ['/melleklet/eb-2024/csoportok', 200],
      ['/melleklet/valasztas-2024/adatok/budapest', 200],
      ['/melleklet/valasztas-2024/adatok/csongrad-csanad/szeged', 200],
      // A data page of no area (issue 31).
      ['/melleklet/valasztas-2024/adatok/megye/budapest', 404],
      ['/melleklet/tippjatek', 200],
      ['/melleklet/tippjatek/valasztas-2022', 200],
      ['/melleklet/tippjatek/nincs-ilyen-jatek', 404],
      ['/melleklet/nincs-ilyen', 404],
      ['/melleklet/eb-2024/nincs-ilyen-ful', 404],
      ['/impresszum', main ? 200 : 308],
      ['/after', main ? 200 : 404],
      ['/g7', main ? 200 : 404],
    ];
    for (const [path, expected] of routes) expect(await status(request, path), path).toBe(expected);
  });

  test('bad search filters on /archivum are a 400 page, not a 500', async ({ request }) => {
    expect(await status(request, '/archivum?filters=%7Bnope')).toBe(400);
  });
});

test.describe('article URLs (SPEC §5)', () => {
  test('the canonical URL renders; any other section or date redirects there permanently', async ({
    request,
    page,
    baseURL,
  }) => {
    const article = await firstArticle(request, '&filters[flag]=legfontosabb');
    const response = await page.goto(article.url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.locator('article')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${article.url}$`),
    );
    for (const wrong of [
      `/valami/2001/01/01/${article.slug}`,
      `/${article.mainSuperTag.slug}/2026/01/01/${article.slug}?x=1`,
    ]) {
      const redirect = await request.get(wrong, { maxRedirects: 0 });
      expect(redirect.status(), wrong).toBe(308);
      expect((redirect.headers().location ?? '').replace(baseURL!, '')).toMatch(
        new RegExp(`^${article.url}`),
      );
    }
    expect(await status(request, `${article.url}-nincs-ilyen`)).toBe(404);
    expect(await status(request, `${article.url}/elo`)).toBe(308);
    // SPEC section 5: an empty slug loads a blank placeholder article.
    const blank = await page.goto(article.url.replace(/\/[^/]+$/, ''));
    expect(blank?.status()).toBe(200);
    await expect(page.locator('article[aria-busy="true"]')).toHaveCount(1);
  });

  test('inactive articles are 404 for readers', async ({ request }, testInfo) => {
    test.skip(
      editionOf(testInfo).slug !== 'main',
      'the inactive demo article is in the main edition',
    );
    expect(await status(request, '/belfold/2026/11/10/haziorvosi-ugyelet-atalakitas')).toBe(404);
  });

  test('axe finds no violations on a list page and an article', async ({ page, request }) => {
    const article = await firstArticle(request);
    for (const path of ['/legfrissebb', article.url]) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, path).toEqual([]);
    }
  });
});
