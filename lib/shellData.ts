// What every page passes to the page shell: the menus and the page's own header/locale switches.
import { z } from 'zod';
import { menusSchema } from './schemas/menu';

export const shellDataSchema = z.object({
  menus: menusSchema,
  locale: z.enum(['hu', 'en']),
  headerTransparent: z.boolean(),
  /** Some supplement tabs (full-screen data pages) hide the footer (SPEC section 2). */
  hideFooter: z.boolean(),
});

export type ShellData = z.infer<typeof shellDataSchema>;
