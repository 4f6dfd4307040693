// Menus of SPEC section 3: site, main, sidebar, heading, extra and footer groups. This is the contract
// shape (the remote adapter reads it, our API serves it), so the English parts are optional here: a
// source without them still works, its pages print the Hungarian titles marked as Hungarian. The demo
// data must have them (menusSourceSchema in demoSource.ts).
import { z } from 'zod';

export const menuItemSchema = z.object({
  title: z.string().min(1),
  /** The title on pages of the English section (issue 27 item 4). */
  englishTitle: z.string().min(1).optional(),
  url: z.string().min(1),
  external: z.boolean().optional(),
});

/**
 * The footer column headings of the UI dictionaries (`shell.footer.<heading>` in lib/i18n/hu.ts and
 * en.ts): a footer group names one, so that its heading is in the page's language.
 */
export const FOOTER_HEADINGS = ['about', 'services', 'support'] as const;
export type FooterHeading = (typeof FOOTER_HEADINGS)[number];

export const footerGroupSchema = z.object({
  /** The Hungarian heading, for API clients; our pages print the dictionary's `heading`. */
  title: z.string().min(1),
  /** Which dictionary heading the group shows; a group without a known one shows its title. */
  heading: z.string().min(1).optional(),
  items: z.array(menuItemSchema),
});

/** The menus over a given item and footer group shape (the demo data's shapes require more). */
export function menusShape<Item extends z.ZodType, Group extends z.ZodType>(
  item: Item,
  group: Group,
) {
  return z.object({
    site: z.array(item),
    main: z.array(item),
    sidebar: z.array(item),
    heading: z.array(item),
    extra: z.array(item),
    footer: z.array(group),
  });
}

export const menusSchema = menusShape(menuItemSchema, footerGroupSchema);

/** Every item of every menu, the footer groups' too, in reading order. */
export function allMenuItems<Item>(
  menus: Record<'site' | 'main' | 'sidebar' | 'heading' | 'extra', readonly Item[]> & {
    footer: ReadonlyArray<{ items: readonly Item[] }>;
  },
): Item[] {
  return [
    ...menus.site,
    ...menus.main,
    ...menus.sidebar,
    ...menus.heading,
    ...menus.extra,
    ...menus.footer.flatMap((group) => group.items),
  ];
}

export type MenuItem = z.infer<typeof menuItemSchema>;
export type Menus = z.infer<typeof menusSchema>;
