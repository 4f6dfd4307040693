// Ad slots (SPEC sections 3, 4, 5, 9; issue 18): the space is reserved on the server (no layout shift
// while ads fill), early slots fill at once, lazy ones when scrolled near, slots go with a client-side
// route change, no ads on adfree, pr or adult-content articles nor on video articles in the app, only
// the pr slot on sponsored super tags, the mobile ad after the 3rd list item, numbered content ads.
// House ads (our own promos) are the default: no ad network is configured in the e2e servers.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './guardedTest';
import { editionOf } from './edition';

async function articleUrl(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`/api/articles/${slug}`);
  expect(response.status(), slug).toBe(200);
  return (await response.json()).url;
}

/** Demo articles per edition (data/articles) with the flags of SPEC section 5. */
const ARTICLES = {
  main: {
    adfree: 'osszehajthato-telefon-teszt-egy-het',
    pr: 'futesszamla-sporolas-partner',
    adult: 'szexualitas-negyven-felett-terapeutak',
    video: 'uj-villamosok-nagykorut-probajarat',
    /** The editor placed a content ad (explicit placeholder). */
    placedAd: 'kiurulo-falvak-zemplen-demografiai-valsag',
  },
  regional: {
    adfree: 'marosvasarhely-uj-surgossegi-kozpont',
    pr: 'teli-futesszamlak-gazar-csaladi-koltsegvetes',
    adult: 'radnai-havasok-elso-ho-hegyimentok',
    video: 'bukaresti-metro-repuloter-vonal-proba',
    placedAd: 'kolozsvari-lakasarak-negyzetmeter-euro',
  },
} as const;
/** In both editions, long enough for content ads inserted every 4th paragraph (no placeholder). */
const INSERTED_ADS = 'valasztas-2022-interju-politologus';
/** Section pr-cikk (a sponsored super tag) without the pr flag, in both editions. */
const SPONSORED = 'hoszivattyu-telen-rezsi-partner';

/** An ad box (components/ads/AdSlot.tsx) by its placement. */
const slot = (page: Page, placement: string) =>
  page.locator(`[data-ad-state][data-ad-slot="${placement}"]`);
const anyAd = (page: Page) => page.locator('[data-ad-state], .content-ad');

/** The units the page asked house ads for (GET /api/ads/house?slot=). */
function houseAdRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/ads/house') asked.push(url.searchParams.get('slot') ?? '');
  });
  return asked;
}

/** Two rendered frames: intersection observers have reported what the last scroll brought near. */
async function renderedFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

/**
 * The layout shift of the page's content (the header's own shifts left out) within half a second, and
 * what moved (tag, class, text), so that a shift names its cause in the failure.
 */
async function contentShift(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{
            node: Node | null;
            previousRect: DOMRectReadOnly;
            currentRect: DOMRectReadOnly;
          }>;
        };
        const describe = (node: Node | null) => {
          const element = node instanceof Element ? node : node?.parentElement;
          if (!element) return '(gone)';
          const text = (element.textContent ?? '').trim().slice(0, 40);
          return `${element.tagName.toLowerCase()}.${element.className} "${text}"`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            const inContent = entry.sources.some(
              (source) => !source.node || !(source.node as Element).closest?.('header'),
            );
            if (entry.hadRecentInput || !inContent) continue;
            total += entry.value;
            for (const source of entry.sources) {
              const { x, y, width, height } = source.previousRect;
              const now = source.currentRect;
              moved.push(
                `${describe(source.node)} ${x},${y} ${width}x${height} -> ${now.x},${now.y} ${now.width}x${now.height}`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, moved }), 500);
      }),
  );
}

/** Expects no content shift, naming what moved otherwise. */
async function expectNoContentShift(page: Page) {
  const { total, moved } = await contentShift(page);
  expect(total, moved.join('\n')).toBe(0);
}

