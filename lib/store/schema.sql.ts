// DDL of the embedded content store (SQLite). Article ids are stable identities (article_ids); the
// full-text index is keyed by publication time and id (dialect.ts fullTextKey), so it returns
// date-ordered pages by rowid. Link rows copy pub_date/active/editions so list
// queries are one index range scan; counts per list are stored (count(*) on big lists is slow).
// Equal publication times are ordered by id, newest first, so every engine answers the same order.
export const STORE_SCHEMA_VERSION = 8;

/** Bit per edition in the `editions` columns. */
export const EDITION_BITS = { main: 1, regional: 2 } as const;

/** The full-text index of one edition. */
export function ftsTable(edition: keyof typeof EDITION_BITS): string {
  return `articles_fts_${edition}`;
}

// Full-text index of an edition's active top-level articles; accents and case are ignored
// ("arvizturo" finds "Árvíztűrő"); prefixes of 2-3 characters are indexed for type-ahead. One index per
// edition, so searches never join the articles table (an edition marker word in a shared index made
// every segment merge rewrite a doclist as long as the archive).
const ftsSchema = (edition: keyof typeof EDITION_BITS) => /* sql */ `
CREATE VIRTUAL TABLE ${ftsTable(edition)} USING fts5(
  title, lead, body, tags,
  content = '',
  contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);`;

export const storeSchema = /* sql */ `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- Named JSON documents: menus, front page blocks, common data, uniques ... (kind, edition, key);
-- edition '*' holds documents shared by both editions.
CREATE TABLE blobs (
  kind TEXT NOT NULL,
  edition TEXT NOT NULL,
  key TEXT NOT NULL,
  json TEXT NOT NULL,
  PRIMARY KEY (kind, edition, key)
) WITHOUT ROWID;

CREATE TABLE super_tags (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  active INTEGER NOT NULL,
  editions INTEGER NOT NULL
);

CREATE TABLE tags (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL);

CREATE TABLE authors (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  title TEXT,
  avatar TEXT,
  bio TEXT,
  editions INTEGER NOT NULL
);

-- The photos the site keeps (lib/schemas/image.ts): the original's file under $DATA_DIR, its size and
-- focal point for crops, its caption, credit and licence, and its placeholder colour and preview.
CREATE TABLE images (
  path TEXT PRIMARY KEY,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  focal_x REAL NOT NULL,
  focal_y REAL NOT NULL,
  caption TEXT NOT NULL,
  credit TEXT NOT NULL,
  licence TEXT,
  licence_url TEXT,
  source TEXT,
  color TEXT NOT NULL,
  preview TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;

-- Every id ever given to an article, by slug, carried over by each import (scripts/content/articleIds.ts).
CREATE TABLE article_ids (slug TEXT PRIMARY KEY, id INTEGER NOT NULL UNIQUE) WITHOUT ROWID;

CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  pub_date INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  version INTEGER NOT NULL,
  main_super_tag TEXT NOT NULL,
  parent_id INTEGER,
  pinned INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL,
  editions INTEGER NOT NULL,
  item TEXT NOT NULL,     -- the list item JSON (lib/schemas/article.ts listItemSchema)
  detail TEXT NOT NULL,   -- the page-only fields of the article JSON, without content
  content TEXT NOT NULL   -- body HTML
);
-- Covering for the newest-first list and its edition test, so deep pages never read article rows.
CREATE INDEX articles_newest ON articles (pub_date DESC, id DESC, editions) WHERE active = 1 AND parent_id IS NULL;
CREATE INDEX articles_children ON articles (parent_id, pinned DESC, pub_date DESC, id DESC)
  WHERE parent_id IS NOT NULL;

-- Membership of top-level articles in lists: kind is tag | mstag | author | flag.
CREATE TABLE article_links (
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  article_id INTEGER NOT NULL,
  pub_date INTEGER NOT NULL,
  active INTEGER NOT NULL,
  editions INTEGER NOT NULL,
  PRIMARY KEY (kind, key, article_id)
) WITHOUT ROWID;
CREATE INDEX article_links_list ON article_links (kind, key, pub_date DESC, article_id DESC) WHERE active = 1;
CREATE INDEX article_links_by_article ON article_links (article_id);

-- Active top-level articles per list and edition (kind 'all' = every article).
CREATE TABLE list_counts (
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  edition INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (kind, key, edition)
) WITHOUT ROWID;

${(Object.keys(EDITION_BITS) as Array<keyof typeof EDITION_BITS>).map(ftsSchema).join('\n')}
`;
