// What the two store engines spell differently, in one place: full-text search (SQLite's FTS5 tables,
// PostgreSQL's tsvector tables with the `hu_search` configuration) and reading a field of the stored
// JSON columns. Everything else is written once in the common SQL of lib/content/store/.
import { ftsQuery, searchWords, tsQuery } from '../rules/ftsQuery';
import { SEARCH_CONFIG, searchTable, searchWordsTable } from './schema.pg';
import { ftsTable, type EDITION_BITS } from './schema.sql';
import type { EngineKind, SqlEngine } from './sqlEngine';

type Edition = keyof typeof EDITION_BITS;

/** A search filter on list membership: in any of the lists `keys` of `kind` (or in none). */
export interface LinkFilter {
  kind: string;
  keys: string[];
  negate?: boolean;
}

/** Bits of a full-text key below the publication time: the article id (a positive 31-bit integer). */
const KEY_ID_BITS = 31;
/** The largest article id a full-text key can carry (PostgreSQL's `integer` holds no more either). */
export const MAX_ARTICLE_ID = 2 ** KEY_ID_BITS - 1;

/**
 * An article's key in the full-text index: its publication time (seconds), then its id, in one 64-bit
 * integer. Key order is the lists' order (pub_date DESC, id DESC) whatever order ids were given in, so
 * the index hands out matches newest first and a page stops early; ids stay stable (an older article
 * imported later gets a new, higher id and still sorts by its date).
 */
export function fullTextKey(pubDate: number, id: number): bigint {
  if (!Number.isInteger(id) || id < 1 || id > MAX_ARTICLE_ID)
    throw new RangeError(`article id ${id} is outside 1..${MAX_ARTICLE_ID}`);
  return (BigInt(pubDate) << BigInt(KEY_ID_BITS)) | BigInt(id);
}

/** The article id held by a full-text key column, as SQL (both engines' integers are two's complement). */
const keyId = (key: string) => `(${key} & ${MAX_ARTICLE_ID})`;

/** One edition's full-text index, as the search planner and the typeahead read it. */
export interface FullTextIndex {
  /** The table to select from. */
  table: string;
  /** The article id of a match, as SQL. */
  id: string;
  /** The match's full-text key (fullTextKey), as SQL: ordered by it, matches come newest first. */
  key: string;
  /** A WHERE condition taking the query of `query()` as its one parameter. */
  match: string;
  /** What a reader typed, as this engine's query; null when nothing searchable is left. */
  query(input: string, options?: { prefixLast?: boolean }): string | null;
  /**
   * Where the index also holds each article's list memberships: a WHERE condition taking the text
   * query and `membership(links)` as its two parameters, so one index lookup applies the filters.
   */
  matchWithMembership?: string;
  membership?(links: readonly LinkFilter[]): string;
  /**
   * Where the engine keeps per-word counts: a query answering `{ n }`, the number of matches of a
   * one-word query (its one parameter: the word as `query()` gave it).
   */
  wordCount?: string;
}

/** What the full-text index holds of an article. */
export interface FullTextEntry {
  id: number;
  /** Publication time (seconds): with the id, the entry's key (fullTextKey). */
  pubDate: number;
  title: string;
  lead: string;
  body: string;
  tags: string;
  /** Its lists (section, tag, author, flag). */
  links: ReadonlyArray<{ kind: string; key: string }>;
}

/**
 * A list membership as a lexeme of the PostgreSQL index: `kind:key`. Readers' words never contain a
 * colon (searchWords), so no search can hit one by accident.
 */
const membershipLexeme = (kind: string, key: string) => `${kind}:${key}`;
/** A lexeme quoted for tsquery input (quotes and backslashes doubled). */
const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/['\\]/g, (c) => c + c)}'`;
/** Separates the membership lexemes of one article in a batch's text column. */
const LEXEME_SEPARATOR = '\u001f';

export interface StoreDialect {
  fullText(edition: Edition): FullTextIndex;
  /**
   * Adds active top-level articles to an edition's full-text index; `incremental` for single writes
   * (a bulk import recounts at its end).
   */
  indexFullText(
    db: SqlEngine,
    edition: Edition,
    entries: readonly FullTextEntry[],
    options: { incremental: boolean },
  ): Promise<void>;
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
    // Qualified: in a correlated subquery a bare `rowid` is the inner table's own.
    const key = `${table}.rowid`;
    return { table, id: keyId(key), key, match: `${table} MATCH ?`, query: ftsQuery };
  },
  async indexFullText(db, edition, entries) {
    await db.insertMany(
      ftsTable(edition),
      ['rowid', 'title', 'lead', 'body', 'tags'],
      entries.map((e) => [fullTextKey(e.pubDate, e.id), e.title, e.lead, e.body, e.tags]),
    );
  },
  jsonField: (column, path) => `json_extract(${column}, '$.${path.join('.')}')`,
  jsonTrue: (column, path) => `json_extract(${column}, '$.${path.join('.')}') = 1`,
  writeLock: null,
};

const postgres: StoreDialect = {
  fullText: (edition) => {
    const table = searchTable(edition);
    const key = `${table}.key`;
    return {
      table,
      id: `CAST(${keyId(key)} AS integer)`,
      key,
      match: `${table}.doc @@ to_tsquery('${SEARCH_CONFIG}', ?)`,
      query: tsQuery,
      // A common word in a section: the two posting lists meet in the index instead of a check of
      // every match against the link table (90 ms against 25 with 200,000 articles).
      matchWithMembership: `${table}.doc @@ (to_tsquery('${SEARCH_CONFIG}', ?) && ?::tsquery)`,
      wordCount: `SELECT count AS n FROM ${searchWordsTable(edition)}
        WHERE word = ANY (tsvector_to_array(to_tsvector('${SEARCH_CONFIG}', ?)))`,
      membership: (links) =>
        links
          .map((link) => {
            const any = link.keys.map((key) => quoteLexeme(membershipLexeme(link.kind, key)));
            const either = `(${any.join(' | ')})`;
            return link.negate ? `!${either}` : either;
          })
          .join(' & '),
    };
  },
  async indexFullText(db, edition, entries, { incremental }) {
    // One statement per batch: the server computes the vectors from the texts' words.
    // Keys as decimal text: a 64-bit key is no JavaScript number.
    const rows = entries.map((e) => [
      fullTextKey(e.pubDate, e.id).toString(),
      searchWords(`${e.title} ${e.lead} ${e.body} ${e.tags}`).join(' '),
      e.links.map((link) => membershipLexeme(link.kind, link.key)).join(LEXEME_SEPARATOR),
    ]);
    const perStatement = 5_000;
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement);
      await db.run(
        `INSERT INTO ${searchTable(edition)} (key, doc)
         SELECT key, to_tsvector('${SEARCH_CONFIG}', text)
           || array_to_tsvector(array_remove(string_to_array(lists, E'\\x1f'), ''))
         FROM unnest(?::bigint[], ?::text[], ?::text[]) AS t (key, text, lists)`,
        [0, 1, 2].map((column) => chunk.map((row) => row[column])),
      );
      if (!incremental) continue;
      await db.run(
        `INSERT INTO ${searchWordsTable(edition)} (word, count)
         SELECT word, CAST(count(*) AS INTEGER) FROM ${searchTable(edition)},
           unnest(tsvector_to_array(doc)) AS word
         WHERE key = ANY (?::bigint[]) GROUP BY word
         ON CONFLICT (word) DO UPDATE SET count = ${searchWordsTable(edition)}.count + excluded.count`,
        [chunk.map((row) => row[0])],
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
