// The browser runtime (issue 18; SPEC sections 4, 8, 9): a new deployment is noticed from the latest
// build id and the manifest (fetched as JSON), and the next navigation is then a full page load; a
// failed manifest fetch is only logged; a chunk that fails to load reloads the page once per 10 s for
// the path, never in a loop; page data is prefetched at most 4 at a time.
import { expect, test, type Page } from '@playwright/test';

const NEW_BUILD = 'e2e-new-build';

async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { e2eMarker: boolean }).e2eMarker = true));
}
const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eMarker?: boolean }).e2eMarker === true);

async function firstArticleLink(page: Page) {
  const link = page.locator('main ol a[href^="/"]').first();
  return { link, href: (await link.getAttribute('href'))! };
}

test.describe('deployment detection', () => {
  test('a new build is noticed and the next navigation is a full page load', async ({ page }) => {
    await page.route('**/api/build/latest', (route) =>
      route.fulfill({ json: { id: NEW_BUILD, timestamp: Date.now() } }),
    );
    await page.route('**/api/build/manifest', (route) =>
      route.fulfill({ json: { id: NEW_BUILD, timestamp: Date.now(), pages: ['/'] } }),
    );
    await page.goto('/legfrissebb');
    await expect(page.locator('html')).toHaveAttribute('data-new-deployment', 'true', {
      timeout: 10_000,
    });
    await markWindow(page);
    const { link, href } = await firstArticleLink(page);
    const documentLoad = page.waitForRequest(
      (request) => request.resourceType() === 'document' && request.url().endsWith(href),
    );
    await link.click();
    await documentLoad;
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(await marked(page)).toBe(false);
  });

  test('the same build: navigation stays client-side', async ({ page }) => {
    await page.goto('/legfrissebb');
    await expect(page.getByRole('main')).toBeVisible();
    // The runtime's first check runs after 2 s.
    await page.waitForResponse('**/api/build/latest');
    await markWindow(page);
    const { link, href } = await firstArticleLink(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await marked(page)).toBe(true);
    await expect(page.locator('html')).not.toHaveAttribute('data-new-deployment', /.*/);
  });

  test('a failed manifest fetch is only logged: navigation stays client-side', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/api/build/latest', (route) =>
      route.fulfill({ json: { id: NEW_BUILD, timestamp: Date.now() } }),
    );
    await page.route('**/api/build/manifest', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/legfrissebb');
    await expect
      .poll(() => warnings.some((w) => w.includes('build manifest fetch failed')))
      .toBe(true);
    await markWindow(page);
    const { link, href } = await firstArticleLink(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await marked(page)).toBe(true);
  });
});

/** A script chunk the article page loads and the list page does not: the article route's own. */
async function articleOnlyChunk(page: Page, articlePath: string): Promise<string> {
  const scripts = async (path: string) => {
    const html = await (await page.request.get(path)).text();
    return [...html.matchAll(/<script[^>]+src="([^"]*\/_next\/static\/[^"]+\.js)"/g)].map(
      (m) => m[1]!,
    );
  };
  const list = new Set(await scripts('/legfrissebb'));
  const own = (await scripts(articlePath)).filter((src) => !list.has(src));
  expect(own.length, 'the article page has a chunk of its own').toBeGreaterThan(0);
  return own[own.length - 1]!;
}

test.describe('chunk-load failures (SPEC section 8: reload at most once per 10 s for the path)', () => {
  test('a page whose chunk fails reloads once, then stays (no loop)', async ({ page }) => {
    await page.goto('/legfrissebb');
    const { href } = await firstArticleLink(page);
    const chunk = await articleOnlyChunk(page, href);
    await page.route(`**${chunk}`, (route) => route.abort());
    let loads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && new URL(request.url()).pathname === href)
        loads += 1;
    });
    await page.goto(href);
    await page.waitForTimeout(12_000);
    expect(loads).toBe(2);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a client-side navigation to a broken route ends on the page without a loop', async ({
    page,
    request,
  }) => {
    // Every article page shares the route's chunk: break it before the list can prefetch it.
    const { items } = await (await request.get('/api/articles?perPage=1')).json();
    const chunk = await articleOnlyChunk(page, items[0].url);
    await page.route(`**${chunk}`, (route) => route.abort());
    await page.goto('/legfrissebb');
    const { link, href } = await firstArticleLink(page);
    let loads = 0;
    page.on('request', (req) => {
      if (req.resourceType() === 'document' && new URL(req.url()).pathname === href) loads += 1;
    });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.waitForTimeout(12_000);
    // Next loads the page in full when its route cannot be loaded; the guard reloads it once more.
    expect(loads).toBeGreaterThanOrEqual(1);
    expect(loads).toBeLessThanOrEqual(2);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('page data is prefetched at most 4 at a time (SPEC section 9)', async ({ page }) => {
  let inFlight = 0;
  let most = 0;
  let total = 0;
  await page.route('**/_next/data/**', async (route) => {
    inFlight += 1;
    total += 1;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 400));
    try {
      await route.continue();
    } finally {
      inFlight -= 1;
    }
  });
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto('/legfrissebb');
  await expect.poll(() => total, { timeout: 15_000 }).toBeGreaterThan(4);
  await page.waitForTimeout(1_500);
  expect(most).toBeLessThanOrEqual(4);
});
