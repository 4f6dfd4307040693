// Internal rewrites (the address bar keeps the reader's URL): `?oldal=N` of a list's later page (and a
// supplement's `?szuro=x`) becomes a path segment (pageSuffix.ts), so every page of a list is its own
// ISR page; feeds, sitemaps, robots.txt and the demo images are API routes. Which paths are paged lists
// is the route table's (routes.ts) to say. They run in proxy.ts behind path- and query-conditioned
// matchers, not in next.config's rewrites(): any rewrite there makes Next ship its client-side rewrite
// resolver (path-to-regexp and friends, about 3.5 kB gz) to every page, for navigations no reader
// makes.

import { laterPageOf, splitPageSuffix, withPageSuffix } from './pageSuffix';
import { matchRoute } from './routes';
/** The `szuro` values that may name a sub-filter (the page says which exist). */
const FILTER_VALUE = /^[a-z0-9-]{1,60}$/;
const ALREADY_FILTERED = /\/szuro\/[^/]+$/;

const API_ROUTES: ReadonlyArray<[RegExp, string]> = [
  [/^\/uploads\/(.+)$/, '/api/uploads/$1'],
  [/^\/rss$/, '/api/rss'],
  [/^\/rss\/archivum$/, '/api/rss/archivum'],
  [/^\/rss\/(legfontosabb|kedvenceink)$/, '/api/rss/$1'],
  [/^\/rss\/(rovat|cimke|szerzo)\/([^/]+)$/, '/api/rss/$1/$2'],
  [/^\/sitemap\.xml$/, '/api/sitemap'],
  [/^\/sitemap\/(pages|news)\.xml$/, '/api/sitemap/$1'],
  [/^\/sitemap\/articles-(\d{4}-\d{2})\.xml$/, '/api/sitemap/articles/$1'],
  [/^\/robots\.txt$/, '/api/robots'],
];

/** The path a request is served from, or null when it is served from its own path. */
export function internalRewritePath(
  pathname: string,
  oldal: string | null,
  szuro: string | null = null,
): string | null {
  for (const [pattern, destination] of API_ROUTES) {
    if (pattern.test(pathname)) return pathname.replace(pattern, destination);
  }
  const page = laterPageOf(oldal);
  const filtering = szuro !== null && FILTER_VALUE.test(szuro);
  if (page === null && !filtering) return null;
  let listPath = pathname.replace(/\/$/, '');
  // A path that already names its page is served as it is: a rewritten request that enters the
  // proxy again (unpatched Next 16.4.6 sent it back over HTTP when bound to a loopback address,
  // README "Dependencies and why") keeps its query and must not grow another `/oldal/N`.
  if (splitPageSuffix(listPath).path !== listPath || ALREADY_FILTERED.test(listPath)) return null;
  const route = matchRoute(listPath)?.route;
  let rewritten = false;
  if (filtering && route?.filtered) {
    listPath = `${listPath}/szuro/${szuro}`;
    rewritten = true;
  }
  if (page !== null && route?.paged) {
    listPath = withPageSuffix(listPath, page);
    rewritten = true;
  }
  return rewritten ? listPath : null;
}
