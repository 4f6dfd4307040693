// Render modes (SPEC section 4: "Mobile app mode turns on when query parameter isMobileApp is
// present"). The mode is decided once per request: proxy.ts rewrites an app-mode request of a page
// kind that renders through the app-mode dispatcher (pages/app-mode) to its internal path, so ISR
// caches each mode's HTML on its own; pages rendered per request read the query themselves. Pages
// and components read the mode from one context (components/app/RenderModeContext.tsx), never the URL.
import { APP_MODE_PARAM } from '../constants';
import { matchRoute, type PageKind } from './routes';

export type RenderMode = 'web' | 'app';

export { APP_MODE_PARAM };

/** Internal path prefix of app-mode pages: proxy.ts rewrites to it, nothing links to it. */
export const APP_MODE_PREFIX = '/app-mode';

/** Page kinds that render in app mode through pages/app-mode (the ISR ones readers open in the app). */
export const APP_MODE_KINDS: ReadonlySet<PageKind> = new Set<PageKind>([
  'index',
  'legfrissebb',
  'list',
  'english',
  'after',
  'g7',
  'articles_by_mstag',
  'articles_by_tag',
  'articles_by_author',
  'single_article',
  'liveblog_article',
  'doc',
  'podcasts',
  'podcast',
  'podcast_episode',
  // Reached from the app's pages: the rates widget's link, and article tags that lead to supplements.
  'exchange',
  'melleklet',
]);

/** A list page's `/oldal/N` suffix (the proxy's paging rewrite) and the path before it. */
export function splitPageSuffix(path: string): { path: string; page: string | null } {
  const match = /^(.*)\/oldal\/(\d{1,6})$/.exec(path);
  return match ? { path: match[1] || '/', page: match[2]! } : { path, page: null };
}

/**
 * Where an app-mode request for `pagePath` (after the paging rewrite) is served from, or null when
 * its page kind does not render through the dispatcher (it is served as it is).
 */
export function appModePath(pagePath: string): string | null {
  const match = matchRoute(splitPageSuffix(pagePath).path);
  return match && APP_MODE_KINDS.has(match.route.kind) ? `${APP_MODE_PREFIX}${pagePath}` : null;
}

/** The render mode of a request from its query (pages rendered per request). */
export function renderModeOf(query: Record<string, unknown>): RenderMode {
  return query[APP_MODE_PARAM] !== undefined ? 'app' : 'web';
}
