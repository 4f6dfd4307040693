// DDL of the embedded content store (SQLite). Ids of articles are assigned in publication order so the
// full-text index can return date-ordered pages by rowid.
export const STORE_SCHEMA_VERSION = 1;

export const storeSchema = /* sql */ `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- Named JSON documents: menus, front page blocks, common data, uniques ... (kind, edition, key).
CREATE TABLE IF NOT EXISTS blobs (
  kind TEXT NOT NULL,
  edition TEXT NOT NULL,
  key TEXT NOT NULL,
  json TEXT NOT NULL,
  PRIMARY KEY (kind, edition, key)
) WITHOUT ROWID;
`;
