// The front page (SPEC sections 3, 4, 9): editors' blocks, the breaking block and transparent header,
// the automatic block's layout, recommender lists with caps, shared data widgets in the edition's
// currency, refreshed in the browser.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './guardedTest';
import { LIVE_ARTICLE_POLL_MS, MATCH_REFRESH_MS, SHARED_DATA_REFRESH_MS } from '@/lib/constants';
import type { ScoreWidgetView } from '@/lib/schemas/scoreWidget';
import { E2E_REPLAYED_FIXTURE, E2E_REVALIDATE_SECRET } from '../../playwright.config';
import { followReplays, hydrated, pausePageClock, sportReplayTime } from './pageClock';
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

  // The page's clock is the test's (paused before the page loads): one refresh interval on, the poll
  // goes out, however slowly the machine serves the page.
  test('shared data is polled from /api/frontend/refresh', async ({ page }) => {
    await pausePageClock(page, Date.now());
    await page.goto('/');
    await hydrated(page);
    const refresh = page.waitForRequest((r) => r.url().includes('/api/frontend/refresh'));
    await page.clock.runFor(SHARED_DATA_REFRESH_MS);
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

  // SPEC sections 4 and 9: live matches refresh every 15 s. The e2e sites play the match tonight: the
  // front page, rendered on the server's clock, lists it as today's match still to change, and polls;
  // the page's clock (and the replay it reads, tests/e2e/pageClock.ts) is in the first half, so the
  // next poll finds the match under way, and the widget shows what the poll answered.
  test('the score widget follows the match under way with each poll', async ({ page, request }) => {
    // The front page as this server renders it now (not as the build did, before the replay).
    const revalidated = await request.post('/api/revalidate', {
      headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      data: { paths: ['/'] },
    });
    expect(revalidated.status()).toBe(200);
    await followReplays(page, sportReplayTime(30));
    await page.goto('/');
    const match = page
      .getByRole('region', { name: 'Élő eredmények' })
      .locator(`a[data-fixture="${E2E_REPLAYED_FIXTURE}"]`);
    await expect(match).toContainText('Németország');
    await hydrated(page);
    const polled = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/frontend/scores',
    );
    await page.clock.runFor(MATCH_REFRESH_MS);
    const answer = (await (await polled).json()) as ScoreWidgetView;
    const shown = answer.matches.find((found) => found.id === E2E_REPLAYED_FIXTURE)!;
    // The 31st minute: Wirtz (10') and Musiala (19') have scored.
    expect(shown).toMatchObject({ home: 'Németország', score: '2–0', away: 'Skócia', live: true });
    await expect(match).toContainText(`${shown.home} ${shown.score} ${shown.away}`);
    await expect(match).toContainText(shown.status);
    await expect(match).toContainText('ÉLŐ');
  });

  test('axe finds no violations on the front page', async ({ page }) => {
    await page.goto('/');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
