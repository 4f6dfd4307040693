// The path builders of the route table (lib/routing/routes.ts holds the table with the patterns and
// title keys). Every site path that components, feeds, sitemaps and revalidation name is built here,
// never by string concatenation elsewhere, and it is the final URL: a link never goes through one of
// our own redirects (SPEC section 2 "Redirects"; routes.test.ts checks the demo content's links
// against the redirect table). Client-safe and small: components on every page import it.

import { edition } from '@/editions/currentEdition';
import type { EditionConfig } from '@/editions/editionSchema';
import {
  EXCHANGE_DEFAULT_CURRENCY,
  EXCHANGE_DEFAULT_RANGE,
  type EXCHANGE_RANGE_DAYS,
} from '../constants';

/** Sections whose list has a route of its own; /rovat/{slug} redirects there (SPEC section 2). */
export const SECTIONS_WITH_OWN_ROUTE = ['english', 'after', 'g7'] as const;

/** Lists with a fixed path of their own (SPEC section 2 routes list, legfrissebb, english, after). */
export const FIXED_LISTS = [
  'legfrissebb',
  'legfontosabb',
  'kedvenceink',
  'english',
  'after',
] as const;
export type FixedList = (typeof FIXED_LISTS)[number];

/** Lists that carry a flag instead of a section, tag or author, with the flag they list. */
export const FLAG_LISTS = { legfontosabb: 'legfontosabb', kedvenceink: 'favorite' } as const;
export type FlagList = keyof typeof FLAG_LISTS;

/** Query parameter of list pagination (SPEC section 2). */
export const PAGE_PARAM = 'oldal';
/** Query parameter of a supplement's sub-filter (`?szuro=elemzesek`, SPEC section 2). */
export const FILTER_PARAM = 'szuro';

export type TaxonList = 'rovat' | 'cimke' | 'szerzo';

export const segment = (value: string) => encodeURIComponent(value);

/** Chart ranges of the exchange-rate page and their path segments (/arfolyam/eur/het, issue 16). */
export const EXCHANGE_RANGE_SEGMENTS = {
  week: 'het',
  month: 'honap',
  year: 'ev',
} as const satisfies Record<keyof typeof EXCHANGE_RANGE_DAYS, string>;
export type ExchangeRangeId = keyof typeof EXCHANGE_RANGE_SEGMENTS;

/** The chart range a path segment names, or null. */
export function exchangeRangeOfSegment(value: string | undefined): ExchangeRangeId | null {
  const found = Object.entries(EXCHANGE_RANGE_SEGMENTS).find(([, name]) => name === value);
  return found ? (found[0] as ExchangeRangeId) : null;
}

/** `withQuery` for numbers and absent values too (null and undefined leave the parameter out). */
function withParams(path: string, query: Record<string, string | number | null | undefined>) {
  return withQuery(
    path,
    Object.fromEntries(
      Object.entries(query).map(([key, value]) => [key, value == null ? undefined : String(value)]),
    ),
  );
}

/** The football page's query parameters (SPEC section 2). */
export type FootballParam = 'orszag' | 'liga' | 'szezon' | 'oldal' | 'nap' | 'meccs';
/** The Formula 1 page's query parameters (SPEC section 2). */
export type F1Param = 'oldal' | 'szezon' | 'verseny' | 'futam' | 'csapat' | 'versenyzo';

export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return params.size ? `${path}?${params.toString()}` : path;
}

/**
 * Page `page` of the list or search at `path`: `oldal` is merged into the query the path already
 * has (a search keeps its term and filters), and page 1 carries no `oldal` at all (SPEC section 5).
 */
