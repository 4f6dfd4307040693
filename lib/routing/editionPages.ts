// Which pages an edition has (SPEC section 5: the regional edition has no academy, youth, tax or
// subscription pages; the main edition's subscription pages close when donations is 1), and the menus
// cut down to them, so that no menu, drawer or footer links a page that answers 404. Server side: the
// shell's menus are filtered before they reach a page, the sitemap lists the same pages.
import type { EditionConfig } from '@/editions/editionSchema';
import type { MenuItem, Menus } from '../schemas/menu';
import { currentFeatures } from './routeRules';
import { matchRoute } from './routes';

/** False for a path of a page kind this edition switches off; true for every other path. */
export function pageAvailable(
  path: string,
  features: EditionConfig['features'] = currentFeatures(),
): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const available = matchRoute(pathname)?.route.available;
  return available ? available(features) : true;
}

const keep = (items: readonly MenuItem[], features: EditionConfig['features']) =>
  items.filter((item) => item.external || pageAvailable(item.url, features));

/** The menus without the pages this edition does not have; a footer group left empty goes too. */
export function menusOfEdition(
  menus: Menus,
  features: EditionConfig['features'] = currentFeatures(),
): Menus {
  return {
    site: keep(menus.site, features),
    main: keep(menus.main, features),
    sidebar: keep(menus.sidebar, features),
    heading: keep(menus.heading, features),
    extra: keep(menus.extra, features),
    footer: menus.footer
      .map((group) => ({ ...group, items: keep(group.items, features) }))
      .filter((group) => group.items.length > 0),
  };
}

/**
 * Content written for both editions may link a page one of them does not have: there the link
 * becomes its plain text, so no article or document leads to a 404 (issue 27). Reads sanitised HTML
 * (lib/content/sanitizeArticleHtml.ts), whose site links are `<a href="/…">` with at most a title.
 */
export function withoutUnavailableLinks(
  html: string,
  features: EditionConfig['features'] = currentFeatures(),
): string {
  return html.replace(
    /<a href="(\/[^"/][^"]*|\/)"(?: title="[^"]*")?>([\s\S]*?)<\/a>/g,
    (link, path: string, text: string) => (pageAvailable(path, features) ? link : text),
  );
}
