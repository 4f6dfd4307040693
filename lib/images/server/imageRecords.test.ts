// The image records on both store engines: the embedded SQLite file and PostgreSQL (when the tests
// have one, tests/setup/postgresServer.ts): one contract, so an editor's photo is kept alike on each.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageRecord } from '@/lib/schemas/image';
import { postgresEngine } from '@/lib/store/postgresEngine';
import { storeSchemaPg } from '@/lib/store/schema.pg';
import { storeSchema } from '@/lib/store/schema.sql';
import type { SqlEngine } from '@/lib/store/sqlEngine';
import { sqliteEngine } from '@/lib/store/sqliteEngine';
import { freshDatabase, postgresAvailable } from '@/tests/support/postgres';
import { readImageRecord, readImageRecords, writeImageRecord } from './imageRecords';

const photo: ImageRecord = {
  path: '/uploads/photos/2026/11/vihar-0123456789ab.jpg',
  width: 2400,
  height: 1600,
  focalX: 0.25,
  focalY: 0.75,
  caption: 'Viharfelhők egy autópálya fölött',
  credit: 'Kiss Anna',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  source: 'feltöltötte: szerkesztő',
  color: '#3a4b5c',
  preview: 'data:image/webp;base64,UklGRg==',
  bytes: 812_345,
  createdAt: 1_795_000_000,
};

function describeImageRecords(engineName: string, engine: () => SqlEngine) {
  describe(`image records on ${engineName}`, () => {
    it('reads back what was written, and null for a photo it does not hold', async () => {
      await writeImageRecord(engine(), photo);
      expect(await readImageRecord(engine(), photo.path)).toEqual(photo);
      expect(await readImageRecord(engine(), '/uploads/photos/nincs.jpg')).toBeNull();
    });

    it('replaces the record of a path written again (a new focal point)', async () => {
      await writeImageRecord(engine(), { ...photo, focalX: 0.6 });
      expect((await readImageRecord(engine(), photo.path))?.focalX).toBe(0.6);
      expect([...(await readImageRecords(engine())).keys()]).toEqual([photo.path]);
    });

    it('refuses a record that is not valid before writing it', async () => {
      await expect(writeImageRecord(engine(), { ...photo, path: '/etc/passwd' })).rejects.toThrow();
    });
  });
}

const sqlite = (() => {
  const db = new Database(':memory:');
  db.exec(storeSchema);
  return sqliteEngine(db);
})();
describeImageRecords('SQLite', () => sqlite);

describe.skipIf(!postgresAvailable())('PostgreSQL', () => {
  let engine: SqlEngine | undefined;
  beforeAll(async () => {
    const url = await freshDatabase('image_records');
    const setup = postgresEngine(url, { max: 1 });
    await setup.exec(`CREATE SCHEMA content; SET search_path TO content; ${storeSchemaPg}`);
    await setup.close();
    engine = postgresEngine(url, { schema: 'content' });
  }, 60_000);
  afterAll(() => engine?.close());
  describeImageRecords('PostgreSQL', () => engine!);
});
