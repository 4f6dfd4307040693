// The browser runtime (issue 18; SPEC sections 4, 8, 9): a new deployment is noticed from the latest
// build id and the new build's manifest (both fetched as JSON), and the next navigation is then a full
// page load; a failed manifest fetch is only logged; a chunk that fails to load reloads the page once
// per 10 s for the path, never in a loop; page data is prefetched at most 4 at a time; the campaign
// script's library is initialised once it is present.
import { type Page, type Request } from '@playwright/test';
import { expect, test } from './guardedTest';
import { editionOf } from './edition';
import { CAMPAIGN_RETRY_MS, CHUNK_RELOAD_TTL_MS } from '@/lib/constants';
import { CHUNK_RELOAD_STORAGE_KEY } from '@/lib/rules/chunkReload';

const NEW_BUILD = 'e2e-new-build';
const LIST = '/legfrissebb';

async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { e2eMarker: boolean }).e2eMarker = true));
}
const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eMarker?: boolean }).e2eMarker === true);

/** The title link of the first article card of the list (not its section label). */
async function firstArticleLink(page: Page) {
  const link = page.locator('main [data-slot="article"] h2 a[href^="/"]').first();
  return { link, href: (await link.getAttribute('href'))! };
}

/** Answers the latest-build poll with another build, and that build's manifest with `status`. */
async function announceNewBuild(page: Page, manifestStatus: 200 | 500) {
  await page.route('**/api/build/latest', (route) =>
    route.fulfill({ json: { id: NEW_BUILD, timestamp: Date.now() } }),
  );
  await page.route(`**/api/build/manifest/${NEW_BUILD}`, (route) =>
    manifestStatus === 200
      ? route.fulfill({ json: { id: NEW_BUILD, timestamp: Date.now(), pages: ['/'] } })
      : route.fulfill({ status: 500, json: { error: { status: 500, message: 'down' } } }),
  );
}

/** A document request of the page itself (not of an ad's or an embed's frame). */
const isPageLoad = (page: Page, request: Request) =>
  request.isNavigationRequest() && request.frame() === page.mainFrame();

/** Follows a link and tells whether the page was loaded in full (a document request) or not. */
async function follow(page: Page) {
  await markWindow(page);
  const { link, href } = await firstArticleLink(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (isPageLoad(page, request)) documents.push(new URL(request.url()).pathname);
  });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { href, documents, kept: await marked(page) };
}

test.describe('deployment detection (SPEC sections 4, 8)', () => {
  test('the server answers its build as JSON, never cached', async ({ page, request }) => {
    await page.goto(LIST);
    const pageBuild = await page.evaluate(
      () => (window as unknown as { __NEXT_DATA__: { buildId: string } }).__NEXT_DATA__.buildId,
    );
    const latest = await request.get('/api/build/latest');
    expect(latest.status()).toBe(200);
    expect(latest.headers()['cache-control']).toBe('no-store');
    expect(await latest.json()).toEqual({ id: pageBuild, timestamp: expect.any(Number) });
    const manifest = await request.get(`/api/build/manifest/${pageBuild}`);
    expect(manifest.status()).toBe(200);
    expect(await manifest.json()).toMatchObject({ id: pageBuild, pages: expect.any(Array) });
    // A build this server does not run (yet): 404; no build id at all: 400.
    expect((await request.get(`/api/build/manifest/${NEW_BUILD}`)).status()).toBe(404);
    expect((await request.get('/api/build/manifest/a%20b')).status()).toBe(400);
  });

  test('a new build is noticed and the next navigation is a full page load', async ({ page }) => {
    await announceNewBuild(page, 200);
    await page.goto(LIST);
    await expect(page.locator('html')).toHaveAttribute('data-new-deployment', 'true', {
      timeout: 15_000,
    });
    const { href, documents, kept } = await follow(page);
    expect(documents).toContain(href);
    expect(kept, 'the window of the old page is gone').toBe(false);
  });

  test('the same build: navigation stays client-side', async ({ page }) => {
    const checked = page.waitForResponse('**/api/build/latest', { timeout: 15_000 });
    await page.goto(LIST);
    expect((await checked).status()).toBe(200);
    const { documents, kept } = await follow(page);
    expect(documents).toEqual([]);
    expect(kept).toBe(true);
    await expect(page.locator('html')).not.toHaveAttribute('data-new-deployment', /.*/);
  });

  test('a failed manifest fetch is only logged: navigation stays client-side', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await announceNewBuild(page, 500);
    await page.goto(LIST);
    await expect
      .poll(() => warnings.some((w) => w.includes('build manifest fetch failed')), {
        timeout: 15_000,
      })
      .toBe(true);
    const { documents, kept } = await follow(page);
    expect(documents).toEqual([]);
    expect(kept).toBe(true);
    await expect(page.locator('html')).not.toHaveAttribute('data-new-deployment', /.*/);
  });
});

