// Render modes (SPEC section 4: "Mobile app mode turns on when query parameter isMobileApp is
// present"). The mode is decided once per request: proxy.ts rewrites an app-mode request of a page
// kind that renders through the app-mode dispatcher (pages/app-mode) to its internal path, so ISR
// caches each mode's HTML on its own; pages rendered per request read the query themselves. Pages
// and components read the mode from one context (components/app/RenderModeContext.tsx), never the URL.
import { APP_MODE_PARAM } from '../constants';
import { splitPageSuffix } from './pageSuffix';
import { matchRoute } from './routes';

export type RenderMode = 'web' | 'app';

export { APP_MODE_PARAM };

/** Internal path prefix of app-mode pages: proxy.ts rewrites to it, nothing links to it. */
export const APP_MODE_PREFIX = '/app-mode';

/**
 * Where an app-mode request for `pagePath` (after the paging rewrite) is served from, or null when
 * its page kind does not render through the dispatcher (it is served as it is).
 */
export function appModePath(pagePath: string): string | null {
  const match = matchRoute(splitPageSuffix(pagePath).path);
  return match?.route.app ? `${APP_MODE_PREFIX}${pagePath}` : null;
}

/** The render mode of a request from its query (pages rendered per request). */
export function renderModeOf(query: Record<string, unknown>): RenderMode {
  return query[APP_MODE_PARAM] !== undefined ? 'app' : 'web';
}
