// The front page (SPEC sections 3, 4, 9): editors' blocks, the breaking block and transparent header,
// the automatic block's layout, recommender lists with caps, shared data widgets in the edition's
// currency, refreshed in the browser.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './guardedTest';
import { LIVE_ARTICLE_POLL_MS, MATCH_REFRESH_MS } from '@/lib/constants';
import type { ScoreWidgetView } from '@/lib/schemas/scoreWidget';
import { E2E_REPLAYED_FIXTURE } from '../../playwright.config';
import { editionOf } from './edition';
import { store } from './store';

/** The live blog each edition's demo front page teases in a block (data/frontpage.*.json). */
const FRONT_LIVE_BLOG = {
  main: 'haboru-ukrajnaban-percrol-percre',
  regional: 'teli-utviszonyok-erdelyben-percrol-percre',
} as const;

test.describe('front page', () => {
  test('shows the blocks, widgets and recommender lists of the edition', async ({
    page,
    request,
  }, testInfo) => {
    const edition = editionOf(testInfo);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(edition.name);
    const boxes = await (await request.get('/api/index/boxes')).json();
    const cover = boxes.blocks.find((b: { type: string }) => b.type === 'cover');
    await expect(
      page.getByRole('link', { name: new RegExp(cover.items[0].title.slice(0, 30)) }).first(),
    ).toBeVisible();
    const breaking = boxes.blocks.some((b: { position: number }) => b.position === 1000);
    expect(breaking).toBe(edition.slug === 'main');
    if (breaking)
      await expect(page.getByRole('banner')).toHaveAttribute('data-transparent', 'true');
    else await expect(page.getByRole('banner')).not.toHaveAttribute('data-transparent');
    await expect(page.locator('[data-version]').first()).toHaveAttribute('data-version', /^[1-4]$/);
    const important = page.getByRole('region', { name: 'Legfontosabb' });
    expect(await important.getByRole('listitem').count()).toBeLessThanOrEqual(4);
    const exchange = page.getByRole('region', { name: 'Árfolyamok' });
    await expect(exchange).toContainText(edition.currencySign);
    await expect(page.getByRole('region', { name: 'Időjárás' })).toContainText('°C');
  });

  test('shared data is polled from /api/frontend/refresh', async ({ page }) => {
    test.setTimeout(40_000);
    await page.goto('/');
    const refresh = page.waitForRequest((r) => r.url().includes('/api/frontend/refresh'), {
      timeout: 25_000,
    });
    expect((await refresh).method()).toBe('GET');
  });

  // SPEC section 9: a live blog's teaser shows its pinned posts, then the 4 newest, and the open page
  // polls for new ones every LIVE_ARTICLE_POLL_MS. The fake clock (installed before the page loads)
  // jumps one interval per try instead of waiting.
  test("the live blog's teaser lists its posts and gains a new one within one poll", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const blog = FRONT_LIVE_BLOG[editionOf(testInfo).slug];
    await page.clock.install();
    await page.goto('/');
    const posts = page.getByRole('list', { name: /– legfrissebb bejegyzések$/ }).first();
    const links = posts.getByRole('link');
    // At least one pinned post and the 4 newest, each linking to its anchor in the blog.
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    await expect(posts.getByText('Kiemelt').first()).toBeVisible();
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/[a-z-]+\/\d{4}\/\d{2}\/\d{2}\/[a-z0-9-]+#[a-z0-9-]+$/);
    const countBefore = await links.count();

    const title = `Címlapi bejegyzés ${testInfo.workerIndex}-${Date.now()}`;
    const { slug } = store('live-post', '--parent', blog, '--title', title, '--body', 'Friss.') as {
      slug: string;
    };
    const added = posts.getByRole('link', { name: title, exact: true });
    await expect(async () => {
      await page.clock.fastForward(LIVE_ARTICLE_POLL_MS);
      await expect(added).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    // The newest of the unpinned ones, in a list that keeps its length: the oldest made room.
    expect(await added.getAttribute('href')).toMatch(new RegExp(`#${slug}$`));
    expect(await links.count()).toBe(countBefore);
    const pinned = await posts.getByText('Kiemelt').count();
    await expect(links.nth(pinned)).toHaveText(title);
  });

  // Issue 32: the score widget the common data configures (the demo dashboard lists Euro 2024, whose
  // Germany–Scotland the e2e sites replay today) links the match and the sport pages.
  test('the score widget lists the match played today and leads to it and to the sport pages', async ({
    page,
  }) => {
    await page.goto('/');
    const widget = page.getByRole('region', { name: 'Élő eredmények' });
    await expect(widget.getByRole('link', { name: 'Foci', exact: true })).toHaveAttribute(
      'href',
      '/sport/foci',
    );
    await expect(widget.getByRole('link', { name: 'Forma–1', exact: true })).toHaveAttribute(
      'href',
      '/sport/forma-1',
    );
    const match = widget.locator(`a[data-fixture="${E2E_REPLAYED_FIXTURE}"]`);
    await expect(match).toContainText('Németország');
    await expect(match).toContainText('Skócia');
    await match.click();
    await expect(page).toHaveURL(new RegExp(`/sport/foci\\?.*meccs=${E2E_REPLAYED_FIXTURE}`));
    await expect(
      page.getByRole('heading', { level: 2, name: 'Németország – Skócia' }),
    ).toBeVisible();
  });

  // SPEC sections 4 and 9: live matches refresh every 15 s. The e2e sites replay the match again and
  // again; on a page rendered while it is under way (tagged live), the widget polls and shows what the
  // poll answered (the fake clock jumps one interval instead of waiting).
  test('the score widget follows the match under way with each poll', async ({ page }) => {
    test.setTimeout(150_000);
    await page.clock.install();
    const match = page
      .getByRole('region', { name: 'Élő eredmények' })
      .locator(`a[data-fixture="${E2E_REPLAYED_FIXTURE}"]`);
    await expect(async () => {
      await page.goto('/');
      await expect(match).toContainText('ÉLŐ', { timeout: 1_000 });
    }).toPass({ timeout: 120_000 });
    const polled = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/frontend/scores',
    );
    await page.clock.fastForward(MATCH_REFRESH_MS);
    const answer = (await (await polled).json()) as ScoreWidgetView;
    const shown = answer.matches.find((found) => found.id === E2E_REPLAYED_FIXTURE)!;
    await expect(match).toContainText(`${shown.home} ${shown.score} ${shown.away}`);
    await expect(match).toContainText(shown.status);
  });

  test('axe finds no violations on the front page', async ({ page }) => {
    await page.goto('/');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