/** A script chunk the page at `path` loads and the list page does not: its route's own code. */
async function ownChunk(page: Page, path: string): Promise<string> {
  const scripts = async (url: string) => {
    const html = await (await page.request.get(url)).text();
    return [...html.matchAll(/<script[^>]+src="([^"]*\/_next\/static\/chunks\/[^"]+\.js)"/g)].map(
      (m) => m[1]!,
    );
  };
  const list = new Set(await scripts(LIST));
  const own = (await scripts(path)).filter((src) => !list.has(src));
  expect(own.length, `${path} has a chunk of its own`).toBeGreaterThan(0);
  return own[own.length - 1]!;
}

/** Counts the document loads of `path` from now on. */
function countLoads(page: Page, path: string) {
  let loads = 0;
  page.on('request', (request) => {
    if (isPageLoad(page, request) && new URL(request.url()).pathname === path) loads += 1;
  });
  return () => loads;
}

/** A reload the page's timers started has reached the network by then (an absence check's settle). */
const SETTLE_MS = 500;

/** Runs the page's clock on by `ms`; a full page load it causes meanwhile ends the run early. */
async function runPageClock(page: Page, ms: number) {
  await page.clock.runFor(ms).catch((error: Error) => {
    if (!/context was destroyed|navigat/i.test(error.message)) throw error;
  });
}

type ReloadWindow = { now: number; reloadedAt: number | null; marked: boolean };

/** The page's now, when the guard last reloaded its path, and whether it is the marked document. */
function reloadWindow(page: Page): Promise<ReloadWindow> {
  return page.evaluate((key) => {
    const record = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, number>;
    const marked = (window as unknown as { e2eMarker?: boolean }).e2eMarker === true;
    return { now: Date.now(), reloadedAt: record[location.pathname] ?? null, marked };
  }, CHUNK_RELOAD_STORAGE_KEY);
}

/**
 * Watches the rest of the guard's reload window for the page's path on the page's clock, instead of
 * waiting for it: pauses the clock, runs it on to just before the window ends (every timer of the
 * page fires), and gives a reload that caused a moment to reach the network. Not past the window: the
 * rule allows a reload then, and on a clock that jumps, a failure a timer started inside the window
 * (an idle prefetch of the same chunk) would arrive after it.
 */
async function watchReloadWindow(page: Page) {
  // The clock still runs while this is sent: pause a moment ahead of it, again should it be past.
  let seen: ReloadWindow = { now: 0, reloadedAt: null, marked: false };
  let pausedAt = 0;
  await expect(async () => {
    seen = await reloadWindow(page);
    pausedAt = seen.now + 500;
    await page.clock.pauseAt(pausedAt);
  }).toPass({ timeout: 10_000 });
  const { now, reloadedAt } = seen;
  const windowEnds = (reloadedAt ?? now) + CHUNK_RELOAD_TTL_MS;
  await runPageClock(page, Math.max(0, windowEnds - pausedAt - 500));
  await page.waitForTimeout(SETTLE_MS);
}

