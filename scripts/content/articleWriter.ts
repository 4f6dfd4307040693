// Writes built article rows into the store: the article, its list memberships and, for active top-level
// articles, the full-text entries of its editions. The bulk import recounts lists once at the end;
// single writes (the store writer) bump the stored counts as they go.
import { editionSlugs } from '@/editions/editionSlugs';
import type { Store } from '@/lib/store/openStore';
import { EDITION_BITS, ftsTable } from '@/lib/store/schema.sql';
import type { ArticleRow } from './articleRecords';

export function articleWriter(db: Store, { countLists }: { countLists: boolean }) {
  const article = db.prepare(`INSERT INTO articles
    (id, slug, type, pub_date, updated_at, version, main_super_tag, parent_id, pinned, active, editions, item, detail, content)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const link = db.prepare(
    'INSERT INTO article_links (kind, key, article_id, pub_date, active, editions) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const count = db.prepare(
    `INSERT INTO list_counts (kind, key, edition, count) VALUES (?, ?, ?, 1)
     ON CONFLICT (kind, key, edition) DO UPDATE SET count = count + 1`,
  );
  const fts = editionSlugs.map((edition) => ({
    bit: EDITION_BITS[edition],
    insert: db.prepare(
      `INSERT INTO ${ftsTable(edition)} (rowid, title, lead, body, tags) VALUES (?, ?, ?, ?, ?)`,
    ),
  }));

  return (row: ArticleRow) => {
    article.run(
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
    );
    const listed = row.active && row.parentId === null;
    const editions = fts.filter(({ bit }) => row.editions & bit);
    for (const { kind, key } of row.links) {
      link.run(kind, key, row.id, row.pubDate, row.active ? 1 : 0, row.editions);
      if (countLists && listed) editions.forEach(({ bit }) => count.run(kind, key, bit));
    }
    if (!listed) return;
    const tags = row.item.tags.map((tag) => tag.name).join(' ');
    for (const { bit, insert } of editions) {
      insert.run(row.id, row.item.title, row.item.lead, row.text, tags);
      if (countLists) count.run('all', '', bit);
    }
  };
}
