// The menus as the page shell prints them (issue 27 item 4: the English section stays wholly English):
// every title already in the page's locale, chosen on the server (lib/pages/loadShell.ts), so that a
// page's data carries one language's titles and the header and footer need no choosing code. A title
// the source has only in Hungarian is printed as it is, marked `lang: 'hu'` for screen readers.
import type { Locale, Messages } from '../i18n/locales';
import type { MenuItem, Menus } from '../schemas/menu';
import { FOOTER_HEADINGS, type FooterHeading } from '../schemas/menu';

export type ShellMenuItem = Omit<MenuItem, 'englishTitle'> & {
  /** The title's language when it is not the page's. */
  lang?: Locale;
};

export interface ShellFooterGroup {
  title: string;
  lang?: Locale;
  items: ShellMenuItem[];
}

export type ShellMenus = Record<Exclude<keyof Menus, 'footer'>, ShellMenuItem[]> & {
  footer: ShellFooterGroup[];
};

const isFooterHeading = (heading: string | undefined): heading is FooterHeading =>
  (FOOTER_HEADINGS as readonly string[]).includes(heading ?? '');

function localizeItem({ englishTitle, ...item }: MenuItem, locale: Locale): ShellMenuItem {
  if (locale === 'hu') return item;
  return englishTitle ? { ...item, title: englishTitle } : { ...item, lang: 'hu' };
}

/**
 * The menus for a page in `locale` with `messages` (its UI dictionary): item titles in the locale, and
 * footer headings from the dictionary (a group without a known heading keeps its Hungarian title).
 */
export function localizeMenus(menus: Menus, locale: Locale, messages: Messages): ShellMenus {
  const items = (list: readonly MenuItem[]) => list.map((item) => localizeItem(item, locale));
  return {
    site: items(menus.site),
    main: items(menus.main),
    sidebar: items(menus.sidebar),
    heading: items(menus.heading),
    extra: items(menus.extra),
    footer: menus.footer.map((group): ShellFooterGroup => {
      const heading: Omit<ShellFooterGroup, 'items'> = isFooterHeading(group.heading)
        ? { title: messages[`shell.footer.${group.heading}`] }
        : locale === 'hu'
          ? { title: group.title }
          : { title: group.title, lang: 'hu' };
      return { ...heading, items: items(group.items) };
    }),
  };
}
