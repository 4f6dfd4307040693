// List pages and the search bar (SPEC sections 2, 5, 9): pagination window, highlight box, partner
// article, szepkilatas tabs/map/news box, the ellenorzo methodology tab, the sport section's links to
// the sport pages, and the tag search flows.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './guardedTest';
import { en } from '@/lib/i18n/en';
import { hu } from '@/lib/i18n/hu';
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
    await pagination.getByRole('link', { name: '2. oldal', exact: true }).click();
    await expect(page).toHaveURL(/oldal=2$/);
    await expect(pagination.getByRole('link', { name: '2. oldal', exact: true })).toHaveAttribute(
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
      await expect(page.locator('#lista > li[data-slot="partner"]')).toHaveCount(1);
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
    expect(await page.locator('#lista > li > .list__item').count()).toBeGreaterThan(0);
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

  test('the sport section links the football and Formula 1 pages (issue 32)', async ({ page }) => {
    await page.goto('/rovat/sport');
    const tabs = page
      .getByRole('main')
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: 'Cikkek', exact: true }) });
    await expect(tabs.getByRole('link', { name: 'Cikkek', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await tabs.getByRole('link', { name: 'Forma–1', exact: true }).click();
    await expect(page).toHaveURL(/\/sport\/forma-1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forma–1' })).toBeVisible();
    await page.goBack();
    await tabs.getByRole('link', { name: 'Foci', exact: true }).click();
    await expect(page).toHaveURL(/\/sport\/foci$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Foci' })).toBeVisible();
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

/** A common word with more than one page of results (10 a page) in this edition, and its total. */
async function commonTerm(request: APIRequestContext): Promise<{ term: string; total: number }> {
  for (const term of ['szerint', 'nem', 'az']) {
    const answer = await (await request.get(`/api/search?term=${term}`)).json();
    if (answer.totalItems > 10) return { term, total: answer.totalItems };
  }
  throw new Error('no common word with more than 10 results in this edition');
}

async function searchUrls(request: APIRequestContext, query: string): Promise<string[]> {
  const answer = await (await request.get(`/api/search?${query}`)).json();
  return answer.items.map((item: { url: string; ctUrl: string | null }) => item.ctUrl ?? item.url);
}

/** The title links of the results on the page, in order. */
function resultLinks(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test.describe('search pages and the English list', () => {
  test('a search with a term pages to page 2, keeping its term', async ({ page, request }) => {
    const { term, total } = await commonTerm(request);
    await page.goto(`/archivum?term=${term}`);
    const first = await resultLinks(page);
    expect(first).toEqual(await searchUrls(request, `term=${term}`));
    const pagination = page.getByRole('navigation', { name: 'Lapozás' });
    await expect(pagination.getByRole('link', { name: '1. oldal', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pagination.getByRole('link', { name: '2. oldal', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/archivum\\?term=${term}&oldal=2$`));
    await expect(pagination.getByRole('link', { name: '2. oldal', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      pagination.getByRole('link', { name: '1. oldal', exact: true }),
    ).not.toHaveAttribute('aria-current', 'page');
    const second = await resultLinks(page);
    expect(second).toEqual(await searchUrls(request, `term=${term}&oldal=2`));
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((href) => first.includes(href))).toEqual([]);
    await expect(page.getByRole('status')).toHaveText(`${total} találat`);
    await expect(page.getByRole('combobox')).toHaveValue(term);
  });

  test('a search with filters (the search bar’s tags) keeps them on every page link', async ({
    page,
    request,
  }, testInfo) => {
    // Two sections as the search bar writes them (lib/rules/searchTagFilters.ts: superTags by name):
    // together more than one page in each edition.
    const sections =
      editionOf(testInfo).slug === 'main' ? ['Belföld', 'Külföld'] : ['Erdély', 'Székelyföld'];
    const filters = JSON.stringify({ superTags: sections });
    const query = `filters=${encodeURIComponent(filters)}`;
    const answer = await (await request.get(`/api/search?${query}`)).json();
    expect(answer.totalItems, filters).toBeGreaterThan(10);
    await page.goto(`/archivum?${query}`);
    await expect(
      page.getByRole('list', { name: 'Keresési címkék' }).getByRole('listitem'),
    ).toHaveText(sections.map((name) => new RegExp(`^${name}`)));
    const pagination = page.getByRole('navigation', { name: 'Lapozás' });
    const hrefs = await pagination
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) {
      const url = new URL(href, 'http://localhost');
      expect(url.pathname, href).toBe('/archivum');
      expect(url.searchParams.get('filters'), href).toBe(filters);
    }
    await pagination.getByRole('link', { name: '2. oldal', exact: true }).click();
    await expect(page).toHaveURL(/[?&]oldal=2$/);
    expect(new URL(page.url()).searchParams.get('filters')).toBe(filters);
    await expect(pagination.getByRole('link', { name: '2. oldal', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await resultLinks(page)).toEqual(await searchUrls(request, `${query}&oldal=2`));
    await expect(page.getByRole('status')).toHaveText(`${answer.totalItems} találat`);
    await expect(
      page.getByRole('list', { name: 'Keresési címkék' }).getByRole('listitem'),
    ).toHaveCount(sections.length);
  });

  test('the English list page has no Hungarian accessible names', async ({ page, request }) => {
    const answer = await (await request.get('/api/articles?filters[mstag]=english')).json();
    await page.goto('/english');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const pagination = page.getByRole('navigation', { name: en['list.pagination'], exact: true });
    if (answer.totalPages > 1) {
      await expect(pagination).toBeVisible();
      await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(
        pagination.getByRole('link', { name: en['list.next'], exact: true }),
      ).toHaveCount(1);
    } else {
      await expect(pagination).toHaveCount(0);
    }
    await expect(page.getByRole('navigation', { name: hu['list.pagination'] })).toHaveCount(0);
    await expect(page.getByRole('link', { name: en['list.rss'], exact: true })).toHaveAttribute(
      'href',
      '/rss/rovat/english',
    );
    await expect(page.getByRole('link', { name: hu['list.rss'] })).toHaveCount(0);
    if ((await page.locator('#lista > li[data-slot="highlight"]').count()) > 0) {
      await expect(
        page.getByRole('region', { name: en['list.highlights'], exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole('region', { name: hu['list.highlights'] })).toHaveCount(0);
    await expect(
      page.getByRole('banner').locator('summary').filter({ hasText: en['search.open'] }),
    ).toHaveCount(1);

    // Every name the page's UI gives (aria-label, aria-labelledby, placeholders, the text of summaries
    // and buttons) is checked against the Hungarian dictionary's texts that differ from the English.
    const hungarian = (Object.keys(hu) as Array<keyof typeof hu>)
      .filter((key) => hu[key] !== en[key])
      .map((key) => hu[key]);
    const names = await page.evaluate(() => {
      const text = (node: Node): string =>
        node instanceof Element && node.getAttribute('aria-hidden') === 'true'
          ? ''
          : node.nodeType === Node.TEXT_NODE
            ? (node.textContent ?? '')
            : [...node.childNodes].map(text).join('');
      const found: string[] = [];
      for (const el of document.querySelectorAll('[aria-label]'))
        found.push(el.getAttribute('aria-label') ?? '');
      for (const el of document.querySelectorAll('[placeholder]'))
        found.push(el.getAttribute('placeholder') ?? '');
      for (const el of document.querySelectorAll('[aria-labelledby]'))
        for (const id of (el.getAttribute('aria-labelledby') ?? '').split(/\s+/))
          found.push(text(document.getElementById(id) ?? document.createElement('span')));
      for (const el of document.querySelectorAll('summary, button')) found.push(text(el));
      return found.map((name) => name.replace(/\s+/g, ' ').trim()).filter(Boolean);
    });
    expect(names.length).toBeGreaterThan(0);
    const escape = (value: string) => value.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    const patterns = hungarian.map(
      (message) => new RegExp(`^${escape(message).replace(/\\?\{[a-z]+\\?\}/gi, '.+')}$`),
    );
    expect(names.filter((name) => patterns.some((pattern) => pattern.test(name)))).toEqual([]);
  });
});

// The header's search (components/search/HeaderSearch.tsx): a disclosure in the banner on every page
// but the archive; opened, it loads the tag search bar with the focus in its input.
function headerSearchToggle(page: Page, open = hu['search.open']) {
  return page.getByRole('banner').locator('summary').filter({ hasText: open });
}

/** A Hungarian article of this edition (the English ones have an English header). */
async function hungarianArticleUrl(request: APIRequestContext): Promise<string> {
  const answer = await (await request.get('/api/articles?perPage=30')).json();
  const item = (
    answer.items as Array<{
      type: string;
      url: string;
      ctUrl: string | null;
      mainSuperTag: { slug: string };
    }>
  ).find(
    (entry) => entry.type === 'article' && !entry.ctUrl && entry.mainSuperTag.slug !== 'english',
  );
  expect(item, 'a Hungarian article among the newest 30').toBeTruthy();
  return item!.url;
}

function searchPlaceholders(edition: string): Record<string, string> {
  return JSON.parse(readFileSync(`data/commonData.${edition}.json`, 'utf8')).searchPlaceholders;
}

test.describe('header search', () => {
  test('on the front page and an article it opens with the focus in the tag search bar and suggests', async ({
    page,
    request,
  }) => {
    const { term } = await commonTerm(request);
    for (const path of ['/', await hungarianArticleUrl(request)]) {
      await page.goto(path);
      const toggle = headerSearchToggle(page);
      await expect(toggle, path).toHaveCount(1);
      await expect(toggle.locator('.visually-hidden'), path).toHaveText(hu['search.open']);
      const search = page.getByRole('search', { name: hu['search.header'], exact: true });
      await expect(search, path).toBeHidden();
      await toggle.click();
      const input = search.getByRole('combobox');
      await expect(input, path).toBeFocused();
      await expect(input, path).toHaveAttribute('placeholder', hu['search.placeholder']);
      await input.fill(term);
      const suggestions = search.getByRole('listbox', { name: hu['search.suggestions'] });
      await expect(suggestions.getByRole('option').first(), path).toBeVisible();
    }
  });

  test('Enter on free text searches the archive, which has no header search of its own', async ({
    page,
    request,
  }) => {
    const { term, total } = await commonTerm(request);
    await page.goto(await hungarianArticleUrl(request));
    await headerSearchToggle(page).click();
    const input = page
      .getByRole('search', { name: hu['search.header'], exact: true })
      .getByRole('combobox');
    await expect(input).toBeFocused();
    await input.fill(term);
    // Wait for the suggestions, none of them chosen: Enter then submits the text.
    await expect(page.getByRole('listbox', { name: hu['search.suggestions'] })).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/archivum\\?term=${term}$`));
    await expect(page.getByRole('status')).toHaveText(`${total} találat`);
    await expect(headerSearchToggle(page)).toHaveCount(0);
    await expect(page.getByRole('search', { name: hu['search.header'] })).toHaveCount(0);
  });

  test('/archivum has only its own search bar', async ({ page }) => {
    await page.goto('/archivum');
    await expect(headerSearchToggle(page)).toHaveCount(0);
    await expect(page.getByRole('search')).toHaveCount(1);
    await expect(page.getByRole('search', { name: hu['search.label'], exact: true })).toBeVisible();
  });

  test('on a section page the header search has the section’s placeholder', async ({
    page,
  }, testInfo) => {
    const edition = editionOf(testInfo).slug;
    const section = edition === 'main' ? 'sport' : 'erdely';
    const placeholder = searchPlaceholders(edition)[section];
    expect(placeholder, `searchPlaceholders.${section}`).toBeTruthy();
    await page.goto(`/rovat/${section}`);
    // Before it opens: the plain form's input already carries it.
    await expect(page.getByRole('banner').locator('input[name="term"]')).toHaveAttribute(
      'placeholder',
      placeholder!,
    );
    await headerSearchToggle(page).click();
    const input = page
      .getByRole('search', { name: hu['search.header'], exact: true })
      .getByRole('combobox');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', placeholder!);
    await expect(input).toHaveAccessibleName(placeholder!);
  });
});

test.describe('header search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the disclosure opens and the plain form submits to /archivum?term=…', async ({
    page,
    request,
  }) => {
    const { term, total } = await commonTerm(request);
    await page.goto(await hungarianArticleUrl(request));
    const search = page.getByRole('search', { name: hu['search.header'], exact: true });
    await expect(search).toBeHidden();
    await headerSearchToggle(page).click();
    await expect(search).toBeVisible();
    const input = search.getByRole('searchbox', { name: hu['search.placeholder'], exact: true });
    await input.fill(term);
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/archivum\\?term=${term}$`));
    await expect(page.getByRole('status')).toHaveText(`${total} találat`);
  });
});
