import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './guardedTest';
import { editionOf } from './edition';

test.describe('error pages (SPEC §2)', () => {
  test('an unknown route answers 404 with the exact texts and title', async ({
    page,
  }, testInfo) => {
    const edition = editionOf(testInfo);
    const response = await page.goto('/ez/az/oldal/nem/letezik');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`${edition.name} 404`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A keresett oldal nem található.',
    );
    await expect(page.getByText('nem létező oldalra tévedtél')).toBeVisible();
    await expect(page.getByRole('img', { name: '404-es hibát jelző illusztráció' })).toBeVisible();
    // The shell (with the edition's menus) is still there.
    await expect(page.getByRole('navigation', { name: 'Főmenü' })).toBeVisible();

    await page.getByRole('link', { name: 'Vissza a címlapra' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the 500 page shows the server error texts', async ({ page }, testInfo) => {
    const edition = editionOf(testInfo);
    await page.goto('/500');
    await expect(page).toHaveTitle(`${edition.name} 500`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Belső kiszolgálóhiba.');
    await expect(page.getByText('karbantartjuk')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vissza a címlapra' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('favicon is special under /g7 and /after', async ({ page }) => {
    for (const [path, icon] of [
      ['/nincs-ilyen', '/images/favicon.svg'],
      ['/g7/nincs-ilyen-cikk/xyz', '/images/favicon-g7.svg'],
      ['/after/nincs-ilyen/xyz', '/images/favicon-after.svg'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', icon);
    }
  });

  test('axe finds no violations on the 404 page', async ({ page }) => {
    await page.goto('/nincs-ilyen-oldal');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
