// Lists of top-level articles: one page of ids through the partial indexes first, rows joined
// afterwards; stored counts per list; list titles; items by slug; date ranges; a section's articles
// with map coordinates. Also the row helpers the other store modules build list results with.
import { feedPaths } from '../../routing/feedPaths';
import {
  MAP_ARTICLES_LIMIT,
  type ContentSource,
  type ListFilter,
  type MapArticle,
} from '../contentSource';
import type { ListItem, ListResult } from '../../schemas/article';
import { totalPages } from '../../rules/paging';
import type { StoreContext } from './context';

export const parseItem = (json: string) => JSON.parse(json) as ListItem;

/** `?, ?, …` for a list of n values. */
export const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** List items for `ids`, in that order (unknown ids left out). */
export async function itemsByIds({ db }: StoreContext, ids: number[]): Promise<ListItem[]> {
  if (ids.length === 0) return [];
  const rows = await db.all<{ id: number; item: string }>(
    `SELECT id, item FROM articles WHERE id IN (${placeholders(ids.length)})`,
    ids,
  );
  const byId = new Map(rows.map((row) => [row.id, parseItem(row.item)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listResult(
  ctx: StoreContext,
  ids: number[],
  totalItems: number,
  page: number,
  perPage: number,
  rss: string | null,
): Promise<ListResult> {
  return {
    items: await itemsByIds(ctx, ids),
    page,
    perPage,
    totalItems,
    totalPages: totalPages(totalItems, perPage),
    rss,
  };
}

/** The stored number of active top-level articles on a list of the edition (kind 'all': all). */
export async function storedCount(
  { db, bit }: StoreContext,
  kind: string,
  key: string,
): Promise<number> {
  const row = await db.get<{ count: number }>(
    'SELECT count FROM list_counts WHERE kind = ? AND key = ? AND edition = ?',
    [kind, key, bit],
  );
  return row?.count ?? 0;
}

/** The stored counts of several lists of one kind, in one read (lists without articles left out). */
export async function storedCounts(
  { db, bit }: StoreContext,
  kind: string,
  keys: readonly string[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db.all<{ key: string; count: number }>(
    `SELECT key, count FROM list_counts WHERE kind = ? AND edition = ? AND key IN (${placeholders(keys.length)})`,
    [kind, bit, ...keys],
  );
  return new Map(rows.map((row) => [row.key, row.count]));
}

async function listTitle(
  { db }: StoreContext,
  filter: ListFilter,
): Promise<Pick<ListResult, 'title' | 'author'>> {
  if (filter.kind === 'mstag' || filter.kind === 'tag') {
    const table = filter.kind === 'mstag' ? 'super_tags' : 'tags';
    const row = await db.get<{ name: string }>(`SELECT name FROM ${table} WHERE slug = ?`, [
      filter.key,
    ]);
    return row ? { title: row.name } : {};
  }
  if (filter.kind === 'author') {
    const row = await db.get<NonNullable<ListResult['author']>>(
      'SELECT slug, name, title, avatar AS "avatarSrc", bio FROM authors WHERE slug = ?',
      [filter.key],
    );
    return row ? { title: row.name, author: row } : {};
  }
  return {};
}

export function listQueries(
  ctx: StoreContext,
): Pick<
  ContentSource,
  'listArticles' | 'listArticlesBetween' | 'getItemsBySlugs' | 'getMapArticles'
> {
  const { db, bit, dialect } = ctx;
  return {
    async listArticles({ filter, page, perPage, excludes = [] }) {
      const offset = (page - 1) * perPage;
      const exclude = (column: string) =>
        excludes.length ? `AND ${column} NOT IN (${placeholders(excludes.length)})` : '';
      if (!filter) {
        const ids = await db.all<{ id: number }>(
          `SELECT id FROM articles WHERE active = 1 AND parent_id IS NULL AND (editions & ?) != 0 ${exclude('id')}
           ORDER BY pub_date DESC, id DESC LIMIT ? OFFSET ?`,
          [bit, ...excludes, perPage, offset],
        );
        const total = Math.max(0, (await storedCount(ctx, 'all', '')) - excludes.length);
        return listResult(
          ctx,
          ids.map((r) => r.id),
          total,
          page,
          perPage,
          feedPaths.forList(filter),
        );
      }
      const [ids, count, title] = await Promise.all([
        db.all<{ id: number }>(
          `SELECT article_id AS id FROM article_links
           WHERE kind = ? AND key = ? AND active = 1 AND (editions & ?) != 0 ${exclude('article_id')}
           ORDER BY pub_date DESC, article_id DESC LIMIT ? OFFSET ?`,
          [filter.kind, filter.key, bit, ...excludes, perPage, offset],
        ),
        storedCount(ctx, filter.kind, filter.key),
        listTitle(ctx, filter),
      ]);
      const total = Math.max(0, count - excludes.length);
      return {
        ...(await listResult(
          ctx,
          ids.map((r) => r.id),
          total,
          page,
          perPage,
          feedPaths.forList(filter),
        )),
        ...title,
      };
    },

    async listArticlesBetween({ start, end }, limit) {
      const ids = await db.all<{ id: number }>(
        `SELECT id FROM articles WHERE active = 1 AND parent_id IS NULL AND (editions & ?) != 0
           AND pub_date >= ? AND pub_date < ?
         ORDER BY pub_date DESC, id DESC LIMIT ?`,
        [bit, start, end, limit],
      );
      return itemsByIds(
        ctx,
        ids.map((r) => r.id),
      );
    },

    async getItemsBySlugs(slugs) {
      if (slugs.length === 0) return [];
      const rows = await db.all<{ slug: string; item: string }>(
        `SELECT slug, item FROM articles WHERE slug IN (${placeholders(slugs.length)})
         AND active = 1 AND (editions & ?) != 0`,
        [...slugs, bit],
      );
      const bySlug = new Map(rows.map((row) => [row.slug, parseItem(row.item)]));
      return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
    },

    // One query: the section's list, newest first, joined with the rows whose detail JSON holds
    // `geo`. Articles whose main section is inactive are hidden, as getArticle hides them.
    async getMapArticles(mstag) {
      const rows = await db.all<{ title: string; url: string; geo: string }>(
        `SELECT ${dialect.jsonField('a.item', ['title'])} AS title,
           ${dialect.jsonField('a.item', ['url'])} AS url,
           ${dialect.jsonField('a.detail', ['geo'])} AS geo
         FROM article_links l JOIN articles a ON a.id = l.article_id
         WHERE l.kind = 'mstag' AND l.key = ? AND l.active = 1 AND (l.editions & ?) != 0
           AND ${dialect.jsonTrue('a.item', ['mainSuperTag', 'active'])}
           AND ${dialect.jsonField('a.detail', ['geo'])} IS NOT NULL
         ORDER BY l.pub_date DESC, l.article_id DESC LIMIT ?`,
        [mstag, bit, MAP_ARTICLES_LIMIT],
      );
      return rows.map((row): MapArticle => ({
        title: row.title,
        url: row.url,
        geo: JSON.parse(row.geo) as MapArticle['geo'],
      }));
    },
  };
}
