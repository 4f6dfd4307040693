// The local adapter: reads the embedded store in-process (so `next build` needs no running server).
// List queries load one page of ids through the partial indexes first and join the rows afterwards.
import type { EditionSlug } from '@/editions/editionSlugs';
import { articleSchema, type Article, type ListItem, type ListResult } from '../schemas/article';
import { menusSchema } from '../schemas/menu';
import { SUB_ARTICLE_PAGE_SIZE } from '../constants';
import { ftsQuery } from '../rules/ftsQuery';
import { totalPages } from '../rules/paging';
import type { SearchFilters } from '../rules/searchFilters';
import { readStore } from '../store/openStore';
import { EDITION_BITS, ftsTable } from '../store/schema.sql';
import type { AutocompleteItem, ContentSource, ListFilter, SearchQuery } from './contentSource';

const MORE_FROM_AUTHORS = 3;
const AUTOCOMPLETE_PER_CATEGORY = 5;

interface ArticleRecord {
  id: number;
  item: string;
  detail: string;
  content: string;
  active: number;
}

const parseItem = (json: string) => JSON.parse(json) as ListItem;

type TaxonKind = 'mstag' | 'tag' | 'author';

/** A search filter on list membership: in any of the lists `keys` of `kind` (or in none). */
interface LinkFilter {
  kind: string;
  keys: string[];
  negate?: boolean;
}

/** Lowercase without accents, so 'arviz' matches 'Árvíz'. */
function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function rssPath(filter: ListFilter | undefined): string | null {
  if (!filter) return '/rss';
  const prefix = { mstag: 'rovat', tag: 'cimke', author: 'szerzo', flag: null }[filter.kind];
  return prefix ? `/rss/${prefix}/${filter.key}` : null;
}