export function withPage(path: string, page: number): string {
  const [pathname = '', query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  else params.delete(PAGE_PARAM);
  return params.size ? `${pathname}?${params.toString()}` : pathname;
}

export const paths = {
  home: () => '/',
  list: (list: FixedList) => `/${list}`,
  section: (slug: string) =>
    (SECTIONS_WITH_OWN_ROUTE as readonly string[]).includes(slug)
      ? `/${slug}`
      : `/rovat/${segment(slug)}`,
  /** A tab of a section page (/rovat/szepkilatas/{difficulty}). */
  sectionTab: (slug: string, tab: string) => `/rovat/${segment(slug)}/${segment(tab)}`,
  /**
   * A tag's list. On the main edition a few tags moved to a supplement; links to those are resolved on
   * the server (finalTagPath in routes.ts) so the browser does not carry the map.
   */
  tag: (slug: string) => `/cimke/${segment(slug)}`,
  author: (slug: string) => `/szerzo/${segment(slug)}`,
  /** The g7 cover (no tab) or one of its tabs (SPEC section 2). */
  g7: (tab?: string) => (tab ? `/g7/${segment(tab)}` : '/g7'),
  supplement: (slug: string, tab?: string) =>
    tab ? `/melleklet/${segment(slug)}/${segment(tab)}` : `/melleklet/${segment(slug)}`,
  /** An election supplement's data page: /melleklet/{slug}/adatok/{x}/{y} (a county, a state...). */
  supplementData: (slug: string, ...area: string[]) =>
    `/melleklet/${[slug, 'adatok', ...area].map(segment).join('/')}`,
  /** The embeddable election map of a supplement (issue 31; SPEC section 7's map iframe). */
  electionMap: (slug: string, view?: string) =>
    `/valasztasi-terkep/${[slug, ...(view ? [view] : [])].map(segment).join('/')}`,
  /** The tippjáték (issue 31): the games, a game, or a tip's shareable page (its key). */
  prediction: (game?: string, key?: string) =>
    ['/melleklet/tippjatek', game, game && key]
      .filter((part): part is string => Boolean(part))
      .map((part, index) => (index === 0 ? part : segment(part)))
      .join('/'),
  /** A supplement's article list narrowed by a sub-filter. */
  supplementFilter: (slug: string, filter: string) =>
    withQuery(`/melleklet/${segment(slug)}`, { [FILTER_PARAM]: filter }),
  doc: (slug: string) => `/dokumentum/${segment(slug)}`,
  /** The impresszum: a page of its own on the main edition, a document on the regional one. */
  impress: (redirects: EditionConfig['redirects'] = edition.redirects) =>
    redirects.impressumToDocument ? '/dokumentum/impresszum' : '/impresszum',
  /** The archive search (SPEC section 2): term and filters (JSON) as query parameters. */
  search: (query: { term?: string; filters?: string } = {}) =>
    withQuery('/archivum', { term: query.term, filters: query.filters }),
  /**
   * The exchange-rate page: today's rates with the default chart (no arguments, or the defaults), or
   * the chart of `range` for `currency` (/arfolyam/{currency}/{range}, issue 16).
   */
  exchange: (currency?: string, range?: ExchangeRangeId) =>
    currency &&
    range &&
    !(currency.toUpperCase() === EXCHANGE_DEFAULT_CURRENCY && range === EXCHANGE_DEFAULT_RANGE)
      ? `/arfolyam/${segment(currency.toLowerCase())}/${EXCHANGE_RANGE_SEGMENTS[range]}`
      : '/arfolyam',
  support: (slug?: string) => (slug ? `/tamogatas/${segment(slug)}` : '/tamogatas'),
  /** The support page with a reader's choice in its query (issue 16: the payment step, "try again"). */
  supportWith: (slug: string | undefined, query: Record<string, string | undefined>) =>
    withQuery(slug ? `/tamogatas/${segment(slug)}` : '/tamogatas', query),
  /** The demo payment provider's checkout (issue 16), used while SUPPORT_PAYMENT_URL is not set. */
  demoCheckout: () => '/demo-fizetes',
  /**
   * Recorded payments (issue 32): the payment button posts to paymentStart (records the payment,
   * then on to the provider's checkout); the provider's signed callbacks go to paymentCallback; the
   * result pages poll paymentStatus; the demo provider's outcome form posts to demoPaymentOutcome.
   */
  paymentStart: () => '/api/payments/start',
  paymentCallback: () => '/api/payments/callback',
  paymentStatus: (reference: string) => `/api/payments/status/${segment(reference)}`,
  demoPaymentOutcome: () => '/api/payments/demo',
  login: () => '/login',
  /** The site's service worker (issue 32): public/push-sw.js, at the root so its scope is the site. */
  pushWorker: () => '/push-sw.js',
  /** The Formula 1 page (SPEC section 2) with its query parameters. */
  f1: (query: Partial<Record<F1Param, string | number | null>> = {}) =>
    withParams('/sport/forma-1', query),
  /** The football page (SPEC section 2) with its query parameters; absent ones mean the default view. */
  football: (query: Partial<Record<FootballParam, string | number | null>> = {}) =>
    withParams('/sport/foci', query),
  /** Enters preview (draft) mode and opens `path` (an editor), or goes through /login first. */
  preview: (path: string) => withQuery('/api/preview', { path }),
  /** Leaves preview mode and opens `path` (without one: the page the link was on). */
  previewExit: (path?: string) => withQuery('/api/preview/exit', { path }),
  // Podcasts (issue 16): the index of every podcast, a podcast's episodes, one episode.
  podcasts: () => '/podcastok',
  podcast: (slug: string) => `/podcastok/${segment(slug)}`,
  podcastEpisode: (podcastSlug: string, episodeSlug: string) =>
    `/podcastok/${segment(podcastSlug)}/${segment(episodeSlug)}`,
} as const;
