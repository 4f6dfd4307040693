// Public markup hooks (DESIGN "Public surface compatibility"): tools that read news sites find an
// article's parts by plain ids and classes, whatever our hashed class names are. The article checks
// compare what those selectors find with the article's own JSON (/api/articles/{slug}), in both
// editions; the direct-child chains (`>`) are part of the contract.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './guardedTest';
import { hu } from '@/lib/i18n/hu';

const ARTICLE = {
  root: '#cikk-content',
  title: '#cikk-content > div.title-section > div.title-section__top > h1',
  /** The first such <p> is the lead. */
  lead: '#cikk-content > div.article_body_ > div.article_container_.article-box-margin > p',
  body: '#cikk-content > div.article_body_ > div.article_container_.article-box-margin > div.article-html-content',
  authors: '#cikk-content a.author__name',
  tags: '#cikk-content a.tag--meta',
  liveBlogPosts: '#cikk-content #liveblog-items-container',
} as const;

interface Item {
  id: number;
  type: string;
  slug: string;
  url: string;
  title: string;
  lead: string;
  ctUrl: string | null;
  tags: Array<{ slug: string; name: string }>;
  articleAuthors: Array<{ slug: string; name: string }>;
}

async function items(request: APIRequestContext, query: string): Promise<Item[]> {
  const response = await request.get(`/api/articles?perPage=100${query}`);
  expect(response.status(), query).toBe(200);
  return (await response.json()).items;
}

async function article(request: APIRequestContext, slug: string): Promise<Item> {
  const response = await request.get(`/api/articles/${slug}`);
  expect(response.status(), slug).toBe(200);
  return response.json();
}

/** Every article hook resolves to what the article's JSON says, exactly once where it is one thing. */
async function expectArticleHooks(page: Page, item: Item) {
  await expect(page.locator(ARTICLE.root)).toHaveCount(1);
  await expect(page.locator(`article${ARTICLE.root}`)).toHaveCount(1);
  await expect(page.locator(ARTICLE.title)).toHaveCount(1);
  await expect(page.locator(ARTICLE.title)).toHaveText(item.title);
  await expect(page.locator(ARTICLE.lead).first()).toHaveText(item.lead);
  const body = page.locator(ARTICLE.body);
  await expect(body).toHaveCount(1);
  await expect(body).not.toBeEmpty();
  // The body is the lead's sibling, in the same container.
  expect(
    await page
      .locator(ARTICLE.lead)
      .first()
      .evaluate(
        (lead, selector) => lead.parentElement === document.querySelector(selector)?.parentElement,
        ARTICLE.body,
      ),
  ).toBe(true);
  await expect(page.locator(ARTICLE.authors)).toHaveText(item.articleAuthors.map((a) => a.name));
  for (const [index, author] of item.articleAuthors.entries()) {
    await expect(page.locator(ARTICLE.authors).nth(index)).toHaveAttribute(
      'href',
      `/szerzo/${author.slug}`,
    );
  }
  await expect(page.locator(ARTICLE.tags)).toHaveText(item.tags.map((tag) => tag.name));
  // One article:tag per tag, in the same order as the tag links.
  const metaTags = page.locator('meta[property="article:tag"]');
  await expect(metaTags).toHaveCount(item.tags.length);
  expect(
    await metaTags.evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content'))),
  ).toEqual(item.tags.map((tag) => tag.name));
}

test.describe('article pages', () => {
  test('an article: title, lead, body, authors and tags by the public selectors', async ({
    page,
    request,
  }) => {
    const candidates = (await items(request, '')).filter(
      (item) =>
        item.type === 'article' &&
        !item.ctUrl &&
        item.lead &&
        item.tags.length > 0 &&
        item.articleAuthors.length > 0,
    );
    expect(candidates.length).toBeGreaterThan(0);
    const item = await article(request, candidates[0]!.slug);
    const response = await page.goto(item.url);
    expect(response?.status()).toBe(200);
    await expectArticleHooks(page, item);
    await expect(page.locator(ARTICLE.liveBlogPosts)).toHaveCount(0);
  });

  test('a live blog: the same hooks, and its posts inside #liveblog-items-container', async ({
    page,
    request,
  }) => {
    const liveBlogs = (await items(request, '&filters[flag]=live')).filter(
      (item) => item.type === 'liveblog',
    );
    test.skip(liveBlogs.length === 0, 'this edition has no live blog in its demo content');
    const item = await article(request, liveBlogs[0]!.slug);
    const response = await page.goto(item.url);
    expect(response?.status()).toBe(200);
    await expectArticleHooks(page, item);
    const container = page.locator(ARTICLE.liveBlogPosts);
    await expect(container).toHaveCount(1);
    const answer = await request.get(`/api/liveblog/${item.id}/posts`);
    const posts: Array<{ title: string }> = (await answer.json()).posts;
    expect(posts.length).toBeGreaterThan(0);
    // The oldest post: other tests add posts while this one runs, and a cached page may lag them.
    await expect(
      container.getByRole('heading', { name: posts.at(-1)!.title, exact: true }),
    ).toBeVisible();
    await expect(page.locator('#cikk-content[data-design="liveblog"]')).toHaveCount(1);
  });

  test('partner content carries its label and the partner design', async ({ page, request }) => {
    const partners = (await items(request, '&filters[flag]=pr')).filter(
      (item) => item.type === 'article',
    );
    test.skip(partners.length === 0, 'this edition has no partner article in its demo content');
    await page.goto(partners[0]!.url);
    const root = page.locator(`${ARTICLE.root}[data-design="partner"]`);
    await expect(root).toHaveCount(1);
    await expect(root.getByText(hu['article.partner'], { exact: true })).toBeVisible();
    await expect(page.locator(ARTICLE.title)).toHaveText(partners[0]!.title);
  });
});

