// The front page (SPEC sections 3, 4, 9): editors' blocks, the breaking block and transparent header,
// the automatic block's layout, recommender lists with caps, shared data widgets in the edition's
// currency, refreshed in the browser.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './guardedTest';
import { editionOf } from './edition';

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

  test('axe finds no violations on the front page', async ({ page }) => {
    await page.goto('/');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
