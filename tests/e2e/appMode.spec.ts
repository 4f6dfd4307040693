// The newsroom's app (SPEC section 4): with isMobileApp the pages render without the site's chrome and
// hand in-site navigation to the app's webview handler through the message bridge, with the path and
// `oldal` above 1. tests/support/appHarness.ts plays the app's side of the bridge. Both editions (the
// Playwright projects).
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './guardedTest';
import { appMessages, installAppHarness } from '../support/appHarness';

const navigations = async (page: Page) =>
  (await appMessages(page)).filter((message) => message.type === 'navigation');

/** The bridge loads after hydration; from then on links are handed to the app. */
async function bridgeReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app-bridge', 'ready');
}

/** The title link of the first article card of a list (not its section label). */
const firstArticleLink = (page: Page) =>
  page.locator('main [data-slot="article"] h2 a[href^="/"]').first();

/** A Hungarian article of the edition without an external target (its page carries the promo). */
async function articlePath(request: APIRequestContext): Promise<string> {
  const list = await (await request.get('/api/articles?perPage=20')).json();
  const item = (list.items as Array<{ url: string; ctUrl: string | null }>).find(
    (entry) => !entry.ctUrl && !entry.url.startsWith('/english'),
  );
  expect(item, 'an article of the edition').toBeTruthy();
  return item!.url;
}

const pathOf = (href: string, page: Page) => new URL(href, page.url()).pathname;

test.describe('app webview mode', () => {
  test.beforeEach(async ({ page }) => installAppHarness(page));

  test('front, list and article render without chrome or newsletter promo', async ({
    page,
    request,
  }) => {
    const article = await articlePath(request);
    for (const [path, promo] of [
      ['/', 'front'],
      ['/legfrissebb', null],
      [article, 'article'],
    ] as const) {
      // The web page at the same path has them (so the check below can tell the modes apart).
      await page.goto(path);
      await expect(page.getByRole('banner'), path).toHaveCount(1);
      await expect(page.locator('a[href="#tartalom"]'), path).toHaveCount(1);
      if (promo) await expect(page.locator(`[data-place="${promo}"]`), path).toHaveCount(1);

      await page.goto(`${path}?isMobileApp=1`);
      await expect(page.getByRole('main'), path).toHaveCount(1);
      await expect(page.getByRole('banner'), path).toHaveCount(0);
      await expect(page.getByRole('contentinfo'), path).toHaveCount(0);
      await expect(page.locator('a[href="#tartalom"]'), path).toHaveCount(0);
      await expect(page.locator('[data-place]'), path).toHaveCount(0);
    }
  });

  test('an article link click is handed to the app with its path, and the page stays', async ({
    page,
  }) => {
    await page.goto('/legfrissebb?isMobileApp=1');
    const link = firstArticleLink(page);
    const href = (await link.getAttribute('href'))!;
    await bridgeReady(page);
    await link.click();
    await expect
      .poll(() => navigations(page))
      .toEqual([{ type: 'navigation', path: pathOf(href, page) }]);
    expect(new URL(page.url()).pathname).toBe('/legfrissebb');
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('pagination: page 2 carries oldal 2, page 1 carries no oldal', async ({ page }) => {
    await page.goto('/legfrissebb?isMobileApp=1');
    await bridgeReady(page);
    await page.locator('main nav a[href="/legfrissebb?oldal=2"]').first().click();
    await expect
      .poll(() => navigations(page))
      .toEqual([{ type: 'navigation', path: '/legfrissebb', oldal: 2 }]);
    expect(new URL(page.url()).searchParams.get('oldal')).toBeNull();

    await page.goto('/legfrissebb?oldal=2&isMobileApp=1');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await bridgeReady(page);
    await page.locator('main nav a[href="/legfrissebb"]').first().click();
    await expect
      .poll(() => navigations(page))
      .toEqual([{ type: 'navigation', path: '/legfrissebb' }]);
    expect(new URL(page.url()).searchParams.get('oldal')).toBe('2');
  });

  test('a link to another site is not handed to the app: the browser follows it', async ({
    page,
  }) => {
    await page.route('https://kulso.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<title>Külső</title><p>külső oldal</p>',
      }),
    );
    await page.goto('/legfrissebb?isMobileApp=1');
    await bridgeReady(page);
    // Article bodies may link anywhere; a list has no external link of its own to click.
    await page.locator('main').evaluate((main) => {
      const link = document.createElement('a');
      link.href = 'https://kulso.example/cikk';
      link.textContent = 'Külső cikk';
      main.prepend(link);
    });
    await page.getByRole('link', { name: 'Külső cikk' }).click();
    await expect(page).toHaveURL('https://kulso.example/cikk');
    await expect(page.getByText('külső oldal')).toBeVisible();
  });

  test('a navigation by script (the search form) is handed to the app too', async ({ page }) => {
    await page.goto('/archivum?isMobileApp=1');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await bridgeReady(page);
    await page.getByRole('combobox').fill('villamos');
    await page.getByRole('button', { name: 'Keresés', exact: true }).click();
    await expect.poll(() => navigations(page)).toEqual([{ type: 'navigation', path: '/archivum' }]);
    expect(new URL(page.url()).searchParams.get('term')).toBeNull();
  });

  test('a bare ?isMobileApp (no value) is the app mode too', async ({ page }) => {
    await page.goto('/legfrissebb?isMobileApp');
    await expect(page).toHaveURL(/[?&]isMobileApp=1(&|$)/);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('/app-web-widget: rates, weather and trending topics, no chrome; a topic goes to the app', async ({
    page,
  }) => {
    const response = await page.goto('/app-web-widget');
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('a[href="#tartalom"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const rates = page.getByRole('region', { name: 'Árfolyamok' });
    await expect(rates.getByRole('listitem').first()).toHaveText(/^[A-Z]{3} [\d\s,.]+ \S+/);
    const weather = page.getByRole('region', { name: 'Időjárás' });
    await expect(weather.getByRole('listitem').first()).toHaveText(/°C/);
    const topics = page.getByRole('region', { name: 'Felkapott témák' });
    const topic = topics.locator('a[href^="/cimke/"]').first();
    await expect(topic).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    const href = (await topic.getAttribute('href'))!;
    await bridgeReady(page);
    await topic.click();
    await expect
      .poll(() => navigations(page))
      .toEqual([{ type: 'navigation', path: pathOf(href, page) }]);
    expect(new URL(page.url()).pathname).toBe('/app-web-widget');
  });

  test('/app-web-widget fits a 320 px webview', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/app-web-widget');
    await expect(page.getByRole('region', { name: 'Árfolyamok' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('/empty is blank: no chrome, no text, not indexed', async ({ page }) => {
    expect((await page.goto('/empty'))?.status()).toBe(200);
    await expect(page).toHaveTitle(/\S/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('a[href="#tartalom"]')).toHaveCount(0);
    expect((await page.locator('body').innerText()).trim()).toBe('');
  });
});

test('without an app around, a link in app mode is followed as usual', async ({ page }) => {
  await page.goto('/legfrissebb?isMobileApp=1');
  await bridgeReady(page);
  const link = firstArticleLink(page);
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathOf(href, page));
});
