// A photo the site keeps (the image service's record of it, both store engines): what pages print of
// it (imageFacts.ts: caption, credit, licence, placeholder), and where its original lives, its size,
// the point a crop keeps in view, where it came from.
import { z } from 'zod';
import { imageFactsSchema } from './imageFacts';

/** Where a photo's original lives under /uploads: lowercase path words, a raster extension. */
export const imagePathSchema = z
  .string()
  .regex(/^\/uploads\/(?:[a-z0-9][a-z0-9_-]*\/)+[a-z0-9][a-z0-9_-]*\.(?:jpg|jpeg|png|webp|avif)$/);

const fraction = z.number().min(0).max(1);

export const imageRecordSchema = imageFactsSchema.extend({
  path: imagePathSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  focalX: fraction,
  focalY: fraction,
  /** Where the photo came from (a package, an agency, an upload by a named editor). */
  source: z.string().trim().max(300).nullable(),
  bytes: z.number().int().positive(),
  createdAt: z.number().int().nonnegative(),
});
export type ImageRecord = z.infer<typeof imageRecordSchema>;
