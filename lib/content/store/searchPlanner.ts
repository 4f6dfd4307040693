// The search planner: turns a search (term and filters) into one date-ordered SQL query, driven by the
// edition's full-text index, the shortest list the filters name, or the articles table, plus its
// count; and the `search` port method over it.
import type { SearchFilters } from '../../rules/searchFilters';
import type { ContentSource, SearchQuery } from '../contentSource';
import type { LinkFilter } from '../../store/dialect';
import type { StoreContext } from './context';
import { listResult, storedCount } from './lists';
import type { Taxonomy } from './taxonomy';

/** The single-list filter with the fewest stored articles, if the filters name one. */
async function shortestList(
  ctx: StoreContext,
  links: readonly LinkFilter[],
): Promise<LinkFilter | undefined> {
  let shortest: { link: LinkFilter; size: number } | undefined;
  for (const link of links) {
    if (link.negate || link.keys.length !== 1) continue;
    const size = await storedCount(ctx, link.kind, link.keys[0]!);
    if (!shortest || size < shortest.size) shortest = { link, size };
  }
  return shortest?.link;
}

/** One page of matching ids (`limit` from `offset`), newest first, and the number of matches. */
export async function searchIds(
  ctx: StoreContext,
  taxonomy: Taxonomy,
  query: SearchQuery,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const { db, bit, fullText } = ctx;
  const { resolveKeys } = taxonomy;
  const f: SearchFilters = query.filters;
  const text = [query.term ?? '', ...f.titleTerms].join(' ');
  const match = fullText.query(text);
  if (text.trim() && !match) return { ids: [], total: 0 };
  // Filters on list membership, each a check of the link table's primary key per candidate.
  const links: LinkFilter[] = [];
  if (f.sections.length)
    links.push({ kind: 'mstag', keys: await resolveKeys('mstag', f.sections) });
  if (f.anyTags.length) links.push({ kind: 'tag', keys: await resolveKeys('tag', f.anyTags) });
  for (const tag of await resolveKeys('tag', f.allTags)) links.push({ kind: 'tag', keys: [tag] });
  if (f.authors.length)
    links.push({ kind: 'author', keys: await resolveKeys('author', f.authors) });
  for (const flag of f.flags) links.push({ kind: 'flag', keys: [flag] });
  if (f.notTags.length)
    links.push({ kind: 'tag', keys: await resolveKeys('tag', f.notTags), negate: true });
  if (match && typeof f.parentId === 'number') return { ids: [], total: 0 };

  // Candidates arrive in date order, so a page stops early. With a term they come from the
  // edition's full-text index (only its active top-level articles; date order is key order).
  // Without one, from the shortest list the filters name (lists hold only top-level articles):
  // a rare combination such as a section's most important articles then costs the length of
  // the shorter list, not a walk through the whole archive (0.5 s with 200,000 articles).
  const driver =
    match || typeof f.parentId === 'number' ? undefined : await shortestList(ctx, links);
  const id = match ? fullText.id : driver ? 'd.article_id' : 'a.id';
  const where: string[] = [];
  const params: unknown[] = [];
  let from: string;
  // The index may hold list memberships too: then the filters join the text query.
  const inIndex = Boolean(match && links.length && fullText.matchWithMembership);
  if (match && inIndex) {
    from = fullText.table;
    where.push(fullText.matchWithMembership!);
    params.push(match, fullText.membership!(links));
  } else if (match) {
    from = fullText.table;
    where.push(fullText.match);
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
    if (link === driver || inIndex) continue;
    where.push(
      `${link.negate ? 'NOT ' : ''}EXISTS (SELECT 1 FROM article_links l WHERE l.kind = ? AND l.key IN (${link.keys.map(() => '?').join(',')}) AND l.article_id = ${id})`,
    );
    params.push(link.kind, ...link.keys);
  }

  const sql = `FROM ${from} WHERE ${where.join(' AND ')}`;
  const order = match
    ? `ORDER BY ${fullText.key} DESC`
    : `ORDER BY ${driver ? 'd' : 'a'}.pub_date DESC, ${id} DESC`;
  // Everything of the edition (the archive page without a term or filter): the stored count.
  const unfiltered = !match && links.length === 0 && typeof f.parentId !== 'number';
  // One word and nothing else: the engine's stored count of that word, where it keeps one.
  const oneWord =
    match && links.length === 0 && fullText.wordCount && /^[\p{L}\p{N}\p{M}]+$/u.test(match);
  const [rows, total] = await Promise.all([
    db.all<{ id: number }>(`SELECT ${id} AS id ${sql} ${order} LIMIT ? OFFSET ?`, [
      ...params,
      limit,
      offset,
    ]),
    unfiltered
      ? storedCount(ctx, 'all', '')
      : oneWord
        ? db.get<{ n: number }>(fullText.wordCount!, [match]).then((row) => row?.n ?? 0)
        : db
            .get<{ n: number }>(`SELECT CAST(count(*) AS INTEGER) AS n ${sql}`, params)
            .then((row) => row!.n),
  ]);
  const ids = rows.map((r) => r.id);
  return { ids, total };
}

export function searchQueries(
  ctx: StoreContext,
  taxonomy: Taxonomy,
): Pick<ContentSource, 'search'> {
  return {
    async search(query) {
      const { ids, total } = await searchIds(
        ctx,
        taxonomy,
        query,
        query.perPage,
        (query.page - 1) * query.perPage,
      );
      return listResult(ctx, ids, total, query.page, query.perPage, null);
    },
  };
}
