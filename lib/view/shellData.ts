// What every page passes to the page shell: the menus, the page's header/footer/locale switches and
// the render mode the request was decided in (lib/routing/renderMode.ts).
import { z } from 'zod';
import { menusSchema } from '../schemas/menu';

export const shellDataSchema = z.object({
  menus: menusSchema,
  locale: z.enum(['hu', 'en']),
  headerTransparent: z.boolean(),
  /** Some supplement tabs (full-screen data pages) hide the footer (SPEC section 2). */
  hideFooter: z.boolean(),
});

export type ShellData = z.infer<typeof shellDataSchema>;

/** Shell data for pages rendered without server data (e.g. an error during client navigation). */
export const emptyShell: ShellData = {
  menus: { site: [], main: [], sidebar: [], heading: [], extra: [], footer: [] },
  locale: 'hu',
  headerTransparent: false,
  hideFooter: false,
};
