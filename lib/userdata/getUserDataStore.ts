// Picks the user-data store of this process: PostgreSQL (schema `userdata`) when DATABASE_URL is set,
// else the SQLite file $DATA_DIR/userdata.db, kept apart from the content store (which each import
// replaces). Migrated once, on first use.
import path from 'node:path';
import { databaseUrl, writeStore } from '../store/openStore';
import { postgresEngine } from '../store/postgresEngine';
import type { SqlEngine } from '../store/sqlEngine';
import { sqliteEngine } from '../store/sqliteEngine';
import { storePath } from '../store/storePath';
import { USERDATA_SCHEMA_PG } from './schema';
import { migrate, sqlUserData } from './sqlUserData';
import type { UserDataStore } from './userDataStore';

export function userDataPath(): string {
  return path.join(path.dirname(storePath()), 'userdata.db');
}

/** An engine on the user-data store: `url` (PostgreSQL) if given, else the SQLite file `file`. */
export function userDataEngine({ url, file }: { url?: string; file?: string } = {}): SqlEngine {
  if (url) return postgresEngine(url, { schema: USERDATA_SCHEMA_PG });
  return sqliteEngine(() => writeStore(file ?? userDataPath()));
}

/** A migrated store on `engine`. */
export async function openUserData(engine: SqlEngine): Promise<UserDataStore> {
  await migrate(engine);
  return sqlUserData(engine);
}

let shared: Promise<UserDataStore> | undefined;

export function getUserDataStore(): Promise<UserDataStore> {
  shared ??= openUserData(userDataEngine({ url: databaseUrl() })).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}
