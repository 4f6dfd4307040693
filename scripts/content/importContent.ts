// Reads the demo content of data/, validates it with the zod schemas and writes a fresh store file.
import fs from 'node:fs';
import path from 'node:path';
import { editionSlugs } from '@/editions/editionSchema';
import { menusSchema } from '@/lib/schemas/menu';
import { writeStore } from '@/lib/store/openStore';
import { storeSchema, STORE_SCHEMA_VERSION } from '@/lib/store/schema.sql';
import { storePath } from '@/lib/store/storePath';

const dataDir = path.join(process.cwd(), 'data');

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8'));
}

export function importContent(target = storePath()) {
  const temp = `${target}.tmp`;
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(temp + suffix, { force: true });
  const db = writeStore(temp);
  db.exec(storeSchema);
  const counts: Record<string, number> = {};

  const putBlob = db.prepare('INSERT INTO blobs (kind, edition, key, json) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (const edition of editionSlugs) {
      const menus = menusSchema.parse(readJson(`menus.${edition}.json`));
      putBlob.run('menus', edition, '', JSON.stringify(menus));
    }
    counts.menus = editionSlugs.length;
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(
      'schemaVersion',
      String(STORE_SCHEMA_VERSION),
    );
  })();

  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  // Swap the finished file in atomically so a running server never sees a half-written store.
  fs.renameSync(temp, target);
  for (const suffix of ['-wal', '-shm']) fs.rmSync(temp + suffix, { force: true });
  return { file: target, counts };
}
