// Lists of top-level articles: one page of ids through the partial indexes first, rows joined
// afterwards; stored counts per list; list titles; items by slug; date ranges; a section's articles
// with map coordinates. Also the row helpers the other local modules build list results with.
import { feedPaths } from '../../routing/feedPaths';
import {
  MAP_ARTICLES_LIMIT,
  type ContentSource,
  type ListFilter,
  type MapArticle,
} from '../contentSource';
import type { ListItem, ListResult } from '../../schemas/article';
import { totalPages } from '../../rules/paging';
import type { LocalContext } from './context';

export const parseItem = (json: string) => JSON.parse(json) as ListItem;

/** List items for `ids`, in that order (unknown ids left out). */
export function itemsByIds({ db }: LocalContext, ids: number[]): ListItem[] {
  if (ids.length === 0) return [];
  const rows = db()
    .prepare(`SELECT id, item FROM articles WHERE id IN (${ids.map(() => '?').join(',')})`)
    .all(...ids) as Array<{ id: number; item: string }>;
  const byId = new Map(rows.map((row) => [row.id, parseItem(row.item)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function listResult(
  ctx: LocalContext,
  ids: number[],
  totalItems: number,
  page: number,
  perPage: number,
  rss: string | null,
): ListResult {
  return {
    items: itemsByIds(ctx, ids),
    page,
    perPage,
    totalItems,
    totalPages: totalPages(totalItems, perPage),
    rss,
  };
}

/** The stored number of active top-level articles on a list of the edition (kind 'all': all). */
export function storedCount({ db, bit }: LocalContext, kind: string, key: string): number {
  const row = db()
    .prepare('SELECT count FROM list_counts WHERE kind = ? AND key = ? AND edition = ?')
    .get(kind, key, bit) as { count: number } | undefined;
  return row?.count ?? 0;
}

function listTitle({ db }: LocalContext, filter: ListFilter): Pick<ListResult, 'title' | 'author'> {
  if (filter.kind === 'mstag') {
    const row = db().prepare('SELECT name FROM super_tags WHERE slug = ?').get(filter.key) as
      { name: string } | undefined;
    return row ? { title: row.name } : {};
  }
  if (filter.kind === 'tag') {
    const row = db().prepare('SELECT name FROM tags WHERE slug = ?').get(filter.key) as
      { name: string } | undefined;
    return row ? { title: row.name } : {};
  }
  if (filter.kind === 'author') {
    const row = db()
      .prepare('SELECT slug, name, title, avatar AS avatarSrc, bio FROM authors WHERE slug = ?')
      .get(filter.key) as NonNullable<ListResult['author']> | undefined;
    return row ? { title: row.name, author: row } : {};
  }
  return {};
}

export function listQueries(
  ctx: LocalContext,
): Pick<
  ContentSource,
  'listArticles' | 'listArticlesBetween' | 'getItemsBySlugs' | 'getMapArticles'
> {
  const { db, bit } = ctx;
  return {
    async listArticles({ filter, page, perPage, excludes = [] }) {
      const offset = (page - 1) * perPage;
      const exclude = excludes.length ? `AND id NOT IN (${excludes.map(() => '?').join(',')})` : '';
      if (!filter) {
        const ids = db()
          .prepare(
            `SELECT id FROM articles WHERE active = 1 AND parent_id IS NULL AND (editions & ?) != 0 ${exclude}
             ORDER BY pub_date DESC LIMIT ? OFFSET ?`,
          )
          .all(bit, ...excludes, perPage, offset) as Array<{ id: number }>;
        const total = Math.max(0, storedCount(ctx, 'all', '') - excludes.length);
        return listResult(
          ctx,
          ids.map((r) => r.id),
          total,
          page,
          perPage,
          feedPaths.forList(filter),
        );
      }
      const ids = db()
        .prepare(
          `SELECT article_id AS id FROM article_links
           WHERE kind = ? AND key = ? AND active = 1 AND (editions & ?) != 0 ${exclude.replace('id NOT', 'article_id NOT')}
           ORDER BY pub_date DESC LIMIT ? OFFSET ?`,
        )
        .all(filter.kind, filter.key, bit, ...excludes, perPage, offset) as Array<{ id: number }>;
      const total = Math.max(0, storedCount(ctx, filter.kind, filter.key) - excludes.length);
      return {
        ...listResult(
          ctx,
          ids.map((r) => r.id),
          total,
          page,
          perPage,
          feedPaths.forList(filter),
        ),
        ...listTitle(ctx, filter),
      };
    },

    async listArticlesBetween({ start, end }, limit) {
      const ids = db()
        .prepare(
          `SELECT id FROM articles WHERE active = 1 AND parent_id IS NULL AND (editions & ?) != 0
             AND pub_date >= ? AND pub_date < ?
           ORDER BY pub_date DESC LIMIT ?`,
        )
        .all(bit, start, end, limit) as Array<{ id: number }>;
      return itemsByIds(
        ctx,
        ids.map((r) => r.id),
      );
    },

    async getItemsBySlugs(slugs) {
      if (slugs.length === 0) return [];
      const rows = db()
        .prepare(
          `SELECT slug, item FROM articles WHERE slug IN (${slugs.map(() => '?').join(',')})
           AND active = 1 AND (editions & ?) != 0`,
        )
        .all(...slugs, bit) as Array<{ slug: string; item: string }>;
      const bySlug = new Map(rows.map((row) => [row.slug, parseItem(row.item)]));
      return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
    },

    // One query: the section's list, newest first, joined with the rows whose detail JSON holds
    // `geo`. Articles whose main section is inactive are hidden, as getArticle hides them.
    async getMapArticles(mstag) {
      const rows = db()
        .prepare(
          `SELECT json_extract(a.item, '$.title') AS title, json_extract(a.item, '$.url') AS url,
             json_extract(a.detail, '$.geo') AS geo
           FROM article_links l JOIN articles a ON a.id = l.article_id
           WHERE l.kind = 'mstag' AND l.key = ? AND l.active = 1 AND (l.editions & ?) != 0
             AND json_extract(a.item, '$.mainSuperTag.active') = 1
             AND json_extract(a.detail, '$.geo') IS NOT NULL
           ORDER BY l.pub_date DESC LIMIT ?`,
        )
        .all(mstag, bit, MAP_ARTICLES_LIMIT) as Array<{ title: string; url: string; geo: string }>;
      return rows.map((row): MapArticle => ({
        title: row.title,
        url: row.url,
        geo: JSON.parse(row.geo) as MapArticle['geo'],
      }));
    },
  };
}
