// List pages and the search bar (SPEC sections 2, 5, 9): pagination window, highlight box, partner
// article, szepkilatas tabs/map/news box, the ellenorzo methodology tab, and the tag search flows.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { editionOf } from './edition';

test.describe('list pages', () => {
  test('pagination shows the window and hides itself on a single page', async ({
    page,
  }, testInfo) => {
    await page.goto('/legfrissebb');
    const pagination = page.getByRole('navigation', { name: 'Lapozás' });
    const pages = await pagination.getByRole('link', { name: /\. oldal$/ }).allTextContents();
    const total = Number(pages.at(-1));
    expect(total).toBeGreaterThan(3);
    // SPEC section 9: on the first page, 2 neighbours, then a gap, then the last page.
    expect(pages).toEqual(['1', '2', '3', String(total)]);
    await pagination.getByRole('link', { name: '2. oldal' }).click();
    await expect(page).toHaveURL(/oldal=2$/);
    await expect(pagination.getByRole('link', { name: '2. oldal' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const single = editionOf(testInfo).slug === 'main' ? '/rovat/holdblog' : '/rovat/kozlemeny';
    await page.goto(single);
    await expect(page.getByRole('navigation', { name: 'Lapozás' })).toHaveCount(0);
  });

  // The servers are bound to 127.0.0.1, as in the production topology, and nginx says whether the
  // reader came over TLS: `?oldal=N` is rewritten to its own page inside the instance, never sent
  // back to it over HTTP (which looped on catch-all lists and spoke TLS to a plain port).
  test('every kind of list pages by ?oldal on a loopback-bound server behind TLS', async ({
    request,
  }, testInfo) => {
    const lists =
      editionOf(testInfo).slug === 'main'
        ? ['/legfrissebb', '/rovat/belfold', '/cimke/budapest', '/szerzo/halasz-marton']
        : ['/legfrissebb'];
    for (const list of lists) {
      for (const proto of ['http', 'https']) {
        const response = await request.get(`${list}?oldal=2`, {
          headers: { 'X-Forwarded-Proto': proto },
          timeout: 10_000,
        });
        expect(response.status(), `${list} over ${proto}`).toBe(200);
        expect(await response.text()).toMatch(
          new RegExp(`<link rel="canonical" href="[^"]*${list}\\?oldal=2"`),
        );
      }
    }
  });

  test('a list page describes itself to search engines', async ({ page }, testInfo) => {
    await page.goto('/legfrissebb?oldal=2');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain(editionOf(testInfo).name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/legfrissebb\?oldal=2$/,
    );
  });

  test('the highlight box sits at index 3 + page mod 4, and the partner article after the 4th item', async ({
    page,
    request,
  }, testInfo) => {
    const highlights = await (
      await request.get('/api/articles?filters[flag]=legfontosabb&limit=4')
    ).json();
    test.skip(highlights.totalItems < 4, 'needs 4 highlighted articles');
    const articlesBefore = (slot: string) =>
      page.locator('#lista > li').evaluateAll((lis, kind) => {
        const at = lis.findIndex((li) => li.getAttribute('data-slot') === kind);
        return at < 0
          ? -1
          : lis.slice(0, at).filter((li) => li.getAttribute('data-slot') === 'article').length;
      }, slot);
    for (const oldal of [1, 2, 3]) {
      await page.goto(`/legfrissebb?oldal=${oldal}`);
      await expect(page.getByRole('region', { name: 'Kiemelt cikkek' })).toBeVisible();
      // SPEC section 9: index 3 + page mod min(count, 4).
      expect(await articlesBefore('highlight'), `oldal=${oldal}`).toBe(3 + (oldal % 4));
    }
    if (editionOf(testInfo).slug === 'main') {
      await page.goto('/legfrissebb');
      await expect(page.locator('#lista > li', { hasText: 'Partnerünk ajánlata' })).toHaveCount(1);
      expect(await articlesBefore('partner')).toBe(4);
    }
  });

  test('szepkilatas: all articles and four difficulty tabs, the map and the Túra hírek box', async ({
    page,
  }, testInfo) => {
    test.skip(editionOf(testInfo).slug !== 'main', 'a main edition section');
    await page.goto('/rovat/szepkilatas');
    const tabs = page.getByRole('navigation', { name: 'Szűrés' });
    await expect(tabs.getByRole('link')).toHaveText([
      'Összes cikk',
      'Könnyű',
      'Közepes',
      'Nehéz',
      'Extrém',
    ]);
    await expect(page.getByRole('img', { name: /túra helye Magyarország térképén/ })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Túra hírek' })).toBeVisible();
    await tabs.getByRole('link', { name: 'Nehéz' }).click();
    await expect(page).toHaveURL(/\/rovat\/szepkilatas\/nehez$/);
    await expect(tabs.getByRole('link', { name: 'Nehéz' })).toHaveAttribute('aria-current', 'page');
    expect(await page.locator('#lista > li > article').count()).toBeGreaterThan(0);
  });

  test('ellenorzo has a Módszertan tab that leads to the methodology document', async ({
    page,
  }, testInfo) => {
    test.skip(editionOf(testInfo).slug !== 'main', 'a main edition section');
    await page.goto('/rovat/ellenorzo');
    await page.getByRole('link', { name: 'Módszertan', exact: true }).click();
    await expect(page).toHaveURL(/\/dokumentum\/modszertan$/);
    await expect(page.locator('h1')).toBeVisible();
  });
});

test.describe('search bar and /archivum', () => {
  test('results for a term with and without accents are the same', async ({ page }) => {
    await page.goto('/archivum?term=%C3%A1llampap%C3%ADr');
    const accented = await page.getByRole('status').textContent();
    await page.goto('/archivum?term=ALLAMPAPIR');
    expect(await page.getByRole('status').textContent()).toBe(accented);
  });

  test('tags come from autocomplete with Enter; Backspace marks for 1 s, then deletes', async ({
    page,
  }) => {
    await page.goto('/archivum');
    const input = page.getByRole('combobox');
    await input.fill('a');
    const listbox = page.getByRole('listbox', { name: 'Javaslatok' });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    // Category names are separators, not options.
    await expect(
      listbox.getByRole('option', { name: /^(Rovatok|Témák|Cím|Szerzők)$/ }),
    ).toHaveCount(0);
    await input.press('ArrowDown');
    const chosen = (await listbox.getByRole('option').first().textContent())!.replace(
      /\s*\(\d+\)\s*$/,
      '',
    );
    await input.press('Enter');
    const tags = page.getByRole('list', { name: 'Keresési címkék' });
    await expect(tags.getByRole('listitem')).toHaveText([new RegExp(chosen.slice(0, 10))]);
    // Free text + Enter adds no tag (it searches).
    await expect(input).toHaveValue('');
    await input.press('Backspace');
    await expect(tags.getByRole('listitem').first()).toHaveAttribute('data-marked', 'true');
    await page.waitForTimeout(1_200);
    await expect(tags.getByRole('listitem').first()).not.toHaveAttribute('data-marked', 'true');
    await input.press('Backspace');
    await input.press('Backspace');
    await expect(page.getByRole('list', { name: 'Keresési címkék' })).toHaveCount(0);
  });

  test('searching with a tag lists matching articles', async ({ page }) => {
    await page.goto('/archivum');
    const input = page.getByRole('combobox');
    await input.fill('a');
    await expect(page.getByRole('option').first()).toBeVisible();
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await page.getByRole('button', { name: 'Keresés', exact: true }).click();
    await expect(page).toHaveURL(/\/archivum\?filters=/);
    await expect(page.getByRole('status')).toHaveText(/\d+ találat/);
  });

  test('a protected tag cannot be deleted (szepkilatas article search)', async ({
    page,
  }, testInfo) => {
    test.skip(editionOf(testInfo).slug !== 'main', 'a main edition section');
    await page.goto('/rovat/szepkilatas');
    const tags = page.getByRole('list', { name: 'Keresési címkék' });
    await expect(tags.getByRole('listitem')).toHaveText(['Szép kilátás']);
    await expect(tags.getByRole('button')).toHaveCount(0);
    const input = page.getByRole('combobox');
    await input.focus();
    await input.press('Backspace');
    await input.press('Backspace');
    await expect(tags.getByRole('listitem')).toHaveText(['Szép kilátás']);
  });

  test('axe finds no violations on /archivum', async ({ page }) => {
    await page.goto('/archivum?term=a');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
