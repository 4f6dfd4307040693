// A document of data/docs (/dokumentum/{slug}, impresszum, academy, youth, tax, /api/docs/{slug}) with its
// Markdown body rendered to `content` (HTML).
import { z } from 'zod';

export const docSchema = z.object({
  slug: z.string(),
  title: z.string(),
  lead: z.string().optional(),
  updatedAt: z.string().optional(),
  content: z.string(),
});

export type Doc = z.infer<typeof docSchema>;