// List pages: each result is `div.list__item.list__item--article` with its title link, section link
// (`a.img_tag`), lead and date; a highlight box holds `.list__highlight__item`s; page links are `a.page`
// (docs/architecture.md "Public contracts"). Compared with the API answer for the same page.
const LIST = {
  item: 'div.list__item.list__item--article',
  highlight: '.list__highlight__item',
  page: 'a.page',
} as const;

/** Sections whose list has a route of its own: their section links never go through /rovat/. */
const OWN_ROUTE_SECTIONS = ['english', 'after', 'g7'];
const SECTION_PATH = /^\/(?:rovat\/[a-z0-9-]+|english|after|g7)$/;

interface ListEntry {
  url: string;
  ctUrl: string | null;
  title: string;
  mainSuperTag: { slug: string; name: string };
}

interface ListAnswer {
  items: ListEntry[];
  totalItems: number;
  totalPages: number;
}

async function listAnswer(request: APIRequestContext, path: string): Promise<ListAnswer> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.json();
}

const sectionPath = (slug: string) =>
  OWN_ROUTE_SECTIONS.includes(slug) ? `/${slug}` : `/rovat/${slug}`;
/** Where a list item's title links: the partner's page for partner content, else the article. */
const titleHref = (item: ListEntry) => item.ctUrl ?? item.url;

interface CardHooks {
  titles: Array<string | null>;
  sections: Array<string | null>;
  leads: number;
  dates: number;
  timesInDates: number;
}

/** What the hook selectors find inside each element `selector` matches. */
function cardHooks(page: Page, selector: string, kind: 'item' | 'highlight'): Promise<CardHooks[]> {
  const hooks =
    kind === 'item'
      ? { title: 'a.list__item__title', lead: '.list__item__lead' }
      : { title: 'a.list__highlight__item__title', lead: '.list__highlight__item__lead' };
  return page.locator(selector).evaluateAll(
    (cards, h) =>
      cards.map((card) => ({
        titles: [...card.querySelectorAll(h.title)].map((a) => a.getAttribute('href')),
        sections: [...card.querySelectorAll('a.img_tag')].map((a) => a.getAttribute('href')),
        leads: card.querySelectorAll(h.lead).length,
        dates: card.querySelectorAll('div.article_date').length,
        timesInDates: card.querySelectorAll('div.article_date time[datetime]').length,
      })),
    hooks,
  );
}

/** One title link, one section link (a section URL), one lead and one dated <time> per card. */
function expectCompleteCards(cards: CardHooks[], what: string) {
  for (const [index, card] of cards.entries()) {
    const label = `${what} #${index + 1}`;
    expect(card.titles, label).toHaveLength(1);
    expect(card.sections, label).toHaveLength(1);
    expect(card.sections[0], label).toMatch(SECTION_PATH);
    expect(card.sections[0], label).not.toMatch(/^\/rovat\/(?:english|after|g7)$/);
    expect(card.leads, label).toBe(1);
    expect(card.dates, label).toBe(1);
    expect(card.timesInDates, label).toBe(1);
  }
}

