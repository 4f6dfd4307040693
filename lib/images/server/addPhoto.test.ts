// Adding a photo: the type comes from the bytes, the original is kept under a hashed name, the
// record says what the editor said, and anything too large or no picture at all is refused.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_SOURCE_MAX_BYTES } from '@/lib/constants';
import { storeSchema } from '@/lib/store/schema.sql';
import { sqliteEngine } from '@/lib/store/sqliteEngine';
import { addPhoto } from './addPhoto';
import { readImageRecord } from './imageRecords';
import { ImageError } from './imagePipeline';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'add-photo-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const db = new Database(':memory:');
db.exec(storeSchema);
const store = sqliteEngine(db);
const NOW = new Date('2026-11-21T10:00:00Z');
const words = { caption: 'Próbafotó a szerkesztőségből', credit: 'Kiss Anna' };

const jpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#406080' } })
    .jpeg()
    .toBuffer();

describe('adding a photo', () => {
  it('keeps a JPEG named .png as a JPEG, under its month and content hash, and records it', async () => {
    const data = await jpeg();
    const record = await addPhoto(
      store,
      dir,
      data,
      { ...words, name: 'Őszi Fotó.PNG', focalX: 0.2 },
      NOW,
    );
    expect(record.path).toMatch(/^\/uploads\/photos\/2026\/11\/oszi-foto-[0-9a-f]{12}\.jpg$/);
    expect(record).toMatchObject({ width: 1200, height: 800, focalX: 0.2, focalY: 0.5, ...words });
    expect(record.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(fs.readFileSync(path.join(dir, record.path.slice('/uploads/'.length)))).toEqual(data);
    expect(await readImageRecord(store, record.path)).toEqual(record);
  });

  it('names a photo without a usable file name by its caption', async () => {
    const record = await addPhoto(store, dir, await jpeg(), { ...words, name: '***.jpg' }, NOW);
    expect(record.path).toMatch(/\/probafoto-a-szerkesztosegbol-[0-9a-f]{12}\.jpg$/);
  });

  it.each([
    ['no picture at all', Buffer.from('<html>nem kép</html>'), 415],
    ['a file over the size bound', Buffer.alloc(IMAGE_SOURCE_MAX_BYTES + 1), 413],
  ])('refuses %s and keeps nothing', async (_, data, status) => {
    const before = fs.readdirSync(dir, { recursive: true }).length;
    const failed = await addPhoto(store, dir, data as Buffer, words, NOW).catch(
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(ImageError);
    expect((failed as ImageError).status).toBe(status);
    expect(fs.readdirSync(dir, { recursive: true }).length).toBe(before);
  });
});