export function createLocalSource(edition: EditionSlug): ContentSource {
  const bit = EDITION_BITS[edition];
  const fts = ftsTable(edition);
  const db = () => readStore();

  function itemsByIds(ids: number[]): ListItem[] {
    if (ids.length === 0) return [];
    const rows = db()
      .prepare(`SELECT id, item FROM articles WHERE id IN (${ids.map(() => '?').join(',')})`)
      .all(...ids) as Array<{ id: number; item: string }>;
    const byId = new Map(rows.map((row) => [row.id, parseItem(row.item)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  function listResult(
    ids: number[],
    totalItems: number,
    page: number,
    perPage: number,
    rss: string | null,
  ): ListResult {
    return {
      items: itemsByIds(ids),
      page,
      perPage,
      totalItems,
      totalPages: totalPages(totalItems, perPage),
      rss,
    };
  }

  function storedCount(kind: string, key: string): number {
    const row = db()
      .prepare('SELECT count FROM list_counts WHERE kind = ? AND key = ? AND edition = ?')
      .get(kind, key, bit) as { count: number } | undefined;
    return row?.count ?? 0;
  }

  function listTitle(filter: ListFilter): Pick<ListResult, 'title' | 'author'> {
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

  // Sections, tags and authors are few: kept in memory for name lookups and autocomplete.
  interface Taxon {
    slug: string;
    name: string;
    /** Lowercase, accents removed: what readers' input is compared with. */
    folded: string;
  }
  let taxa: Record<TaxonKind, Taxon[]> | undefined;
  function taxonomy(): Record<TaxonKind, Taxon[]> {
    const load = (sql: string) =>
      (db().prepare(sql).all(bit) as Array<{ slug: string; name: string }>).map((row) => ({
        ...row,
        folded: foldText(row.name),
      }));
    taxa ??= {
      mstag: load('SELECT slug, name FROM super_tags WHERE active = 1 AND (editions & ?) != 0'),
      tag: load('SELECT slug, name FROM tags WHERE ? > 0'),
      author: load('SELECT slug, name FROM authors WHERE ? > 0'),
    };
    return taxa;
  }

  // Filters may name things by slug or, as the search bar's tags do, by their displayed name.
  function resolveKeys(kind: TaxonKind, values: string[]): string[] {
    return values.map(
      (value) => taxonomy()[kind].find((taxon) => taxon.folded === foldText(value))?.slug ?? value,
    );
  }

  /** Up to AUTOCOMPLETE_PER_CATEGORY taxa whose name contains the input, most articles first. */
  function suggest(
    kind: TaxonKind,
    input: string,
  ): Array<{ slug: string; text: string; count: number }> {
    const needle = foldText(input);
    return taxonomy()
      [kind].filter((taxon) => taxon.folded.includes(needle))
      .map((taxon) => ({
        slug: taxon.slug,
        text: taxon.name,
        count: storedCount(kind, taxon.slug),
      }))
      .filter((taxon) => taxon.count > 0)
      .sort((a, b) => b.count - a.count)
      .slice(0, AUTOCOMPLETE_PER_CATEGORY);
  }

  /** The single-list filter with the fewest stored articles, if the filters name one. */
  function shortestList(links: readonly LinkFilter[]): LinkFilter | undefined {
    let shortest: { link: LinkFilter; size: number } | undefined;
    for (const link of links) {
      if (link.negate || link.keys.length !== 1) continue;
      const size = storedCount(link.kind, link.keys[0]!);
      if (!shortest || size < shortest.size) shortest = { link, size };
    }
    return shortest?.link;
  }

  function searchIds(
    query: SearchQuery,
    limit: number,
    offset: number,
  ): { ids: number[]; total: number } {
    const f: SearchFilters = query.filters;
    const text = [query.term ?? '', ...f.titleTerms].join(' ');
    const match = ftsQuery(text);
    if (text.trim() && !match) return { ids: [], total: 0 };
    // Filters on list membership, each a check of the link table's primary key per candidate.
    const links: LinkFilter[] = [];
    if (f.sections.length) links.push({ kind: 'mstag', keys: resolveKeys('mstag', f.sections) });
    if (f.anyTags.length) links.push({ kind: 'tag', keys: resolveKeys('tag', f.anyTags) });
    for (const tag of resolveKeys('tag', f.allTags)) links.push({ kind: 'tag', keys: [tag] });
    if (f.authors.length) links.push({ kind: 'author', keys: resolveKeys('author', f.authors) });
    for (const flag of f.flags) links.push({ kind: 'flag', keys: [flag] });
    if (f.notTags.length)
      links.push({ kind: 'tag', keys: resolveKeys('tag', f.notTags), negate: true });
    if (match && typeof f.parentId === 'number') return { ids: [], total: 0 };

    // Candidates arrive in date order, so a page stops early. With a term they come from the
    // edition's full-text index (only its active top-level articles; date order is rowid order).
    // Without one, from the shortest list the filters name (lists hold only top-level articles):
    // a rare combination such as a section's most important articles then costs the length of
    // the shorter list, not a walk through the whole archive (0.5 s with 200,000 articles).
    const driver = match || typeof f.parentId === 'number' ? undefined : shortestList(links);
    const id = match ? 'rowid' : driver ? 'd.article_id' : 'a.id';
    const where: string[] = [];
    const params: unknown[] = [];
    let from: string;
    if (match) {
      from = fts;
      where.push(`${fts} MATCH ?`);
      params.push(match);
    } else if (driver) {
      from = 'article_links d';
      where.push('d.kind = ?', 'd.key = ?', 'd.active = 1', '(d.editions & ?) != 0');
      params.push(driver.kind, driver.keys[0], bit);
    } else {
      from = 'articles a';
      where.push('a.active = 1', '(a.editions & ?) != 0');
      params.push(bit);
      if (f.parentId === undefined || f.parentId === null) where.push('a.parent_id IS NULL');
      else {
        where.push('a.parent_id = ?');
        params.push(f.parentId);
      }
    }
    // A point lookup on the link table's primary key per candidate (an IN (subquery) made FTS5
    // look up every listed id: 0.5 s).
    for (const link of links) {
      if (link === driver) continue;
      where.push(
        `${link.negate ? 'NOT ' : ''}EXISTS (SELECT 1 FROM article_links l WHERE l.kind = ? AND l.key IN (${link.keys.map(() => '?').join(',')}) AND l.article_id = ${id})`,
      );
      params.push(link.kind, ...link.keys);
    }

    const sql = `FROM ${from} WHERE ${where.join(' AND ')}`;
    const order = match ? 'ORDER BY rowid DESC' : `ORDER BY ${driver ? 'd' : 'a'}.pub_date DESC`;
    const ids = (
      db()
        .prepare(`SELECT ${id} AS id ${sql} ${order} LIMIT ? OFFSET ?`)
        .all(...params, limit, offset) as Array<{ id: number }>
    ).map((r) => r.id);
    // Everything of the edition (the archive page without a term or filter): the stored count.
    const unfiltered = !match && links.length === 0 && typeof f.parentId !== 'number';
    const total = unfiltered
      ? storedCount('all', '')
      : (
          db()
            .prepare(`SELECT count(*) AS n ${sql}`)
            .get(...params) as { n: number }
        ).n;
    return { ids, total };
  }

  const source: ContentSource = {
    async getMenus() {
      return menusSchema.parse(await source.getDocument('menus'));
    },

    async getArticle(key, options = {}) {
      const row = db()
        .prepare(
          `SELECT id, item, detail, content, active FROM articles
           WHERE ${'slug' in key ? 'slug = ?' : 'id = ?'} AND (editions & ?) != 0`,
        )
        .get('slug' in key ? key.slug : key.id, bit) as ArticleRecord | undefined;
      if (!row) return null;
      const item = parseItem(row.item);
      const visible = item.active && item.mainSuperTag.active;
      if (!visible && !options.includeInactive) return null;
      const subArticles =
        item.type === 'liveblog'
          ? (await source.getArticleItems(row.id, { page: 1, perPage: SUB_ARTICLE_PAGE_SIZE }))
              .items
          : [];
      const authorSlugs = item.articleAuthors.map((a) => a.slug);
      const moreFromAuthors = authorSlugs.length
        ? itemsByIds(
            (
              db()
                .prepare(
                  `SELECT DISTINCT article_id AS id, pub_date FROM article_links
                   WHERE kind = 'author' AND key IN (${authorSlugs.map(() => '?').join(',')})
                     AND active = 1 AND (editions & ?) != 0 AND article_id != ?
                   ORDER BY pub_date DESC LIMIT ?`,
                )
                .all(...authorSlugs, bit, row.id, MORE_FROM_AUTHORS) as Array<{ id: number }>
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
      const row = db()
        .prepare(
          'SELECT version FROM articles WHERE slug = ? AND active = 1 AND (editions & ?) != 0',
        )
        .get(slug, bit) as { version: number } | undefined;
      return row?.version ?? null;
    },

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
        const total = Math.max(0, storedCount('all', '') - excludes.length);
        return listResult(
          ids.map((r) => r.id),
          total,
          page,
          perPage,
          rssPath(filter),
        );
      }
      const ids = db()
        .prepare(
          `SELECT article_id AS id FROM article_links
           WHERE kind = ? AND key = ? AND active = 1 AND (editions & ?) != 0 ${exclude.replace('id NOT', 'article_id NOT')}
           ORDER BY pub_date DESC LIMIT ? OFFSET ?`,
        )
        .all(filter.kind, filter.key, bit, ...excludes, perPage, offset) as Array<{ id: number }>;
      const total = Math.max(0, storedCount(filter.kind, filter.key) - excludes.length);
      return {
        ...listResult(
          ids.map((r) => r.id),
          total,
          page,
          perPage,
          rssPath(filter),
        ),
        ...listTitle(filter),
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
      return itemsByIds(ids.map((r) => r.id));
    },

    async getArticleItems(id, { page, perPage }) {
      const ids = db()
        .prepare(
          `SELECT id FROM articles WHERE parent_id = ? AND active = 1
           ORDER BY pinned DESC, pub_date DESC LIMIT ? OFFSET ?`,
        )
        .all(id, perPage, (page - 1) * perPage) as Array<{ id: number }>;
      const total = (
        db()
          .prepare('SELECT count(*) AS n FROM articles WHERE parent_id = ? AND active = 1')
          .get(id) as { n: number }
      ).n;
      return listResult(
        ids.map((r) => r.id),
        total,
        page,
        perPage,
        null,
      );
    },

    async search(query) {
      const { ids, total } = searchIds(query, query.perPage, (query.page - 1) * query.perPage);
      return listResult(ids, total, query.page, query.perPage, null);
    },

    async typeahead(term, limit) {
      const match = ftsQuery(term, { prefixLast: true });
      if (!match) return { items: [] };
      const ids = db()
        .prepare(`SELECT rowid AS id FROM ${fts} WHERE ${fts} MATCH ? ORDER BY rowid DESC LIMIT ?`)
        .all(match, limit) as Array<{ id: number }>;
      return { items: itemsByIds(ids.map((r) => r.id)) };
    },

    async autocomplete(term, filters) {
      if (!term.trim()) return { items: [] };
      const category = (text: string, type: string): AutocompleteItem => ({
        text,
        type,
        count: 0,
        classes: ['separator'],
      });
      const sections = suggest('mstag', term);
      const tags = suggest('tag', term);
      const authors = suggest('author', term);
      const titleCount = searchIds({ term, filters, page: 1, perPage: 1 }, 1, 0).total;
      const items: AutocompleteItem[] = [];
      if (sections.length)
        items.push(
          category('Rovatok', 'superTags'),
          ...sections.map((s) => ({ ...s, type: 'superTags' })),
        );
      if (tags.length)
        items.push(category('Témák', 'tags'), ...tags.map((s) => ({ ...s, type: 'tags' })));
      if (titleCount)
        items.push(category('Cím', 'title'), {
          text: term.trim(),
          type: 'title',
          count: titleCount,
        });
      if (authors.length)
        items.push(
          category('Szerzők', 'authors'),
          ...authors.map((s) => ({ ...s, type: 'authors' })),
        );
      return { items };
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

    async getDocument(kind, key = '') {
      const row = db()
        .prepare(
          `SELECT json FROM blobs WHERE kind = ? AND key = ? AND edition IN (?, '*')
           ORDER BY edition = '*' LIMIT 1`,
        )
        .get(kind, key, edition) as { json: string } | undefined;
      return row ? (JSON.parse(row.json) as unknown) : null;
    },
  };
  return source;
}
