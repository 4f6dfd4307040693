// Every cache lifetime of the site, named once (issue 30): how long ISR serves a rendered page before it
// regenerates it, what Cache-Control each kind of answer carries, and the validity nginx gives pages
// (deploy/start-topology.sh reads EDGE_PAGE_POLICY into deploy/nginx/hirvonal.conf.template; this
// module has no imports, so Node runs it as it is). The route table
// (lib/routing/routes.ts) names each page kind's lifetime from here; API routes, feeds, per-request
// pages and the proxy take their headers from here. Plain data: safe in the browser and the proxy.

/** ISR lifetimes in seconds: a page is regenerated on the first request after this long. */
export const PAGE_LIFETIME_SECONDS = {
  /** The front page changes most often (and is revalidated on demand besides). */
  front: 30,
  article: 60,
  /** Lists: latest, sections, tags, authors, g7, after, English. */
  list: 60,
  /** The sub-brand covers (/g7, /after). */
  cover: 60,
  doc: 300,
  supplement: 300,
  /** A supplement's football tab: match times and scores. */
  supplementLive: 30,
  exchange: 300,
  podcast: 300,
  appWidget: 60,
  /** Where a single-segment path leads (a menu's section, or nothing). */
  menuRedirect: 300,
  /** Pages whose content never changes: the 404 page, /empty, a date path. */
  fixed: 3_600,
  /** An app-mode path that names no page kind. */
  notFound: 60,
} as const satisfies Record<string, number>;

export type PageLifetime = keyof typeof PAGE_LIFETIME_SECONDS;

/** Shared-cache lifetimes in seconds of answers rendered per request (s-maxage). */
export const ANSWER_LIFETIME_SECONDS = {
  /** Answers no cache may keep (the running build's id and manifest). */
  none: 0,
  /** A public JSON answer of the API, unless its route says otherwise. */
  api: 30,
  /**
   * What live pages poll (a live article's version, body and posts; the minutes counter): never served
   * stale, so a new post (a donation) reaches every reader within one poll interval and these seconds
   * (issue 29's 20 s promise).
   */
  live: 5,
  /** The shared data refresh (rates, weather, trending tags) every page polls. */
  sharedData: 10,
  clientConfig: 60,
  houseAds: 300,
  /** Feeds and the current sitemaps. */
  xml: 60,
  /** Sitemaps of past months, robots.txt, the OpenAPI document. */
  settled: 3_600,
  /** The live-score API: a day with a match on, and one without. */
  scoresLive: 5,
  scoresSettled: 300,
  /** The search page (/archivum) and the football and F1 pages. */
  search: 30,
  sport: 15,
  /** Uploaded demo images (no content hash in their URL). */
  upload: 86_400,
} as const satisfies Record<string, number>;

/** How long a shared cache may serve an expired copy while the origin fails. */
export const STALE_IF_ERROR_SECONDS = 86_400;
/** Files whose URL carries a content hash never change: a year, immutable. */
export const IMMUTABLE_SECONDS = 31_536_000;

/** What nginx gives every page (and its /_next/data JSON) instead of Next's own s-maxage. */
export const EDGE_PAGE_POLICY = {
  /** nginx's validity of a page: an on-demand revalidation reaches readers within it. */
  validSeconds: 2,
  /** A stale page may be served this long while nginx fetches a fresh one. */
  staleSeconds: 30,
  /** Redirects of pages (301, 308). */
  redirectSeconds: 60,
} as const;

/**
 * What nginx tells caches downstream about a page instead of Next's `s-maxage=<revalidate>`: shared
 * caches keep it as nginx does, browsers always revalidate (a cheap 304 thanks to the ETag).
 */
export const EDGE_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${EDGE_PAGE_POLICY.validSeconds}, stale-while-revalidate=${EDGE_PAGE_POLICY.staleSeconds}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;

/** Nothing may keep the answer (errors, form posts, tokens). */
export const NO_STORE = 'no-store';
/** Personal answers: the reader's own browser only, and not even there. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * The Cache-Control of a public answer a shared cache may keep `maxAge` seconds, served stale for
 * `staleSeconds` more while it refreshes (10 x maxAge unless said; 0: never stale).
 */
export function publicCacheControl(maxAge: number, staleSeconds = maxAge * 10): string {
  if (maxAge <= 0) return NO_STORE;
  const stale = staleSeconds > 0 ? `, stale-while-revalidate=${staleSeconds}` : '';
  return `public, s-maxage=${maxAge}${stale}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
}

/** The football and F1 pages: kept briefly by shared caches (their live parts refresh in the browser). */
export const SPORT_PAGE_CACHE_CONTROL = publicCacheControl(ANSWER_LIFETIME_SECONDS.sport, 60);

/** A file with a content hash (or a long-lived upload): kept by browsers too. */
export function fileCacheControl(maxAge: number): string {
  return maxAge >= IMMUTABLE_SECONDS
    ? `public, max-age=${maxAge}, immutable`
    : `public, max-age=${maxAge}`;
}
