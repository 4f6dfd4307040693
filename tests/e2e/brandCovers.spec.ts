// The sub-brand covers /g7 and /after (issue 16; SPEC sections 2 and 9) in Chromium: every section is
// filled from the demo data, partner content links out, the after carousel moves by keyboard, the
// video loads its player only on request, both covers read without JavaScript, axe clean. g7 and after
// are main-edition brands: the regional edition has no such covers (404).
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './guardedTest';
import { editionOf } from './edition';

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('main edition covers', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(editionOf(testInfo).slug !== 'main', 'g7 and after are main-edition brands');
  });

  test('g7: every section filled, partner content links to the partner', async ({ page }) => {
    const response = await page.goto('/g7');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/G7/);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /favicon-g7/);
    const tabs = page.getByRole('navigation', { name: 'Szűrés' });
    await expect(tabs.getByRole('link')).toHaveText([
      'Friss cikkek',
      'Összes cikk',
      'Adat',
      'Pénz',
      'Közélet',
      'Podcast',
    ]);
    for (const [name, count] of [
      ['Közélet', 1],
      ['Friss', 8],
      ['Adat', 1],
      ['Ne hagyd ki', 3],
      ['Pénz', 1],
      ['Podcast', 3],
    ] as const) {
      await expect(region(page, name).getByRole('article'), name).toHaveCount(count);
    }
    // Partner content only under 'Partnereinktől', never among the editorial cards.
    await expect(region(page, 'Friss')).not.toContainText('Partnerünk ajánlata');
    await expect(region(page, 'Korábbi cikkek')).not.toContainText('Partnerünk ajánlata');
    const partner = region(page, 'Partnereinktől');
    await expect(partner.getByText('Partnerünk ajánlata').first()).toBeVisible();
    await expect(partner.getByRole('link').first()).toHaveAttribute(
      'href',
      /^https:\/\/partner\.example\.com\//,
    );
    await expect(region(page, 'Korábbi cikkek').getByRole('article').first()).toBeVisible();
    // No article twice on the cover.
    const hrefs = await page
      .locator('main article h2 a, main article h3 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    await expectAxeClean(page);
  });

  test('g7: a tab narrows the list, and the cover is one click back', async ({ page }) => {
    await page.goto('/g7');
    const tabs = page.getByRole('navigation', { name: 'Szűrés' });
    await tabs.getByRole('link', { name: 'Adat' }).click();
    await expect(page).toHaveURL(/\/g7\/adat$/);
    await expect(tabs.getByRole('link', { name: 'Adat', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await tabs.getByRole('link', { name: 'Friss cikkek' }).click();
    await expect(page).toHaveURL(/\/g7$/);
    await expect(region(page, 'Közélet')).toBeVisible();
    // SPEC section 2 "Scroll behaviour": /g7 scrolls to the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("after: 'Ajánló' leader, carousel, video, Friss hírek and További cikkek", async ({
    page,
  }) => {
    const response = await page.goto('/after');
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /favicon-after/);
    const leader = page.locator('main article').first();
    await expect(leader.getByText('Ajánló')).toBeVisible();
    const track = page.getByRole('list', { name: 'Válogatás az After cikkeiből' });
    await expect(track.getByRole('listitem')).toHaveCount(8);

    // The carousel by keyboard: Tab to the next button, Enter moves the track.
    const next = page.getByRole('button', { name: /Következő kártyák/ });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: /Előző kártyák/ })).toBeEnabled();

    const news = region(page, 'Friss hírek');
    await expect(news.getByRole('region', { name: 'Cikkek' }).getByRole('article')).toHaveCount(5);
    await expect(
      news.getByRole('region', { name: 'Podcast adások' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(region(page, 'További cikkek').getByRole('article').first()).toBeVisible();

    // SPEC section 5: /after's first page shows the after sponsored line (the demo's runs until
    // 28 February 2027), linking to the sponsor.
    await expect(
      page.getByRole('link', { name: 'Az After ajánlóit a Példa Streaming támogatja' }),
    ).toHaveAttribute('href', 'https://example.com/partner/streaming');

    // The music player of the sidebar is configured in the demo (400 px, SPEC section 9).
    await expect(page.getByTitle('Zenei ajánló')).toHaveAttribute('height', '400');

    // The video: only our own box until the reader presses play.
    const social = page.getByRole('navigation', { name: 'Kövess minket' });
    await expect(social.getByRole('link', { name: 'Instagram' })).toBeVisible();
    await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);
    await expectAxeClean(page);
    await page.getByRole('link', { name: /^Videó lejátszása:/ }).click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
    await expect(page).toHaveURL(/\/after$/);
  });

  test('both covers read without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/g7');
    await expect(region(page, 'Friss').getByRole('article')).toHaveCount(8);
    await page.goto('/after');
    await expect(
      page.getByRole('list', { name: 'Válogatás az After cikkeiből' }).getByRole('listitem'),
    ).toHaveCount(8);
    // Without JavaScript the video is a link to its page, and the carousel has no dead buttons.
    await expect(page.getByRole('link', { name: /^Videó lejátszása:/ })).toHaveAttribute(
      'href',
      /youtube\.com\/watch/,
    );
    await expect(page.getByRole('button', { name: /Következő kártyák/ })).toHaveCount(0);
    await context.close();
  });

  test('in the app (isMobileApp) the covers and the podcast pages render without site chrome', async ({
    page,
  }) => {
    for (const [path, region_] of [
      ['/g7', 'Közélet'],
      ['/after', 'Friss hírek'],
    ] as const) {
      expect((await page.goto(`${path}?isMobileApp=1`))?.status(), path).toBe(200);
      await expect(region(page, region_), path).toBeVisible();
      await expect(page.getByRole('banner'), path).toHaveCount(0);
      await expect(page.getByRole('contentinfo'), path).toHaveCount(0);
    }
    expect((await page.goto('/podcastok?isMobileApp=1'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Podcastok');
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('the list pages behind the covers and the feeds stay', async ({ request }) => {
    for (const path of [
      '/g7/friss',
      '/g7?oldal=2',
      '/after?oldal=2',
      '/rss/rovat/after',
      '/rss/rovat/g7',
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});

test('regional edition: no g7 or after cover', async ({ request }, testInfo) => {
  test.skip(editionOf(testInfo).slug !== 'regional', 'the regional edition');
  for (const path of ['/g7', '/after']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
