// A photo the site keeps (the image service's record of it, both store engines): where its original
// lives, its size, the point a crop keeps in view, what it shows (the alt text and caption), who took
// it under which licence (the credit every page showing it prints), and the placeholder a page paints
// until it arrives.
import { z } from 'zod';
import { httpUrlSchema } from './urls';

/** Where a photo's original lives under /uploads: lowercase path words, a raster extension. */
export const imagePathSchema = z
  .string()
  .regex(/^\/uploads\/(?:[a-z0-9][a-z0-9_-]*\/)+[a-z0-9][a-z0-9_-]*\.(?:jpg|jpeg|png|webp|avif)$/);

const fraction = z.number().min(0).max(1);

export const imageRecordSchema = z.object({
  path: imagePathSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  focalX: fraction,
  focalY: fraction,
  /** What the photo shows, in the language of the page that shows it: its alt text and caption. */
  caption: z.string().trim().min(1).max(300),
  /** The photographer (and agency), as the caption's credit prints it. */
  credit: z.string().trim().min(1).max(200),
  licence: z.string().trim().min(1).max(100).nullable(),
  licenceUrl: httpUrlSchema.nullable(),
  /** Where the photo came from (a package, an agency, an upload by a named editor). */
  source: z.string().trim().max(300).nullable(),
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  preview: z
    .string()
    .regex(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/)
    .max(2000),
  bytes: z.number().int().positive(),
  createdAt: z.number().int().nonnegative(),
});
export type ImageRecord = z.infer<typeof imageRecordSchema>;

/** What a page needs of a photo beside its address: the words and the placeholder. */
export const imageFactsSchema = imageRecordSchema.pick({
  caption: true,
  credit: true,
  licence: true,
  licenceUrl: true,
  color: true,
  preview: true,
});
export type ImageFacts = z.infer<typeof imageFactsSchema>;
