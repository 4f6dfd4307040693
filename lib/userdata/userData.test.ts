// The user-data port's contract on both engines: a fresh SQLite file always, a fresh PostgreSQL
// database when one is available (tests/support/postgres.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase, postgresAvailable } from '@/tests/support/postgres';
import type { SqlEngine } from '../store/sqlEngine';
import { userDataEngine } from './getUserDataStore';
import { META_TABLE, MIGRATIONS, USERDATA_SCHEMA_PG } from './schema';
import { migrate, sqlUserData } from './sqlUserData';
import { describeUserDataContract } from '@/tests/support/userDataContract';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'userdata-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describeUserDataContract('SQLite', async () =>
  userDataEngine({ file: path.join(dir, 'userdata.db') }),
);

describe.skipIf(!postgresAvailable())('PostgreSQL', () => {
  describeUserDataContract('PostgreSQL', async () =>
    userDataEngine({ url: await freshDatabase('userdata') }),
  );
});

// A database made by the first release of this store keeps its rows through the second migration.
async function upgradesFromTheFirstVersion(engine: SqlEngine) {
  try {
    await engine.exec(MIGRATIONS[0]!(engine.kind));
    await engine.exec(`CREATE TABLE ${META_TABLE} (key text PRIMARY KEY, value text NOT NULL)`);
    await engine.run(`INSERT INTO ${META_TABLE} (key, value) VALUES ('version', '1')`);
    await engine.run(
      `INSERT INTO users (email, email_key, name, password_hash, created_at)
       VALUES ('regi@example.hu', 'regi@example.hu', 'Régi Olvasó', NULL, 1)`,
    );
    expect(await migrate(engine)).toBe(MIGRATIONS.length - 1);
    expect(await sqlUserData(engine).findUserByEmail('regi@example.hu')).toMatchObject({
      name: 'Régi Olvasó',
      role: 'reader',
    });
  } finally {
    await engine.close();
  }
}

it('upgrades a first-version SQLite database, keeping its accounts', () =>
  upgradesFromTheFirstVersion(userDataEngine({ file: path.join(dir, 'old.db') })));

it.skipIf(!postgresAvailable())(
  'upgrades a first-version PostgreSQL database, keeping its accounts',
  async () => {
    const engine = userDataEngine({ url: await freshDatabase('userdata_upgrade') });
    await engine.exec(`CREATE SCHEMA ${USERDATA_SCHEMA_PG}`);
    await upgradesFromTheFirstVersion(engine);
  },
);
