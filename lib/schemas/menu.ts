// Menus of SPEC section 3: site, main, sidebar, heading, extra and footer groups.
import { z } from 'zod';

export const menuItemSchema = z.object({
  title: z.string().min(1),
  url: z.string().min(1),
  external: z.boolean().optional(),
});

export const menusSchema = z.object({
  site: z.array(menuItemSchema),
  main: z.array(menuItemSchema),
  sidebar: z.array(menuItemSchema),
  heading: z.array(menuItemSchema),
  extra: z.array(menuItemSchema),
  footer: z.array(z.object({ title: z.string().min(1), items: z.array(menuItemSchema) })),
});

export type MenuItem = z.infer<typeof menuItemSchema>;
export type Menus = z.infer<typeof menusSchema>;
