// Test helper: one contract suite for the port's one-read methods, run against every adapter (the local
// store and the remote adapter over our own API, in localSource.test.ts). The answers must equal what
// the per-article reads they replace would give. Expects the demo store with unshifted dates.
import { SUB_ARTICLE_PAGE_SIZE } from '@/lib/constants';
import { emptyFilters } from '@/lib/rules/searchFilters';
import type { ContentSource } from '@/lib/content/contentSource';
import { sanitizeArticleHtml } from '@/lib/content/sanitizeArticleHtml';
import { getLivePosts } from '@/lib/content/services/liveBlog';

const LIVE_BLOG = 'haboru-ukrajnaban-percrol-percre';
const HIKING_SECTION = 'szepkilatas';

export function describePortContract(name: string, makeSource: () => ContentSource): void {
  describe(`ContentSource contract: ${name}`, () => {
    const source = () => makeSource();

    it.each([
      { page: 1, perPage: 30 },
      { page: 2, perPage: 7 },
      { page: 99, perPage: 7 },
    ])('reads live blog posts with their bodies in one call (%o)', async (paging) => {
      const blog = await source().getArticle({ slug: LIVE_BLOG });
      const plain = await source().getArticleItems(blog!.id, paging);
      const withContent = await source().getArticleItemsWithContent(blog!.id, paging);
      expect({
        ...withContent,
        items: withContent.items.map((item) => ({ ...item, content: undefined })),
      }).toEqual(plain);
      expect(plain.items.some((item) => 'content' in item)).toBe(false);
      expect(withContent.totalItems).toBeGreaterThanOrEqual(20);
      const bodies = await Promise.all(
        plain.items.map(async (item) => (await source().getArticle({ id: item.id }))?.content),
      );
      expect(withContent.items.map((item) => item.content)).toEqual(bodies);
      if (paging.page === 1) expect(bodies.every((body) => body?.includes('<p>'))).toBe(true);
    });

    // SPEC section 7 /api/articles/{slug}?page= and section 9 "Sub-article page size 30 (page 1)".
    it.each([1, 2, 5])("pages a live blog's subArticles 30 at a time (page %i)", async (page) => {
      const blog = await source().getArticle({ slug: LIVE_BLOG }, { page });
      const posts = await source().getArticleItems(blog!.id, {
        page,
        perPage: SUB_ARTICLE_PAGE_SIZE,
      });
      expect(blog!.subArticles.map((item) => item.id)).toEqual(posts.items.map((item) => item.id));
      if (page === 1) expect(blog!.subArticles.length).toBeGreaterThan(0);
      else {
        const first = await source().getArticle({ slug: LIVE_BLOG });
        const firstIds = new Set(first!.subArticles.map((item) => item.id));
        expect(blog!.subArticles.some((item) => firstIds.has(item.id))).toBe(false);
      }
    });

    it('gives the live blog page and endpoint the sanitised bodies of the first page', async () => {
      const blog = await source().getArticle({ slug: LIVE_BLOG });
      const posts = await getLivePosts(source(), blog!.id);
      expect(posts.map((post) => post.id)).toEqual(blog!.subArticles.map((item) => item.id));
      const first = await source().getArticle({ id: posts[0]!.id });
      expect(posts[0]).toEqual({
        id: first!.id,
        slug: first!.slug,
        title: first!.title,
        pubDate: first!.pubDate,
        pinned: first!.pinned,
        content: sanitizeArticleHtml(first!.content, { musicVariant: 'compact' }),
      });
    });

    it("lists a section's articles with coordinates, newest first, in one call", async () => {
      const section = await source().search({
        filters: { ...emptyFilters, parentId: null, sections: [HIKING_SECTION] },
        page: 1,
        perPage: 100,
      });
      const articles = await Promise.all(
        section.items.map((item) => source().getArticle({ id: item.id })),
      );
      const expected = articles.flatMap((article) =>
        article?.geo ? [{ title: article.title, url: article.url, geo: article.geo }] : [],
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(section.items.length);
      expect(await source().getMapArticles(HIKING_SECTION)).toEqual(expected);
    });

    it('answers no map articles for a section without coordinates or an unknown one', async () => {
      expect(await source().getMapArticles('belfold')).toEqual([]);
      expect(await source().getMapArticles('nincs-ilyen-rovat')).toEqual([]);
    });
  });
}
