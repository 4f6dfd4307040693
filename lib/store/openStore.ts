// Opens the content store: the process-wide reading engine for serving (PostgreSQL when DATABASE_URL
// is set, else the embedded SQLite file, read-only), and writing connections for the import and the
// store writer.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { timed } from '../observability/metrics';
import { postgresEngine } from './postgresEngine';
import { STORE_SCHEMA_PG } from './schema.pg';
import type { SqlEngine } from './sqlEngine';
import { sqliteEngine } from './sqliteEngine';
import { storePath } from './storePath';

export type Store = Database.Database;

/** The PostgreSQL database of the store, if one is configured. */
export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

let shared: SqlEngine | undefined;

/** The process-wide engine the store adapter reads through. */
export function readEngine(): SqlEngine {
  if (!shared) {
    const url = databaseUrl();
    shared = measured(
      url ? postgresEngine(url, { schema: STORE_SCHEMA_PG }) : sqliteEngine(readStore),
    );
  }
  return shared;
}

/** The serving engine with each read's time in the store query metric (issue 29). */
function measured(engine: SqlEngine): SqlEngine {
  const labels = { engine: engine.kind };
  return {
    kind: engine.kind,
    all: (sql, params) =>
      timed('hirvonal_store_query_duration_seconds', labels, () => engine.all(sql, params)),
    get: (sql, params) =>
      timed('hirvonal_store_query_duration_seconds', labels, () => engine.get(sql, params)),
    run: (sql, params) => engine.run(sql, params),
    exec: (sql) => engine.exec(sql),
    transaction: (fn) => engine.transaction(fn),
    insertMany: (table, columns, rows) => engine.insertMany(table, columns, rows),
    close: () => engine.close(),
  };
}

/** The embedded store file, read-only (one connection per process). */
function readStore(): Store {
  const file = storePath();
  if (!fs.existsSync(file)) {
    throw new Error(`Content store not found at ${file}: run \`npm run content\` first.`);
  }
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('query_only = ON');
  return db;
}

/** A read-write connection to an SQLite file (the import, the store writer, the user data). */
export function writeStore(file = storePath()): Store {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // Several writers (ops tools, tests) may write at once: wait for the lock instead of failing.
  db.pragma('busy_timeout = 10000');
  return db;
}

/** A writing engine on the configured store: PostgreSQL with DATABASE_URL, else the SQLite file. */
export function writeEngine(file = storePath()): SqlEngine {
  const url = databaseUrl();
  return url
    ? postgresEngine(url, { schema: STORE_SCHEMA_PG, max: 1 })
    : sqliteEngine(writeStore(file));
}
