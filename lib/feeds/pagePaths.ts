// The pages of /sitemap/pages.xml: the front page and every internal page the edition's menus link
// (sections, list routes, documents, services), as the canonical path a crawler should index: paths
// that redirect are replaced by their target (or dropped when it is off-site), feeds, API and query
// URLs are left out, and so are pages this edition does not have (feature switches of SPEC section 5).
import type { EditionConfig } from '@/editions/editionSchema';
import { allMenuItems, type Menus } from '../schemas/menu';
import { pageAvailable } from '../routing/editionPages';

const NOT_PAGES = /^\/(?:rss|api|sitemap|uploads)(?:\/|$)|^\/robots\.txt$/;
const REDIRECT_HOPS = 3;

export interface RedirectLike {
  source: string;
  destination: string;
}

function menuUrls(menus: Menus): string[] {
  return allMenuItems(menus)
    .filter((item) => !item.external)
    .map((item) => item.url);
}

/** Exact-path redirects only: a pattern (`:param`, groups, wildcards) never matches a menu path here. */
function staticRedirects(redirects: readonly RedirectLike[]): Map<string, string> {
  return new Map(
    redirects
      .filter((r) => !/[:()*+?]/.test(r.source))
      .map((r) => [r.source.toLowerCase(), r.destination]),
  );
}

export function pagePaths(
  menus: Menus,
  features: EditionConfig['features'],
  redirects: readonly RedirectLike[],
): string[] {
  const moved = staticRedirects(redirects);
  const paths = new Set<string>(['/']);
  for (const url of menuUrls(menus)) {
    if (!url.startsWith('/') || url.startsWith('//') || /[?#]/.test(url)) continue;
    let path: string | undefined = url.length > 1 ? url.replace(/\/+$/, '') : url;
    for (let hop = 0; hop < REDIRECT_HOPS && path && moved.has(path.toLowerCase()); hop++) {
      const target: string = moved.get(path.toLowerCase()) ?? '';
      path = target.startsWith('/') && !target.startsWith('//') ? target : undefined;
    }
    if (!path || NOT_PAGES.test(path)) continue;
    if (!pageAvailable(path, features)) continue;
    paths.add(path);
  }
  return [...paths];
}
