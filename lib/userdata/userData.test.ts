// The user-data port's contract on both engines: a fresh SQLite file always, a fresh PostgreSQL
// database when one is available (tests/support/postgres.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase, postgresAvailable } from '@/tests/support/postgres';
import type { SqlEngine } from '../store/sqlEngine';
import { rangeSpanIn } from '../rules/minutes';
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

// A database of the release before the minutes counter kept charges (issue 32's payments): the
// migration finds the charges their events made, so payments recorded before count in the counter too.
async function keepsTheChargesRecordedBefore(engine: SqlEngine) {
  try {
    const version = MIGRATIONS.findIndex((migration) =>
      migration(engine.kind).includes('CREATE TABLE payment_charges'),
    );
    for (const migration of MIGRATIONS.slice(0, version)) await engine.exec(migration(engine.kind));
    await engine.exec(`CREATE TABLE ${META_TABLE} (key text PRIMARY KEY, value text NOT NULL)`);
    await engine.run(`INSERT INTO ${META_TABLE} (key, value) VALUES ('version', ?)`, [
      String(version),
    ]);
    const at = (time: string) => Date.parse(`2026-11-22T${time}Z`);
    const payments = [
      ['once-succeeded-0000001', 'once', 'succeeded'],
      ['monthly-renewed-000001', 'monthly', 'succeeded'],
      ['once-renewed-first-001', 'once', 'succeeded'],
      ['monthly-refunded-00001', 'monthly', 'refunded'],
      ['once-failed-0000000001', 'once', 'failed'],
    ] as const;
    for (const [reference, period, state] of payments) {
      await engine.run(
        `INSERT INTO payments (reference, user_id, amount, currency, period, product, state,
           created_at, updated_at) VALUES (?, NULL, 5000, 'HUF', ?, 'Támogatás', ?, ?, ?)`,
        [reference, period, state, at('08:00:00'), at('08:00:00')],
      );
    }
    const events: Array<[string, string, string, string]> = [
      ['a-1', 'once-succeeded-0000001', 'started', '09:00:00'],
      ['a-2', 'once-succeeded-0000001', 'succeeded', '09:00:01'],
      ['b-1', 'monthly-renewed-000001', 'succeeded', '10:00:00'],
      ['b-2', 'monthly-renewed-000001', 'succeeded', '10:00:01'],
      ['b-3', 'monthly-renewed-000001', 'renewed', '23:30:00'],
      ['c-1', 'once-renewed-first-001', 'renewed', '11:00:00'],
      ['c-2', 'once-renewed-first-001', 'succeeded', '11:00:01'],
      ['c-3', 'once-renewed-first-001', 'renewed', '11:00:02'],
      ['d-1', 'monthly-refunded-00001', 'succeeded', '12:00:00'],
      ['d-2', 'monthly-refunded-00001', 'refunded', '12:30:00'],
      ['e-1', 'once-failed-0000000001', 'failed', '13:00:00'],
    ];
    for (const [eventId, reference, type, time] of events) {
      await engine.run(
        `INSERT INTO payment_events (event_id, reference, type, received_at) VALUES (?, ?, ?, ?)`,
        [eventId, reference, type, at(time)],
      );
    }
    expect(await migrate(engine)).toBe(MIGRATIONS.length - version);
    const charges = await engine.all<{ id: string }>(
      'SELECT event_id AS id FROM payment_charges ORDER BY event_id',
    );
    expect(charges.map((row) => row.id)).toEqual(['a-2', 'b-1', 'b-3', 'c-1']);
    // 23:30 UTC is the next day in Budapest; the refunded payment counts no more.
    const countedOn = (day: string) =>
      sqlUserData(engine).countedPayments({
        currency: 'HUF',
        ...rangeSpanIn('Europe/Budapest', day, day),
      });
    expect(await countedOn('2026-11-22')).toEqual({ recurring: 1, onetime: 2 });
    expect(await countedOn('2026-11-23')).toEqual({ recurring: 1, onetime: 0 });

    // An older release started on this database: it wrote its own version back, recorded a success
    // without a charge and refunded a payment without taking its charges away. Migrated again, the
    // charges are what the payments say.
    await engine.run(`UPDATE ${META_TABLE} SET value = ? WHERE key = 'version'`, [String(version)]);
    await engine.run(
      `INSERT INTO payments (reference, user_id, amount, currency, period, product, state,
         created_at, updated_at) VALUES ('older-release-00000001', NULL, 5000, 'HUF', 'once',
         'Támogatás', 'succeeded', ?, ?)`,
      [at('14:00:00'), at('14:00:00')],
    );
    await engine.run(
      `INSERT INTO payment_events (event_id, reference, type, received_at)
       VALUES ('f-1', 'older-release-00000001', 'succeeded', ?)`,
      [at('14:00:00')],
    );
    await engine.run(`UPDATE payments SET state = 'refunded' WHERE reference = ?`, [
      'monthly-renewed-000001',
    ]);
    expect(await migrate(engine)).toBe(MIGRATIONS.length - version);
    const again = await engine.all<{ id: string }>(
      'SELECT event_id AS id FROM payment_charges ORDER BY event_id',
    );
    expect(again.map((row) => row.id)).toEqual(['a-2', 'c-1', 'f-1']);
  } finally {
    await engine.close();
  }
}

it('keeps the charges of payments recorded before, on SQLite', () =>
  keepsTheChargesRecordedBefore(userDataEngine({ file: path.join(dir, 'charges.db') })));

it.skipIf(!postgresAvailable())(
  'keeps the charges of payments recorded before, on PostgreSQL',
  async () => {
    const engine = userDataEngine({ url: await freshDatabase('userdata_charges') });
    await engine.exec(`CREATE SCHEMA ${USERDATA_SCHEMA_PG}`);
    await keepsTheChargesRecordedBefore(engine);
  },
);
