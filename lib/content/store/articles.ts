// Single articles and their children: an article with its page-only fields (a live blog's first posts,
// more from its authors), its version, and a live blog's posts, with or without their bodies.
import { articleSchema, type Article, type ListItem, type ListResult } from '../../schemas/article';
import { SUB_ARTICLE_PAGE_SIZE } from '../../constants';
import { totalPages } from '../../rules/paging';
import type { ContentSource, ListResultWithContent } from '../contentSource';
import type { StoreContext } from './context';
import { itemsByIds, parseItem, placeholders } from './lists';

const MORE_FROM_AUTHORS = 3;

interface ArticleRecord {
  id: number;
  item: string;
  detail: string;
  content: string;
  active: number;
}

export function articleQueries(
  ctx: StoreContext,
): Pick<
  ContentSource,
  'getArticle' | 'getArticleVersion' | 'getArticleItems' | 'getArticleItemsWithContent'
> {
  const { db, bit } = ctx;

  /**
   * One page of a live blog's active posts, pinned first, then newest first, in one statement (the
   * total rides along as an uncorrelated subquery), with each post's body when `withContent`.
   */
  async function childPage<T>(
    id: number,
    { page, perPage }: { page: number; perPage: number },
    withContent: boolean,
    toItem: (item: ListItem, content: string) => T,
  ): Promise<Omit<ListResult, 'items'> & { items: T[] }> {
    const countSql =
      'SELECT CAST(count(*) AS INTEGER) AS n FROM articles WHERE parent_id = ? AND active = 1';
    const rows = await db.all<{ item: string; content: string; total: number }>(
      `SELECT item, ${withContent ? 'content' : "'' AS content"}, (${countSql}) AS total
       FROM articles WHERE parent_id = ? AND active = 1
       ORDER BY pinned DESC, pub_date DESC, id DESC LIMIT ? OFFSET ?`,
      [id, id, perPage, (page - 1) * perPage],
    );
    // A page past the end has no row to carry the total.
    const totalItems =
      rows[0]?.total ?? (page === 1 ? 0 : (await db.get<{ n: number }>(countSql, [id]))!.n);
    return {
      items: rows.map((row) => toItem(parseItem(row.item), row.content)),
      page,
      perPage,
      totalItems,
      totalPages: totalPages(totalItems, perPage),
      rss: null,
    };
  }

  async function getArticleItems(
    id: number,
    paging: { page: number; perPage: number },
  ): Promise<ListResult> {
    return childPage(id, paging, false, (item) => item);
  }

  return {
    async getArticle(key, options = {}) {
      const row = await db.get<ArticleRecord>(
        `SELECT id, item, detail, content, active FROM articles
         WHERE ${'slug' in key ? 'slug = ?' : 'id = ?'} AND (editions & ?) != 0`,
        ['slug' in key ? key.slug : key.id, bit],
      );
      if (!row) return null;
      const item = parseItem(row.item);
      const visible = item.active && item.mainSuperTag.active;
      if (!visible && !options.includeInactive) return null;
      const subArticles =
        item.type === 'liveblog'
          ? (
              await getArticleItems(row.id, {
                page: options.page ?? 1,
                perPage: SUB_ARTICLE_PAGE_SIZE,
              })
            ).items
          : [];
      const authorSlugs = item.articleAuthors.map((a) => a.slug);
      const moreFromAuthors = authorSlugs.length
        ? await itemsByIds(
            ctx,
            (
              await db.all<{ id: number }>(
                `SELECT DISTINCT article_id AS id, pub_date FROM article_links
                 WHERE kind = 'author' AND key IN (${placeholders(authorSlugs.length)})
                   AND active = 1 AND (editions & ?) != 0 AND article_id != ?
                 ORDER BY pub_date DESC, id DESC LIMIT ?`,
                [...authorSlugs, bit, row.id, MORE_FROM_AUTHORS],
              )
            ).map((r) => r.id),
          )
        : [];
      return articleSchema.parse({
        ...item,
        ...JSON.parse(row.detail),
        content: row.content,
        subArticles,
        moreFromAuthors,
      }) satisfies Article;
    },

    async getArticleVersion(slug) {
      const row = await db.get<{ version: number }>(
        'SELECT version FROM articles WHERE slug = ? AND active = 1 AND (editions & ?) != 0',
        [slug, bit],
      );
      return row?.version ?? null;
    },

    getArticleItems,

    async getArticleItemsWithContent(id, paging): Promise<ListResultWithContent> {
      return childPage(id, paging, true, (item, content) => ({ ...item, content }));
    },
  };
}
