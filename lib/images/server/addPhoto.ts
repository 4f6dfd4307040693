// Adding a photo to a site (an editor's upload, `npm run store -- image`): its type decided by its
// bytes, never by its name; its size and pixels bounded; the original kept as it came (the image
// service never sends it as it is: every answer is a re-encoded variant without metadata) under a
// name with its content's hash, so its address never changes meaning and may be cached for good; and
// its record (size, focal point, caption, credit, licence, placeholder) written to the store.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { IMAGE_SOURCE_MAX_BYTES } from '@/lib/constants';
import { PHOTOS_PREFIX } from '@/lib/content/services/demoImage';
import { asciiSlug } from '@/lib/rules/asciiSlug';
import { imageRecordSchema, type ImageRecord } from '@/lib/schemas/image';
import type { SqlEngine } from '@/lib/store/sqlEngine';
import { writeImageRecord } from './imageRecords';
import { writeWhole } from './writeWhole';
import { ImageError, imagePlaceholder, inspectImage, type SourceFormat } from './imagePipeline';

/** What an editor says about a new photo. */
export const newPhotoSchema = imageRecordSchema
  .pick({ caption: true, credit: true, licence: true, licenceUrl: true, source: true })
  .partial({ licence: true, licenceUrl: true, source: true })
  .extend({
    focalX: z.coerce.number().min(0).max(1).optional(),
    focalY: z.coerce.number().min(0).max(1).optional(),
    /** The file's name as the editor's computer called it: only a hint for the photo's address. */
    name: z.string().max(200).optional(),
  });
export type NewPhoto = z.infer<typeof newPhotoSchema>;

const EXTENSIONS: Record<SourceFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
};

/** Where a new photo is kept: by month, named by its file name (or caption) and content hash. */
export function newPhotoPath(
  photo: Pick<NewPhoto, 'name' | 'caption'>,
  data: Buffer,
  format: SourceFormat,
  now: Date,
): string {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const stem = asciiSlug((photo.name ?? '').replace(/\.[^.]*$/, '')).slice(0, 40);
  const words = (stem || asciiSlug(photo.caption).slice(0, 40) || 'foto').replace(/-+$/, '');
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 12);
  return `${PHOTOS_PREFIX}${month}/${words}-${hash}.${EXTENSIONS[format]}`;
}

/** Checks, keeps and records a photo; answers its record. Throws ImageError (413/415/422). */
export async function addPhoto(
  db: SqlEngine,
  uploadsDir: string,
  data: Buffer,
  photo: NewPhoto,
  now = new Date(),
): Promise<ImageRecord> {
  if (data.length > IMAGE_SOURCE_MAX_BYTES) {
    throw new ImageError(413, 'The picture is larger than the site takes');
  }
  const info = await inspectImage(data);
  const placeholder = await imagePlaceholder(data);
  const address = newPhotoPath(photo, data, info.format, now);
  await writeWhole(path.join(uploadsDir, address.slice('/uploads/'.length)), data);
  const record: ImageRecord = {
    path: address,
    width: info.width,
    height: info.height,
    focalX: photo.focalX ?? 0.5,
    focalY: photo.focalY ?? 0.5,
    caption: photo.caption,
    credit: photo.credit,
    licence: photo.licence ?? null,
    licenceUrl: photo.licenceUrl ?? null,
    source: photo.source ?? null,
    color: placeholder.color,
    preview: placeholder.preview,
    bytes: data.length,
    createdAt: Math.floor(now.getTime() / 1000),
  };
  await writeImageRecord(db, record);
  return record;
}