async function pageLinkHrefs(page: Page): Promise<string[]> {
  return page
    .locator(LIST.page)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test.describe('list pages', () => {
  test('/legfrissebb: every item, the highlight box and the page links by the public selectors', async ({
    page,
    request,
  }) => {
    const answer = await listAnswer(request, '/api/articles?oldal=1');
    expect(answer.items).toHaveLength(10);
    const response = await page.goto('/legfrissebb');
    expect(response?.status()).toBe(200);

    // The list's own articles, in the API's order (the partner and highlight slots come between).
    const articles = await cardHooks(
      page,
      `#lista > li[data-slot="article"] > ${LIST.item}`,
      'item',
    );
    expect(articles.map((card) => card.titles[0])).toEqual(answer.items.map(titleHref));
    expect(articles.map((card) => card.sections[0])).toEqual(
      answer.items.map((item) => sectionPath(item.mainSuperTag.slug)),
    );
    // Every list item on the page (the partner article is one too) is complete.
    const partners = await page.locator('#lista > li[data-slot="partner"]').count();
    const all = await cardHooks(page, LIST.item, 'item');
    expect(all).toHaveLength(answer.items.length + partners);
    expectCompleteCards(all, 'list item');

    // The highlight box: the list's 4 most important articles, by their own hooks, not list items.
    const highlighted = await listAnswer(
      request,
      '/api/articles?filters[flag]=legfontosabb&limit=4',
    );
    const box = page.locator('#lista > li[data-slot="highlight"]');
    if (highlighted.totalItems >= 4) {
      await expect(box).toHaveCount(1);
      const highlights = await cardHooks(page, LIST.highlight, 'highlight');
      expect(highlights).toHaveLength(4);
      expectCompleteCards(highlights, 'highlight item');
      expect(highlights.map((card) => card.titles[0]).sort()).toEqual(
        highlighted.items.map(titleHref).sort(),
      );
      await expect(box.locator(LIST.item)).toHaveCount(0);
    } else {
      await expect(box).toHaveCount(0);
      await expect(page.locator(LIST.highlight)).toHaveCount(0);
    }

    // Page links: every link of the pagination, each to a page of this list.
    expect(answer.totalPages).toBeGreaterThan(1);
    const hrefs = await pageLinkHrefs(page);
    expect(hrefs.length).toBeGreaterThan(0);
    await expect(page.getByRole('navigation', { name: 'Lapozás' }).getByRole('link')).toHaveCount(
      hrefs.length,
    );
    for (const href of hrefs) expect(href).toMatch(/^\/legfrissebb(?:\?oldal=\d+)?$/);
    expect(hrefs).toContain('/legfrissebb?oldal=2');
  });

  test('/archivum?term=…: every result by the public selectors, page by page as /api/search', async ({
    page,
    request,
  }) => {
    let term = '';
    for (const candidate of ['szerint', 'nem', 'az']) {
      const answer = await listAnswer(request, `/api/search?term=${candidate}`);
      if (answer.totalItems > 10) {
        term = candidate;
        break;
      }
    }
    expect(term, 'a common word with more than one page of results').not.toBe('');
    for (const oldal of [1, 2]) {
      const answer = await listAnswer(request, `/api/search?term=${term}&oldal=${oldal}`);
      // 10 a page (SEARCH_PAGE_SIZE), fewer only on the last.
      expect(answer.items, `oldal=${oldal}`).toHaveLength(
        Math.min(10, answer.totalItems - 10 * (oldal - 1)),
      );
      const response = await page.goto(
        `/archivum?term=${term}${oldal > 1 ? `&oldal=${oldal}` : ''}`,
      );
      expect(response?.status()).toBe(200);
      const results = await cardHooks(page, LIST.item, 'item');
      expect(
        results.map((card) => card.titles[0]),
        `oldal=${oldal}`,
      ).toEqual(answer.items.map(titleHref));
      expect(
        results.map((card) => card.sections[0]),
        `oldal=${oldal}`,
      ).toEqual(answer.items.map((item) => sectionPath(item.mainSuperTag.slug)));
      expectCompleteCards(results, `result on oldal=${oldal}`);
      await expect(page.locator(LIST.highlight)).toHaveCount(0);
      // The page links keep the term.
      const hrefs = await pageLinkHrefs(page);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        const url = new URL(href, 'http://localhost');
        expect(url.pathname, href).toBe('/archivum');
        expect(url.searchParams.get('term'), href).toBe(term);
      }
    }
  });

  test('sections with a route of their own are linked by it: /english lists link /english', async ({
    page,
    request,
  }) => {
    const answer = await listAnswer(request, '/api/articles?filters[mstag]=english');
    expect(answer.items.length).toBeGreaterThan(0);
    await page.goto('/english');
    const cards = await cardHooks(page, LIST.item, 'item');
    expect(cards.map((card) => card.titles[0])).toEqual(answer.items.map(titleHref));
    expect(cards.map((card) => card.sections[0])).toEqual(answer.items.map(() => '/english'));
    expectCompleteCards(cards, 'english item');
  });
});
