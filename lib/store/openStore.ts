// Opens the embedded store read-only for serving (one connection per process), or read-write for import.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { storePath } from './storePath';

export type Store = Database.Database;

let shared: Store | undefined;

/** The process-wide read-only connection used by the local content adapter. */
export function readStore(): Store {
  if (!shared) {
    const file = storePath();
    if (!fs.existsSync(file)) {
      throw new Error(`Content store not found at ${file}: run \`npm run content\` first.`);
    }
    shared = new Database(file, { readonly: true, fileMustExist: true });
    shared.pragma('query_only = ON');
  }
  return shared;
}

export function writeStore(file = storePath()): Store {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // Several writers (ops tools, tests) may write at once: wait for the lock instead of failing.
  db.pragma('busy_timeout = 10000');
  return db;
}
