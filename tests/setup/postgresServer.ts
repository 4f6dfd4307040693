// Vitest global setup: one throw-away PostgreSQL cluster for the whole run when the binaries exist
// (scripts/ensure-postgres.sh installs them as root), or the server of TEST_DATABASE_URL. Workers
// inherit TEST_DATABASE_URL; without it the PostgreSQL suites skip (tests/support/postgres.ts).
import { findPgBin, startPostgres, type PostgresServer } from '../../scripts/lib/postgresServer';

let server: PostgresServer | undefined;

export async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  if (!findPgBin()) {
    console.warn('PostgreSQL not installed: the PostgreSQL halves of the store tests skip.');
    return;
  }
  server = await startPostgres();
  process.env.TEST_DATABASE_URL = server.url;
}

export async function teardown() {
  await server?.stop();
}