test.describe('chunk-load failures (SPEC sections 8, 9: reload at most once per 10 s for the path)', () => {
  test('a page whose own chunk fails on first load reloads once, then stays', async ({ page }) => {
    await page.clock.install();
    await page.goto(LIST);
    const { href } = await firstArticleLink(page);
    // page.route turns the HTTP cache off: every load asks for the chunk again.
    await page.route(`**${await ownChunk(page, href)}`, (route) => route.abort());
    const loads = countLoads(page, href);
    // Only until the document arrives: the guard's reload follows before the load event.
    await page.goto(href, { waitUntil: 'commit' });
    await expect.poll(loads, { timeout: 10_000 }).toBe(2);
    await watchReloadWindow(page);
    expect(loads(), 'the failing load and one reload, no loop').toBe(2);
    // The server-rendered article is still there to read.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a client-side navigation whose route chunk fails ends on the page, without a loop', async ({
    page,
  }) => {
    // On the page's own clock: this story spans three documents, and Playwright's clock, replayed on
    // each new one, can put them seconds apart, which no reader's clock does.
    await page.goto(LIST);
    const { href } = await firstArticleLink(page);
    const chunk = await ownChunk(page, href);
    await page.route(`**${chunk}`, (route) => route.abort());
    // Again, with the chunk broken before the list could prefetch it into the cache. The prefetch
    // fails (the reader stays on the list: nothing reloads it).
    const prefetchFailed = page.waitForEvent('requestfailed', {
      predicate: (request) => request.url().endsWith(chunk),
      timeout: 15_000,
    });
    await page.reload();
    await markWindow(page);
    await prefetchFailed;
    await page.waitForTimeout(SETTLE_MS);
    expect(await marked(page), 'a failed prefetch does not reload the list').toBe(true);
    const loads = countLoads(page, href);
    const { link } = await firstArticleLink(page);
    await link.click();
    // Next cannot load the route: it loads the page in full instead, after its route timeout (a click
    // meanwhile waits on the failed prefetch until then).
    await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 20_000 });
    // The rest of the guard's reload window, on the page's clock (read again should a reload pass).
    let seen: ReloadWindow = { now: 0, reloadedAt: null, marked: true };
    await expect(async () => {
      seen = await reloadWindow(page);
    }).toPass({ timeout: 10_000 });
    const { now, reloadedAt, marked: stayed } = seen;
    expect(stayed, 'a full page load, not a client-side one').toBe(false);
    await page.waitForTimeout(Math.max(0, (reloadedAt ?? now) + CHUNK_RELOAD_TTL_MS - now - 500));
    // Next loads a route it cannot load in full (router.js handleRouteInfoError); that load fails
    // too, and the guard reloads it once more.
    expect(loads(), 'at most the full load and one reload').toBeLessThanOrEqual(2);
    expect(loads()).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('page data is prefetched at most 4 at a time (SPEC sections 4, 9)', async ({ page }) => {
  let inFlight = 0;
  let most = 0;
  let total = 0;
  await page.route('**/_next/data/**', async (route) => {
    inFlight += 1;
    total += 1;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 300));
    try {
      await route.continue();
    } finally {
      inFlight -= 1;
    }
  });
  // A tall window: many links in the viewport at once, each one prefetched.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto(LIST);
  await expect.poll(() => total, { timeout: 15_000 }).toBeGreaterThan(4);
  await expect.poll(() => inFlight, { timeout: 15_000 }).toBe(0);
  expect(most).toBeLessThanOrEqual(4);
});

test.describe('the campaign script (SPEC section 4)', () => {
  test('not configured: no campaign script is loaded', async ({ page }) => {
    const config = page.waitForResponse('**/api/frontend/client-config', { timeout: 15_000 });
    await page.goto(LIST);
    expect(await (await config).json()).toEqual({ campaign: null });
    await expect(page.locator('script[data-campaign]')).toHaveCount(0);
  });

  // The servers run without CAMPAIGN_SCRIPT_URL; the browser learns the configuration from
  // GET /api/frontend/client-config, so the test answers that call with a campaign.
  test('its library is initialised once, after it appeared, and hears of page changes', async ({
    page,
  }, testInfo) => {
    await page.route('**/api/frontend/client-config', (route) =>
      route.fulfill({
        json: { campaign: { scriptUrl: '/__test/campaign.js', global: 'E2eCampaign' } },
      }),
    );
    // The library defines its global only LIBRARY_DELAY_MS after its script ran: init must wait for
    // it. The page's clock is the test's: the library's delay and the retries pass when it moves.
    const LIBRARY_DELAY_MS = 2_500;
    await page.route('**/__test/campaign.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.e2eCampaignCalls = [];
          setTimeout(function () {
            window.E2eCampaign = {
              init: function (context) { window.e2eCampaignCalls.push(['init', context]); },
              page: function (path) { window.e2eCampaignCalls.push(['page', path]); },
            };
          }, ${LIBRARY_DELAY_MS});`,
      }),
    );
    const calls = () =>
      page.evaluate(() => (window as unknown as { e2eCampaignCalls?: unknown[] }).e2eCampaignCalls);
    await page.clock.install();
    await page.goto(LIST);
    await expect(page.locator('script[data-campaign]')).toHaveAttribute('async', '');
    // The script ran (and set its timer); nothing is initialised before the library is there.
    await expect.poll(calls).toEqual([]);
    await page.clock.runFor(LIBRARY_DELAY_MS);
    await expect
      .poll(calls)
      .toEqual([['init', { edition: editionOf(testInfo).slug, isApp: false, path: LIST }]]);
    // Retries stop once it is initialised: still one init a few retry periods later.
    await page.clock.runFor(3 * CAMPAIGN_RETRY_MS);
    expect(await calls()).toHaveLength(1);
    const { link, href } = await firstArticleLink(page);
    await link.click();
    await expect.poll(calls).toContainEqual(['page', href]);
  });
});
