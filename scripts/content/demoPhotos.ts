// The demo's photographs: data/photos.json names each (caption, credit, licence, source, focal
// point) and data/photos/ holds its original. The import turns them into image records (size and
// placeholder read from the file) and copies the originals to /uploads/photos/, where the image
// service makes every variant the pages ask for.
import fs from 'node:fs';
import path from 'node:path';
import { limitConcurrency } from '@/lib/client/taskQueue';
import { IMAGE_CONVERSIONS_AT_ONCE } from '@/lib/constants';
import { PHOTOS_PREFIX } from '@/lib/content/services/demoImage';
import { CENTRE } from '@/lib/images/focalCrop';
import { imagePlaceholder, inspectImage } from '@/lib/images/server/imagePipeline';
import { photoSourceSchema, type PhotoSource } from '@/lib/schemas/demoSource';
import type { ImageRecord } from '@/lib/schemas/image';
import { dataDir, readJson } from './readDemo';

const PHOTOS_FOLDER = 'photos';

/** The address a demo photo is served at. */
export function demoPhotoPath(photo: Pick<PhotoSource, 'id' | 'file'>): string {
  return `${PHOTOS_PREFIX}${photo.id}${path.extname(photo.file)}`;
}

export function readDemoPhotos(): PhotoSource[] {
  const photos = photoSourceSchema.array().parse(readJson('photos.json'));
  const ids = new Set<string>();
  for (const photo of photos) {
    if (ids.has(photo.id)) throw new Error(`photos.json: duplicate photo '${photo.id}'`);
    ids.add(photo.id);
  }
  return photos;
}

const originalOf = (photo: PhotoSource) => path.join(dataDir, PHOTOS_FOLDER, photo.file);

/** The image record of each demo photo, read from its original. */
export async function demoPhotoRecords(
  photos: readonly PhotoSource[],
  createdAt: number,
): Promise<ImageRecord[]> {
  const run = limitConcurrency(IMAGE_CONVERSIONS_AT_ONCE);
  return Promise.all(
    photos.map((photo) =>
      run(async () => {
        const file = originalOf(photo);
        const [info, placeholder] = await Promise.all([inspectImage(file), imagePlaceholder(file)]);
        const focal = photo.focal ?? CENTRE;
        return {
          path: demoPhotoPath(photo),
          width: info.width,
          height: info.height,
          focalX: focal.x,
          focalY: focal.y,
          caption: photo.caption,
          credit: photo.credit,
          licence: photo.licence,
          licenceUrl: photo.licenceUrl,
          source: photo.source,
          color: placeholder.color,
          preview: placeholder.preview,
          bytes: fs.statSync(file).size,
          createdAt,
        };
      }),
    ),
  );
}

/**
 * Copies the originals to the uploads folder, keeping their modification times: the image service
 * keys its kept variants on them, so a re-import does not make every variant again.
 */
export function writeDemoPhotos(uploadsDir: string, photos: readonly PhotoSource[]): number {
  for (const photo of photos) {
    const original = originalOf(photo);
    const target = path.join(uploadsDir, demoPhotoPath(photo).replace(/^\/uploads\//, ''));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(original, target);
    // Whole seconds: a fraction does not survive the file system's conversion exactly.
    const seconds = Math.floor(fs.statSync(original).mtimeMs / 1000);
    fs.utimesSync(target, seconds, seconds);
  }
  return photos.length;
}
