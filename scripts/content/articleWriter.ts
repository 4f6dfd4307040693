// Writes built article rows into the store, on either engine: the articles, their list memberships and,
// for active top-level articles, the full-text entries of their editions. The bulk import recounts
// lists once at the end; single writes (the store writer) bump the stored counts as they go.
import { editionSlugs } from '@/editions/editionSlugs';
import { dialectOf } from '@/lib/store/dialect';
import { EDITION_BITS } from '@/lib/store/schema.sql';
import type { SqlEngine } from '@/lib/store/sqlEngine';
import type { ArticleRow } from './articleRecords';

const ARTICLE_COLUMNS = [
  'id',
  'slug',
  'type',
  'pub_date',
  'updated_at',
  'version',
  'main_super_tag',
  'parent_id',
  'pinned',
  'active',
  'editions',
  'item',
  'detail',
  'content',
] as const;

const LINK_COLUMNS = ['kind', 'key', 'article_id', 'pub_date', 'active', 'editions'] as const;

/** Writes `rows` on `db` (call it inside a transaction). */
export async function writeArticles(
  db: SqlEngine,
  rows: readonly ArticleRow[],
  { countLists }: { countLists: boolean },
): Promise<void> {
  const dialect = dialectOf(db.kind);
  await db.insertMany(
    'articles',
    ARTICLE_COLUMNS,
    rows.map((row) => [
      row.id,
      row.slug,
      row.type,
      row.pubDate,
      row.updatedAt,
      row.version,
      row.mainSuperTag,
      row.parentId,
      row.pinned ? 1 : 0,
      row.active ? 1 : 0,
      row.editions,
      JSON.stringify(row.item),
      JSON.stringify(row.detail),
      row.content,
    ]),
  );
  await db.insertMany(
    'article_links',
    LINK_COLUMNS,
    rows.flatMap((row) =>
      row.links.map(({ kind, key }) => [
        kind,
        key,
        row.id,
        row.pubDate,
        row.active ? 1 : 0,
        row.editions,
      ]),
    ),
  );
  const listed = rows.filter((row) => row.active && row.parentId === null);
  for (const edition of editionSlugs) {
    const bit = EDITION_BITS[edition];
    const inEdition = listed.filter((row) => row.editions & bit);
    await dialect.indexFullText(
      db,
      edition,
      inEdition.map((row) => ({
        id: row.id,
        pubDate: row.pubDate,
        title: row.item.title,
        lead: row.item.lead,
        body: row.text,
        tags: row.item.tags.map((tag) => tag.name).join(' '),
        links: row.links,
      })),
      { incremental: countLists },
    );
    if (!countLists) continue;
    for (const row of inEdition) {
      for (const { kind, key } of [...row.links, { kind: 'all', key: '' }]) {
        await db.run(
          `INSERT INTO list_counts (kind, key, edition, count) VALUES (?, ?, ?, 1)
           ON CONFLICT (kind, key, edition) DO UPDATE SET count = list_counts.count + 1`,
          [kind, key, bit],
        );
      }
    }
  }
}
