// Article ids are identities: `/api/article/{id}`, a live blog's posts, the quiz's and a reader's
// bookmarks all keep them. Once a slug has an id, it keeps it on every re-import, on both engines, even
// when older articles are added or the article is taken out and put back: the store's `article_ids`
// table remembers every id ever given, and an import carries it over from the store it replaces.
import { MAX_ARTICLE_ID } from '@/lib/store/dialect';
import type { SqlEngine } from '@/lib/store/sqlEngine';

/**
 * The id registry after adding `slugs` (new ones in publication order) to `registered`: a registered
 * slug keeps its id; a new one gets the next id above every id ever given, so no id is given twice.
 */
export function assignArticleIds(
  slugs: readonly string[],
  registered: ReadonlyMap<string, number>,
): Map<string, number> {
  const ids = new Map(registered);
  let last = Math.max(0, ...registered.values());
  for (const slug of slugs) {
    if (ids.has(slug)) continue;
    if (last >= MAX_ARTICLE_ID) throw new RangeError(`no article id left for '${slug}'`);
    ids.set(slug, ++last);
  }
  return ids;
}

/** A query on a table the store does not have (an empty database, or a store made before it). */
function missingTable(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '42P01' || /no such table/.test(message ?? '');
}

/**
 * The ids a store has given, by slug: its registry, or for a store made before the registry its
 * articles' ids; empty for a store without articles.
 */
export async function registeredArticleIds(db: SqlEngine): Promise<Map<string, number>> {
  for (const table of ['article_ids', 'articles']) {
    try {
      const rows = await db.all<{ slug: string; id: number }>(`SELECT slug, id FROM ${table}`);
      return new Map(rows.map((row) => [row.slug, row.id]));
    } catch (error) {
      if (!missingTable(error)) throw error;
    }
  }
  return new Map();
}

/** Writes the registry into a fresh store (inside the import's transaction). */
export async function writeArticleIds(db: SqlEngine, ids: ReadonlyMap<string, number>) {
  await db.insertMany('article_ids', ['slug', 'id'], [...ids]);
}

/** The next id never given (inside a store writer's locked transaction; register it before it ends). */
export async function newArticleId(db: SqlEngine): Promise<number> {
  const last = await db.get<{ id: number | null }>('SELECT max(id) AS id FROM article_ids');
  return assignArticleIds(['new'], new Map(last?.id ? [['', last.id]] : [])).get('new')!;
}

/**
 * The id of an article a store writer adds now (inside its locked transaction): its old id if its
 * slug was ever given one, else a new one, registered.
 */
export async function articleIdFor(db: SqlEngine, slug: string): Promise<number> {
  const known = await db.get<{ id: number }>('SELECT id FROM article_ids WHERE slug = ?', [slug]);
  if (known) return known.id;
  const id = await newArticleId(db);
  await writeArticleIds(db, new Map([[slug, id]]));
  return id;
}