test.describe('ad slots', () => {
  test('front page: an early slot fills at once in its reserved box, nothing moves, no axe violations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const top = slot(page, 'front-top');
    const before = await top.boundingBox();
    // 970x250 reserved (plus the label) before anything loaded.
    expect(before!.height).toBeGreaterThanOrEqual(250);
    await expect(top).toHaveAttribute('data-ad-state', 'filled');
    await expect(top.getByText('Hirdetés')).toBeVisible();
    await expect(top.getByRole('link')).toBeVisible();
    const after = await top.boundingBox();
    expect([after!.width, after!.height]).toEqual([before!.width, before!.height]);
    // The side column's box (desktop) holds 300x600.
    expect((await slot(page, 'front-side').boundingBox())!.height).toBeGreaterThanOrEqual(600);
    await expectNoContentShift(page);
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations).toEqual([]);
  });

  test('phones take the mobile unit of the same place (desktop from 768 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const asked = houseAdRequests(page);
    await page.goto('/');
    const top = slot(page, 'front-top');
    await expect(top).toHaveAttribute('data-ad-state', 'filled');
    // 320x100 reserved.
    const box = await top.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(100);
    expect(box!.height).toBeLessThan(250);
    expect(asked.some((name) => name.endsWith('_fooldal_mobil_1'))).toBe(true);
    expect(asked.some((name) => name.endsWith('_fooldal_billboard_1'))).toBe(false);
    await expect(slot(page, 'front-side')).toBeHidden();
  });

  test('a lazy slot far down stays empty until scrolled near, then fills in its box', async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    const asked = houseAdRequests(page);
    await page.goto(await articleUrl(request, ARTICLES[editionOf(testInfo).slug].placedAd));
    await expect(slot(page, 'article-top')).toHaveAttribute('data-ad-state', 'filled');
    const bottom = slot(page, 'article-bottom');
    const box = await bottom.boundingBox();
    // Far below the viewport and its 100 px margin.
    expect(box!.y).toBeGreaterThan(700 + 100);
    await expect(bottom).toHaveAttribute('data-ad-state', 'empty');
    expect(asked.some((name) => name.endsWith('_cikk_also'))).toBe(false);
    await bottom.scrollIntoViewIfNeeded();
    await expect(bottom).toHaveAttribute('data-ad-state', 'filled');
    expect((await bottom.boundingBox())!.height).toBe(box!.height);
    expect(asked.some((name) => name.endsWith('_cikk_also'))).toBe(true);
    await expectNoContentShift(page);
  });

  test('the delayed front page slot loads 2 s after it comes near', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/');
    const middle = slot(page, 'front-middle');
    const box = await middle.boundingBox();
    // Below the viewport and its 200 px margin: nothing started yet.
    expect(box!.y).toBeGreaterThan(700 + 200);
    await expect(middle).toHaveAttribute('data-ad-state', 'empty');
    await middle.scrollIntoViewIfNeeded();
    const near = Date.now();
    // Real time, AD_DELAY_MS (2 s): the slot shows nothing between coming near and loading, so the
    // delay is measured on the wall clock.
    await expect(middle).toHaveAttribute('data-ad-state', 'filled', { timeout: 6_000 });
    expect(Date.now() - near).toBeGreaterThanOrEqual(1_500);
    expect((await middle.boundingBox())!.height).toBe(box!.height);
    await expectNoContentShift(page);
  });

  test('a client-side route change destroys the old page’s slots; none of them asks again', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(await articleUrl(request, INSERTED_ADS));
    await expect(slot(page, 'article-top')).toHaveAttribute('data-ad-state', 'filled');
    // The lazy content ads and the bottom slot have not loaded: they must not load after leaving.
    await expect(slot(page, 'article-bottom')).toHaveAttribute('data-ad-state', 'empty');
    const oldIds = await page
      .locator('[data-ad-state]')
      .evaluateAll((boxes) => boxes.map((box) => box.id));
    expect(oldIds).toEqual(expect.arrayContaining(['hirdetes-cikk-felso', 'hirdetes-cikk-also']));
    // Whatever the article asked for at load has been answered: from here on it must ask nothing.
    await renderedFrames(page);
    await expect(page.locator('[data-ad-state="loading"]')).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { adsMarker: boolean }).adsMarker = true));
    const asked = houseAdRequests(page);
    // The author's list page, through a client-side link.
    const link = page.locator('#cikk-content a.author__name').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(slot(page, 'list-top')).toHaveAttribute('data-ad-state', 'filled');
    expect(
      await page.evaluate(() => (window as unknown as { adsMarker?: boolean }).adsMarker),
    ).toBe(true);
    for (const id of oldIds) await expect(page.locator(`[id="${id}"]`)).toHaveCount(0);
    // Scrolled to where the article's lazy slots were: nothing of the old page asks.
    await page.mouse.wheel(0, 3_000);
    await renderedFrames(page);
    expect(asked.filter((name) => name.includes('_cikk_'))).toEqual([]);
  });

  test('lists: the mobile ad after the 3rd item on a phone, not on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/legfrissebb');
    const mobile = slot(page, 'list-mobile');
    await expect(mobile).toBeVisible();
    const position = await page
      .locator('main ol:has([data-ad-slot="list-mobile"]) > li')
      .evaluateAll((items) => items.findIndex((item) => item.matches('[data-ad-slot]')));
    expect(position).toBe(3);
    const box = await mobile.boundingBox();
    await mobile.scrollIntoViewIfNeeded();
    await expect(mobile).toHaveAttribute('data-ad-state', 'filled');
    expect((await mobile.boundingBox())!.height).toBe(box!.height);
    await expect(slot(page, 'list-top')).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(slot(page, 'list-top')).toBeVisible();
    await expect(slot(page, 'list-mobile')).toBeHidden();
  });

  for (const [kind, slug] of [
    ['placed by the editor', null],
    ['inserted every 4th paragraph', INSERTED_ADS],
  ] as const) {
    test(`articles: content ads ${kind}, numbered 1..n, reserved before they fill`, async ({
      page,
      request,
    }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(
        await articleUrl(request, slug ?? ARTICLES[editionOf(testInfo).slug].placedAd),
      );
      const placeholders = page.locator('.article-html-content .content-ad');
      const numbers = await placeholders.evaluateAll((ads) =>
        ads.map((ad) => Number((ad as HTMLElement).dataset.adSlot)),
      );
      expect(numbers.length).toBeGreaterThan(0);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      const first = placeholders.first();
      const before = await first.boundingBox();
      expect(before!.height).toBeGreaterThanOrEqual(250);
      await first.scrollIntoViewIfNeeded();
      await expect(first.locator('[data-ad-state]')).toHaveAttribute('data-ad-state', 'filled');
      const after = await first.boundingBox();
      expect([after!.width, after!.height]).toEqual([before!.width, before!.height]);
      await expectNoContentShift(page);
      const axe = await new AxeBuilder({ page }).include('article').analyze();
      expect(axe.violations).toEqual([]);
    });
  }

  for (const kind of ['adfree', 'pr', 'adult'] as const) {
    test(`no ad at all on a ${kind} article (SPEC section 5)`, async ({
      page,
      request,
    }, testInfo) => {
      const asked = houseAdRequests(page);
      await page.goto(await articleUrl(request, ARTICLES[editionOf(testInfo).slug][kind]));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(anyAd(page)).toHaveCount(0);
      await expect(page.getByText('Hirdetés', { exact: true })).toHaveCount(0);
      expect(asked).toEqual([]);
    });
  }

  test('a sponsored super tag article (not flagged pr) shows only the slot marked pr', async ({
    page,
    request,
  }) => {
    await page.goto(await articleUrl(request, SPONSORED));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-ad-state]')).toHaveCount(1);
    await expect(slot(page, 'article-bottom')).toHaveCount(1);
    await expect(page.locator('.content-ad')).toHaveCount(0);
  });

  test('a video article has ads on the web, none in the app', async ({
    page,
    request,
  }, testInfo) => {
    const url = await articleUrl(request, ARTICLES[editionOf(testInfo).slug].video);
    await page.goto(url);
    await expect(slot(page, 'article-top')).toHaveCount(1);
    await page.goto(`${url}?isMobileApp=1`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(anyAd(page)).toHaveCount(0);
  });

  test('the app: an ordinary article shows the mobile units, also on a wide webview', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    const asked = houseAdRequests(page);
    await page.goto(`${await articleUrl(request, INSERTED_ADS)}?isMobileApp=1`);
    await expect(slot(page, 'article-top')).toHaveAttribute('data-ad-state', 'filled');
    expect(asked.filter((name) => name.endsWith('_cikk_mobil_1'))).toHaveLength(1);
    expect(asked.filter((name) => name.endsWith('_cikk_leaderboard'))).toEqual([]);
  });

  test('house ads: a bad query is a clear 400', async ({ request }) => {
    for (const query of [
      'slot=hv_x&device=tv',
      'device=mobile',
      `slot=${'a'.repeat(101)}&device=mobile`,
    ]) {
      const response = await request.get(`/api/ads/house?${query}`);
      expect(response.status(), query).toBe(400);
      expect((await response.json()).error.status).toBe(400);
    }
    const ok = await request.get('/api/ads/house?slot=hv_cikk_also&device=mobile');
    expect(ok.status()).toBe(200);
    expect((await ok.json()).href).toMatch(/^\/(?!\/)/);
  });
});
