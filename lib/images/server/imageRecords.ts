// The image records of the content store (the `images` table of both engines): read by the image
// service and the import, written by the import, the store writer and an editor's upload.
import { imageRecordSchema, type ImageRecord } from '@/lib/schemas/image';
import type { SqlEngine } from '@/lib/store/sqlEngine';

/** The record's fields, and the column of each: the field's name in snake case. */
const FIELDS = imageRecordSchema.keyof().options;
const COLUMNS = Object.fromEntries(
  FIELDS.map((field) => [field, field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)]),
) as Record<keyof ImageRecord, string>;
const SELECT = `SELECT ${FIELDS.map((field) => `${COLUMNS[field]} AS "${field}"`).join(', ')} FROM images`;

/** The record of the photo at `path`, or null when the store has none (or no images table yet). */
export async function readImageRecord(db: SqlEngine, path: string): Promise<ImageRecord | null> {
  const row = await db.get<ImageRecord>(`${SELECT} WHERE path = ?`, [path]).catch(() => undefined);
  return row ? imageRecordSchema.parse(row) : null;
}

/** The records of several photos, by path (the import reads them for the articles it writes). */
export async function readImageRecords(db: SqlEngine): Promise<Map<string, ImageRecord>> {
  const rows = await db.all<ImageRecord>(SELECT).catch(() => [] as ImageRecord[]);
  return new Map(rows.map((row) => [row.path, imageRecordSchema.parse(row)]));
}

export const imageRecordColumns = FIELDS.map((field) => COLUMNS[field]);
export const imageRecordRow = (record: ImageRecord) => FIELDS.map((field) => record[field]);

/** Adds a record, or replaces the one of its path. */
export async function writeImageRecord(db: SqlEngine, record: ImageRecord): Promise<void> {
  const valid = imageRecordSchema.parse(record);
  const columns = imageRecordColumns;
  await db.run(
    `INSERT INTO images (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
     ON CONFLICT (path) DO UPDATE SET ${columns
       .filter((column) => column !== 'path')
       .map((column) => `${column} = excluded.${column}`)
       .join(', ')}`,
    imageRecordRow(valid),
  );
}
