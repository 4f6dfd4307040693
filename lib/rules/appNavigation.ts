// SPEC section 4: in the newsroom's app "navigation is handed to the app's webview handler with the
// path, plus oldal if above 1". Which link clicks are handed over, and the message the app gets.
// Pure and small: the app-mode bridge (components/app/AppNavigationBridge.tsx) runs it on every click.
import { PAGE_PARAM } from '../routing/paths';
import { APP_MODE_PARAM } from '../routing/renderMode';

export interface NavigationMessage {
  type: 'navigation';
  /** The site path the reader asked for (no query, no fragment). */
  path: string;
  /** The list page, only when above 1 (SPEC section 4). */
  oldal?: number;
}

/** Paths the app cannot show as a page of ours: feeds, sitemaps, media, API answers. */
const NOT_PAGES = /^\/(?:rss|sitemap|uploads|api|_next)(?:[/.]|$)|\.(?:xml|txt|json|pdf|mp3)$/i;

/**
 * The message for a click on a link to `href` from a page at `current` (absolute URL), or null when the
 * click is not an in-site page navigation: another origin, another scheme (mailto:, tel:), a fragment of
 * the same page, a feed or file. The isMobileApp parameter never counts; `oldal` only when an integer
 * above 1.
 */
export function appNavigationMessage(href: string, current: string): NavigationMessage | null {
  let url: URL;
  let here: URL;
  try {
    here = new URL(current);
    url = new URL(href, here);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  if (NOT_PAGES.test(url.pathname)) return null;
  const samePage = url.pathname === here.pathname && stripped(url) === stripped(here);
  if (samePage && url.hash) return null;
  const raw = url.searchParams.get(PAGE_PARAM);
  const page = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page > 1
    ? { type: 'navigation', path: url.pathname, oldal: page }
    : { type: 'navigation', path: url.pathname };
}

/** The query without the app-mode parameter, to compare two URLs of the same page. */
function stripped(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete(APP_MODE_PARAM);
  return params.toString();
}
