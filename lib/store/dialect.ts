// What the two store engines spell differently, in one place: full-text search (SQLite's FTS5 tables,
// PostgreSQL's tsvector tables with the `hu_search` configuration) and reading a field of the stored
// JSON columns. Everything else is written once in the common SQL of lib/content/store/.
import { ftsQuery, searchWords, tsQuery } from '../rules/ftsQuery';
import { SEARCH_CONFIG, searchTable } from './schema.pg';
import { ftsTable, type EDITION_BITS } from './schema.sql';
import type { EngineKind, SqlEngine } from './sqlEngine';

type Edition = keyof typeof EDITION_BITS;

/** One edition's full-text index, as the search planner and the typeahead read it. */
export interface FullTextIndex {
  /** The table to select from. */
  table: string;
  /** The article id of a match (date order is id order: ids follow publication). */
  id: string;
  /** A WHERE condition taking the query of `query()` as its one parameter. */
  match: string;
  /** What a reader typed, as this engine's query; null when nothing searchable is left. */
  query(input: string, options?: { prefixLast?: boolean }): string | null;
}

/** What the full-text index holds of an article. */
export interface FullTextEntry {
  id: number;
  title: string;
  lead: string;
  body: string;
  tags: string;
}

export interface StoreDialect {
  fullText(edition: Edition): FullTextIndex;
  /** Adds active top-level articles to an edition's full-text index. */
  indexFullText(db: SqlEngine, edition: Edition, entries: readonly FullTextEntry[]): Promise<void>;
  /** A field of a JSON text column, as SQL text (null when absent or JSON null). */
  jsonField(column: string, path: readonly string[]): string;
  /** A condition: that boolean field of a JSON text column is true. */
  jsonTrue(column: string, path: readonly string[]): string;
  /**
   * The statement a store writer's transaction starts with so that concurrent writers queue (readers
   * go on); null where the transaction itself already takes the write lock (SQLite's BEGIN IMMEDIATE).
   */
  writeLock: string | null;
}

const sqlite: StoreDialect = {
  fullText: (edition) => {
    const table = ftsTable(edition);
    return { table, id: 'rowid', match: `${table} MATCH ?`, query: ftsQuery };
  },
  async indexFullText(db, edition, entries) {
    await db.insertMany(
      ftsTable(edition),
      ['rowid', 'title', 'lead', 'body', 'tags'],
      entries.map((e) => [e.id, e.title, e.lead, e.body, e.tags]),
    );
  },
  jsonField: (column, path) => `json_extract(${column}, '$.${path.join('.')}')`,
  jsonTrue: (column, path) => `json_extract(${column}, '$.${path.join('.')}') = 1`,
  writeLock: null,
};

const postgres: StoreDialect = {
  fullText: (edition) => {
    const table = searchTable(edition);
    return {
      table,
      id: `${table}.id`,
      match: `${table}.doc @@ to_tsquery('${SEARCH_CONFIG}', ?)`,
      query: tsQuery,
    };
  },
  async indexFullText(db, edition, entries) {
    // One statement per batch: the server computes the vectors from the texts' words.
    const rows = entries.map((e) => [
      e.id,
      searchWords(`${e.title} ${e.lead} ${e.body} ${e.tags}`).join(' '),
    ]);
    const perStatement = 5_000;
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement);
      await db.run(
        `INSERT INTO ${searchTable(edition)} (id, doc)
         SELECT id, to_tsvector('${SEARCH_CONFIG}', text)
         FROM unnest(?::integer[], ?::text[]) AS t (id, text)`,
        [chunk.map((row) => row[0]), chunk.map((row) => row[1])],
      );
    }
  },
  jsonField: (column, path) => `(${column}::jsonb #>> '{${path.join(',')}}')`,
  jsonTrue: (column, path) => `(${column}::jsonb #>> '{${path.join(',')}}') = 'true'`,
  writeLock: 'LOCK TABLE articles IN EXCLUSIVE MODE',
};

export function dialectOf(kind: EngineKind): StoreDialect {
  return kind === 'sqlite' ? sqlite : postgres;
}
