// The user-data port's contract on both engines: a fresh SQLite file always, a fresh PostgreSQL
// database when one is available (tests/support/postgres.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase, postgresAvailable } from '@/tests/support/postgres';
import { userDataEngine } from './getUserDataStore';
import { describeUserDataContract } from './userDataContract';

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
