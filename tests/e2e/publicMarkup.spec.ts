// Public markup hooks (DESIGN "Public surface compatibility"): tools that read news sites find an
// article's parts by plain ids and classes, whatever our hashed class names are. The article checks
// compare what those selectors find with the article's own JSON (/api/articles/{slug}), in both
// editions; the direct-child chains (`>`) are part of the contract.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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
