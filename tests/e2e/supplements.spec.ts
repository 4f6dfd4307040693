// The supplements under /melleklet/ (issue 15; SPEC sections 2 and 5) in Chromium, in both editions:
// the Olympic tabs show the medal table, the programme and the Hungarian events (the footer hidden on
// Menetrend); the World Cup supplement shows its matches; the sub-filters narrow the article list
// and are URLs; the supplement search keeps the supplement's tag (the election tabs have their own
// spec, elections.spec.ts). Readable without JavaScript; axe clean.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './guardedTest';

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

test.describe('Olympic supplements', () => {
  test('Tokió 2020: the medal table with Hungary in it', async ({ page }) => {
    await page.goto('/melleklet/tokio-2020');
    await page
      .getByRole('navigation', { name: 'Melléklet' })
      .getByRole('link', { name: 'Éremtáblázat' })
      .click();
    await expect(page).toHaveURL(/\/melleklet\/tokio-2020\/eremtablazat$/);
    const table = page.getByRole('table', { name: 'Éremtáblázat – Tokió 2020' });
    const hungary = table.getByRole('row').filter({ hasText: 'Magyarország' });
    await expect(hungary).toContainText(/6\s*7\s*7\s*20/);
    await expect(table.getByRole('row').nth(1)).toContainText('Egyesült Államok');
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expectAxeClean(page);
  });

  test('Párizs 2024: Menetrend day by day without the footer, Magyar események, Éremtáblázat', async ({
    page,
  }) => {
    await page.goto('/melleklet/parizs-2024/menetrend');
    await expect(page.getByRole('heading', { name: 'Menetrend – Párizs 2024' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const days = page.getByRole('navigation', { name: 'Versenynapok' });
    await days.getByRole('link', { name: /augusztus 11/ }).click();
    await expect(page).toHaveURL(/#nap-2024-08-11$/);
    await expect(page.locator('#nap-2024-08-11')).toContainText('éremdöntő');
    await expectAxeClean(page);

    await page.goto('/melleklet/parizs-2024/magyar-esemenyek');
    await expect(page.getByText('Magyar érmek: 6 arany, 7 ezüst, 6 bronz')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Szilágyi Áron' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(1);

    await page.goto('/melleklet/parizs-2024/eremtablazat');
    const table = page.getByRole('table', { name: 'Éremtáblázat – Párizs 2024' });
    await expect(table.getByRole('row').filter({ hasText: 'Magyarország' })).toContainText(
      /6\s*7\s*6\s*19/,
    );
    await expectAxeClean(page);
  });
});

test('Foci-vb 2022: the matches up to the final, the results and the groups', async ({ page }) => {
  await page.goto('/melleklet/foci-vb-2022/merkozesek');
  await expect(page.getByRole('link', { name: /Katar – Ecuador/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Argentína – Franciaország/ })).toHaveAttribute(
    'href',
    /liga=1&szezon=2022&nap=2022-12-18&meccs=9770064/,
  );
  await page.goto('/melleklet/foci-vb-2022/csoportok');
  await expect(page.getByRole('table').filter({ hasText: 'Argentína' }).first()).toContainText(
    'Szaúd-Arábia',
  );
  await expectAxeClean(page);
});

test.describe('sub-filters and the supplement search (SPEC sections 2 and 5)', () => {
  test('a sub-filter narrows the article list, is a URL, and works without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/melleklet/orosz-ukran-haboru');
    const filters = page.getByRole('navigation', { name: 'Szűrés a melléklet cikkei között' });
    await expect(filters.getByRole('link', { name: 'Összes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const all = await page.locator('main .list__item__title').count();
    await filters.getByRole('link', { name: 'Összefoglalók' }).click();
    await expect(page).toHaveURL(/\/melleklet\/orosz-ukran-haboru\?szuro=osszefoglalok$/);
    await expect(filters.getByRole('link', { name: 'Összefoglalók' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).toHaveTitle(/Orosz–ukrán háború – Összefoglalók/);
    const filtered = await page.locator('main .list__item__title').count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    expect(
      (await page.request.get('/melleklet/orosz-ukran-haboru?szuro=nincs-ilyen')).status(),
    ).toBe(404);
    await context.close();
  });

  test("'Keresés a mellékletben' keeps the supplement's tag", async ({ page }) => {
    await page.goto('/melleklet/eb-2024');
    const search = page.getByRole('region', { name: 'Keresés a mellékletben' });
    await expect(search.getByText('Foci-Eb 2024')).toBeVisible();
    const input = search.getByRole('combobox');
    await input.click();
    await input.press('Backspace');
    await input.press('Backspace');
    await expect(search.getByText('Foci-Eb 2024')).toBeVisible();
    await input.fill('Magyarország');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/archivum\?/);
    expect(new URL(page.url()).searchParams.get('filters')).toContain('Foci-Eb 2024');
    await expectAxeClean(page);
  });
});
