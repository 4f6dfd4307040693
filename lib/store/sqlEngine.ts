// The content store's SQL engines behind one small async interface, so the query modules of
// lib/content/store/ and the writer of scripts/content/ run unchanged on the embedded SQLite file
// (the default) and on PostgreSQL (DATABASE_URL). Statements are written once with `?` placeholders
// and the common subset of both dialects; what differs (full-text search, JSON paths, the schema)
// lives in lib/store/dialect.ts and the two schema modules.

export type EngineKind = 'sqlite' | 'postgres';

export interface SqlEngine {
  readonly kind: EngineKind;
  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  get<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  /** A write; answers the number of rows it changed. */
  run(sql: string, params?: readonly unknown[]): Promise<number>;
  /** Several statements without parameters (DDL). */
  exec(sql: string): Promise<void>;
  /** `fn` runs on one connection inside BEGIN … COMMIT; a throw rolls everything back. */
  transaction<T>(fn: (tx: SqlEngine) => Promise<T>): Promise<T>;
  /** Many rows into one table, in as few statements as the engine allows. */
  insertMany(table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void>;
  close(): Promise<void>;
}

/**
 * `?` placeholders to PostgreSQL's `$1, $2 …`. Our statements never hold a literal question mark, so
 * one outside quotes is a placeholder; one inside a quoted literal is a programming error.
 */
export function numberedPlaceholders(sql: string): string {
  let index = 0;
  let quoted = false;
  let out = '';
  for (const char of sql) {
    if (char === "'") quoted = !quoted;
    if (char === '?' && !quoted) {
      index += 1;
      out += `$${index}`;
    } else {
      if (char === '?') throw new Error(`a question mark inside a literal: ${sql}`);
      out += char;
    }
  }
  return out;
}
