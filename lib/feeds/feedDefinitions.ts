// Which list each public feed shows (DESIGN "Public surface compatibility"): /rss (the newest
// articles), /rss/archivum (a search, with the parameters of /api/search), /rss/rovat/{slug},
// /rss/cimke/{slug} and /rss/szerzo/{slug}. Pure: request parameters in, a feed definition out.
import type { ListQuery, SearchQuery } from '../content/contentSource';
import { queryText } from '../http/apiRoute';
import { parsePage, parsePerPage } from '../rules/paging';
import { parseSearchFilters } from '../rules/searchFilters';
import { translate } from '../i18n/translate';
import { FIXED_LIST_TITLE_KEYS, finalTagPath } from '../routing/routes';
import { feedPaths } from '../routing/feedPaths';
import { FLAG_LISTS, paths, type FlagList } from '../routing/paths';
import { authorCityAliases } from '../routing/redirectTable';

/** Items in the list feeds (/rss, sections, tags, authors), and the default page size of /rss/archivum. */
export const FEED_ITEM_COUNT = 20;

export type FeedLanguage = 'hu' | 'en';
export type ListFeedKind = 'rovat' | 'cimke' | 'szerzo';

export interface FeedDefinition {
  /** Site-relative path (with query) of the feed itself, for atom:link rel="self". */
  selfPath: string;
  /** Site-relative path of the HTML page the feed mirrors (the channel link). */
  pagePath: string;
  /** List title; when absent the store's name of the section, tag or author is used. */
  title?: string;
  language: FeedLanguage;
  source: { kind: 'list'; query: ListQuery } | { kind: 'search'; query: SearchQuery };
  /**
   * Sections, tags and authors that are unknown or have no articles are a 404 (as their list pages
   * are, SPEC section 5); the newest list and a search answer an empty feed instead.
   */
  emptyIsNotFound: boolean;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 200;

const ENGLISH_SECTIONS = new Set(['english']);

export function newestFeed(): FeedDefinition {
  return {
    selfPath: feedPaths.newest(),
    pagePath: paths.home(),
    title: translate('hu', 'route.legfrissebb'),
    language: 'hu',
    source: { kind: 'list', query: { page: 1, perPage: FEED_ITEM_COUNT } },
    emptyIsNotFound: false,
  };
}

/**
 * The feed of a list that carries a flag (/rss/legfontosabb, /rss/kedvenceink: SPEC section 2, every
 * list has an RSS link); null for any other name (-> 404).
 */
export function flagListFeed(rawList: unknown): FeedDefinition | null {
  const list = Array.isArray(rawList) ? rawList[0] : rawList;
  if (typeof list !== 'string' || !Object.hasOwn(FLAG_LISTS, list)) return null;
  const flagList = list as FlagList;
  return {
    selfPath: feedPaths.flagList(flagList),
    pagePath: paths.list(flagList),
    title: translate('hu', FIXED_LIST_TITLE_KEYS[flagList]),
    language: 'hu',
    source: {
      kind: 'list',
      query: {
        filter: { kind: 'flag', key: FLAG_LISTS[flagList] },
        page: 1,
        perPage: FEED_ITEM_COUNT,
      },
    },
    emptyIsNotFound: false,
  };
}

/** A section, tag or author feed; null when the slug cannot name one (-> 404). */
export function listFeed(kind: ListFeedKind, rawSlug: unknown): FeedDefinition | null {
  const text = Array.isArray(rawSlug) ? rawSlug[0] : rawSlug;
  if (typeof text !== 'string' || text.length > MAX_SLUG_LENGTH) return null;
  let slug = text.trim().toLowerCase();
  if (!SLUG.test(slug)) return null;
  if (kind === 'szerzo') slug = authorCityAliases[slug] ?? slug;
  const filterKind = ({ rovat: 'mstag', cimke: 'tag', szerzo: 'author' } as const)[kind];
  const pagePath = { rovat: paths.section, cimke: finalTagPath, szerzo: paths.author }[kind](slug);
  return {
    selfPath: feedPaths.list(kind, slug),
    pagePath,
    language: kind === 'rovat' && ENGLISH_SECTIONS.has(slug) ? 'en' : 'hu',
    source: {
      kind: 'list',
      query: { filter: { kind: filterKind, key: slug }, page: 1, perPage: FEED_ITEM_COUNT },
    },
    emptyIsNotFound: true,
  };
}

/**
 * /rss/archivum with the parameters of /api/search: term, filters (URL-encoded JSON), oldal (or page;
 * 0 is the first page) and perPage (clamped to 1..100; FEED_ITEM_COUNT when absent). Bad filters throw
 * BadFiltersError and over-long values BadRequestError (both a 400).
 */
export function archiveFeed(query: Record<string, string | string[] | undefined>): FeedDefinition {
  const term = queryText(query.term)?.trim() ?? '';
  const filtersText = queryText(query.filters, 4_000) ?? '';
  const filters = parseSearchFilters(filtersText);
  const page = parsePage(query.oldal ?? query.page);
  const perPage = parsePerPage(query.perPage, FEED_ITEM_COUNT);

  const pageQuery = new URLSearchParams();
  if (term) pageQuery.set('term', term);
  if (filtersText.trim()) pageQuery.set('filters', filtersText);
  if (page > 1) pageQuery.set('oldal', String(page));
  const selfQuery = new URLSearchParams(pageQuery);
  if (query.perPage !== undefined) selfQuery.set('perPage', String(perPage));
  const withQuery = (path: string, params: URLSearchParams) =>
    params.size ? `${path}?${params.toString()}` : path;

  return {
    selfPath: withQuery(feedPaths.search({}), selfQuery),
    pagePath: withQuery(paths.search(), pageQuery),
    title: term
      ? `${translate('hu', 'route.archivum')}: ${term}`
      : translate('hu', 'route.archivum'),
    language: 'hu',
    source: { kind: 'search', query: { ...(term ? { term } : {}), filters, page, perPage } },
    emptyIsNotFound: false,
  };
}
