// For tests that run on PostgreSQL too: whether a server is there (tests/setup/postgresServer.ts) and
// a fresh database per suite, so suites in parallel workers never see each other's rows.
import { createDatabase } from '../../scripts/lib/postgresServer';

export function postgresAvailable(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL);
}

export async function freshDatabase(name: string): Promise<string> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('no PostgreSQL for tests (TEST_DATABASE_URL)');
  return createDatabase(admin, `test_${name}_${process.pid}`);
}
