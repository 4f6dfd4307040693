// The image service behind /uploads (SPEC section 3 "Image addressing"): a photo's URL with a size
// suffix names a variant cropped to that box around the photo's focal point, in the best format the
// request's Accept header takes (AVIF, WebP, else JPEG or PNG), or always JPEG at the share size.
// Only the sizes the pages ask for are made (lib/images/imageSlots.ts); each variant is made once and
// kept (variantCache.ts), at most IMAGE_CONVERSIONS_AT_ONCE conversions run at once, and a burst
// beyond the waiting bound is told to come back (503) rather than queued without end.
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_CONVERSIONS_AT_ONCE,
  IMAGE_CONVERSIONS_WAITING_MAX,
  IMAGE_SOURCE_MAX_BYTES,
  IMAGE_VARIANT_CACHE_MAX_BYTES,
} from '@/lib/constants';
import { limitConcurrency } from '@/lib/client/taskQueue';
import { parseSizedImagePath } from '@/lib/rules/imageUrl';
import type { SqlEngine } from '@/lib/store/sqlEngine';
import { dataDir } from '@/lib/store/storePath';
import { validFocalPoint } from '../focalCrop';
import { IMAGE_FORMAT_TYPES, negotiateImageFormat, type ImageFormat } from '../imageFormat';
import { imageSizeRule } from './servedSizes';
import { readImageRecord } from './imageRecords';
import { ImageError, inspectImage, makeVariant } from './imagePipeline';
import { VariantCache } from './variantCache';

/** Raises with every change to how variants are made, so none made the old way is served again. */
const VARIANT_VERSION = 2;

/** The extensions of the photos the service converts (the rest of /uploads is served as it is). */
export const PHOTO_EXTENSION = /\.(?:jpe?g|png|webp|avif)$/i;

export interface ServiceOptions {
  /** The folder /uploads maps to. */
  root: string;
  cache: VariantCache;
  /** The content store holding the photos' records (focal points). */
  store: () => SqlEngine;
  run: <T>(task: () => Promise<T>) => Promise<T>;
}

export interface ServedVariant {
  file: string;
  contentType: string;
  /** Whether the format followed the Accept header (the answer then varies by it). */
  negotiated: boolean;
}

/** The variant a request names, made if need be; null when the URL names no photo or no served size. */
export async function imageVariant(
  options: ServiceOptions,
  relativePath: string,
  accept: string | undefined,
): Promise<ServedVariant | null> {
  const { base, width, height } = parseSizedImagePath(relativePath);
  const rule = imageSizeRule(width, height);
  if (!rule || !PHOTO_EXTENSION.test(base)) return null;
  const source = path.join(options.root, base);
  const stat = await fs.stat(source).catch(() => null);
  if (!stat?.isFile()) return null;
  if (stat.size > IMAGE_SOURCE_MAX_BYTES) {
    throw new ImageError(422, 'The picture is larger than the site takes');
  }
  const record = await readImageRecord(options.store(), `/uploads/${base}`);
  const focal = validFocalPoint(record ? { x: record.focalX, y: record.focalY } : null);
  const alpha = async () => /\.png$/i.test(base) && (await inspectImage(source)).alpha;
  const format: ImageFormat =
    rule === 'share' ? 'jpeg' : negotiateImageFormat(accept, { alpha: await alpha() });
  const file = options.cache.fileOf(
    [
      VARIANT_VERSION,
      base,
      Math.floor(stat.mtimeMs / 1000),
      stat.size,
      focal.x,
      focal.y,
      width,
      height,
      format,
    ],
    format,
  );
  await options.cache.get(file, () =>
    options.run(
      async () =>
        (await makeVariant(source, { width, height, format, focal, exact: rule === 'share' })).data,
    ),
  );
  return { file, contentType: IMAGE_FORMAT_TYPES[format], negotiated: rule === 'negotiated' };
}

/** The folder the site's uploads live in: $DATA_DIR/uploads (default ./var/uploads). */
export function uploadsRoot(): string {
  return path.join(dataDir(), 'uploads');
}

/** The service of this process: variants under $DATA_DIR/cache/images unless IMAGE_CACHE_DIR says. */
export function processImageService(store: () => SqlEngine): ServiceOptions {
  return {
    root: uploadsRoot(),
    cache: new VariantCache({
      dir: process.env.IMAGE_CACHE_DIR || path.join(dataDir(), 'cache', 'images'),
      maxBytes: Number(process.env.IMAGE_CACHE_MAX_BYTES) || IMAGE_VARIANT_CACHE_MAX_BYTES,
    }),
    store,
    run: limitConcurrency(IMAGE_CONVERSIONS_AT_ONCE, { maxWaiting: IMAGE_CONVERSIONS_WAITING_MAX }),
  };
}
