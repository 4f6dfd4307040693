// The props of a document page (/dokumentum/{slug}, impresszum, academy, youth, tax).
import { z } from 'zod';
import type { ShellData } from './shellData';

export const docSchema = z.object({
  slug: z.string(),
  title: z.string(),
  lead: z.string().optional(),
  updatedAt: z.string().optional(),
  content: z.string(),
});

export interface DocPageProps {
  shell: ShellData;
  doc: z.infer<typeof docSchema>;
  path: string;
}
