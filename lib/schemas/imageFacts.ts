// What a page needs of a photo beside its address: what it shows (its alt text and caption), who took
// it under which licence (the credit every page showing it prints), and the placeholder it paints
// until the photo arrives. Apart from the whole record (image.ts) because pages' data carries it: the
// browser's schemas hold these fields only.
import { z } from 'zod';
import { httpUrlSchema } from './urls';

export const imageColorSchema = z.string().regex(/^#[0-9a-f]{6}$/);

export const imageFactsSchema = z.object({
  /** What the photo shows, in the language of the page that shows it: its alt text and caption. */
  caption: z.string().trim().min(1).max(300),
  /** The photographer (and agency), as the caption's credit prints it. */
  credit: z.string().trim().min(1).max(200),
  licence: z.string().trim().min(1).max(100).nullable(),
  licenceUrl: httpUrlSchema.nullable(),
  color: imageColorSchema,
  preview: z
    .string()
    .regex(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/)
    .max(2000),
});
export type ImageFacts = z.infer<typeof imageFactsSchema>;
