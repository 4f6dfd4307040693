// The list routes of SPEC section 2 ("List pages") as data: which store list each path shows, under
// which title, and how its extra path segments (tabs, `oldal/N` from the page rewrite) are read.
import type { ListFilter } from '../content/contentSource';
import { emptyFilters, type SearchFilters } from '../rules/searchFilters';
import type { MessageKey } from '../i18n/hu';
import { listTabsHu } from '../i18n/listTabs.hu';
import type { Locale } from '../i18n/translate';
import { FLAG_LISTS, paths, type FixedList } from '../routing/paths';
import { FIXED_LIST_TITLE_KEYS, finalTagPath } from '../routing/routes';

export type ListKind =
  | 'legfrissebb'
  | 'legfontosabb'
  | 'kedvenceink'
  | 'english'
  | 'rovat'
  | 'cimke'
  | 'szerzo'
  | 'after'
  | 'g7';

export interface ListRoute {
  kind: ListKind;
  /** Canonical path of the list's first page. */
  basePath: string;
  filter?: ListFilter;
  /** A list that needs more than one condition is read through search instead. */
  filters?: SearchFilters;
  /** Fixed header title (a dictionary key); section, tag and author lists take the store's name. */
  titleKey?: MessageKey;
  locale: Locale;
  /** Tabs shown above the list, with the active one. */
  tabs?: { label: string; href: string; active: boolean }[];
  page: number;
}

const fixedLists = {
  legfrissebb: { filter: undefined, locale: 'hu' },
  legfontosabb: { filter: { kind: 'flag', key: FLAG_LISTS.legfontosabb }, locale: 'hu' },
  kedvenceink: { filter: { kind: 'flag', key: FLAG_LISTS.kedvenceink }, locale: 'hu' },
  english: { filter: { kind: 'mstag', key: 'english' }, locale: 'en' },
  after: { filter: { kind: 'mstag', key: 'after' }, locale: 'hu' },
} as const satisfies Record<FixedList, { filter?: ListFilter; locale: Locale }>;

/** /rovat/szepkilatas tabs: all articles and the four hike difficulties (SPEC section 2). */
export const hikeTabs = [
  { segment: 'konnyu', tag: 'konnyu-tura', label: listTabsHu['listTab.hike.konnyu'] },
  { segment: 'kozepes', tag: 'kozepes-tura', label: listTabsHu['listTab.hike.kozepes'] },
  { segment: 'nehez', tag: 'nehez-tura', label: listTabsHu['listTab.hike.nehez'] },
  { segment: 'extrem', tag: 'extrem-tura', label: listTabsHu['listTab.hike.extrem'] },
] as const;

/** g7 tabs (SPEC section 2): Friss cikkek is the cover's list, the others filter by tag. */
export const g7Tabs = [
  { segment: undefined, label: listTabsHu['listTab.g7.latest'] },
  { segment: 'friss', label: listTabsHu['listTab.g7.friss'] },
  { segment: 'adat', label: listTabsHu['listTab.g7.adat'] },
  { segment: 'penz', label: listTabsHu['listTab.g7.penz'] },
  { segment: 'kozelet', label: listTabsHu['listTab.g7.kozelet'] },
  { segment: 'podcast', label: listTabsHu['listTab.g7.podcast'] },
] as const;

/** Lists of one section, tag or author: the store list they read and their path builder. */
const taxonLists = {
  rovat: { filter: 'mstag', path: (slug: string) => paths.section(slug) },
  cimke: { filter: 'tag', path: (slug: string) => finalTagPath(slug) },
  szerzo: { filter: 'author', path: (slug: string) => paths.author(slug) },
} as const satisfies Record<string, { filter: ListFilter['kind']; path: (slug: string) => string }>;

/** The methodology document linked from /rovat/ellenorzo (SPEC section 2). */
const METHODOLOGY_DOC = 'modszertan';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Splits a trailing `oldal/N` (added by the page rewrite of `?oldal=N`) off the segments. */
export function splitPage(segments: readonly string[]): { rest: string[]; page: number } | null {
  const rest = [...segments];
  let page = 1;
  if (rest.length >= 2 && rest[rest.length - 2] === 'oldal') {
    const value = rest.pop()!;
    rest.pop();
    if (!/^\d{1,6}$/.test(value)) return null;
    page = Math.max(1, Number(value));
  }
  return { rest, page };
}

/** The list a path shows, or null when the path is not a list (-> 404). */
export function resolveListRoute(kind: ListKind, segments: readonly string[]): ListRoute | null {
  const split = splitPage(segments);
  if (!split) return null;
  const { rest, page } = split;
  const lowered = rest.map((s) => s.toLowerCase());
  if (lowered.some((s) => !SLUG.test(s))) return null;
  const [slug, tab, ...more] = lowered;

  if (kind in fixedLists) {
    if (rest.length) return null;
    const fixed = kind as FixedList;
    return {
      kind,
      basePath: paths.list(fixed),
      page,
      titleKey: FIXED_LIST_TITLE_KEYS[fixed],
      ...fixedLists[fixed],
    };
  }
  if (kind === 'g7') {
    const active = g7Tabs.find((t) => t.segment === slug);
    if (tab !== undefined || !active) return null;
    const tagged = slug && slug !== 'friss';
    return {
      kind,
      basePath: paths.g7(slug),
      filter: { kind: 'mstag', key: 'g7' },
      ...(tagged
        ? { filters: { ...emptyFilters, parentId: null, sections: ['g7'], anyTags: [slug] } }
        : {}),
      titleKey: 'route.g7',
      locale: 'hu',
      page,
      tabs: g7Tabs.map((t) => ({
        label: t.label,
        href: paths.g7(t.segment),
        active: t === active,
      })),
    };
  }
  if (!slug || more.length) return null;
  if (kind !== 'rovat' && kind !== 'cimke' && kind !== 'szerzo') return null;
  const filterKind = taxonLists[kind].filter;
  if (kind === 'rovat' && slug === 'szepkilatas') {
    const hike = hikeTabs.find((t) => t.segment === tab);
    if (tab !== undefined && !hike) return null;
    return {
      kind,
      basePath: hike ? paths.sectionTab(slug, hike.segment) : paths.section(slug),
      filter: hike ? { kind: 'tag', key: hike.tag } : { kind: 'mstag', key: 'szepkilatas' },
      locale: 'hu',
      page,
      tabs: [
        { label: listTabsHu['listTab.hike.all'], href: paths.section(slug), active: !hike },
        ...hikeTabs.map((t) => ({
          label: t.label,
          href: paths.sectionTab(slug, t.segment),
          active: t === hike,
        })),
      ],
    };
  }
  if (tab !== undefined) return null;
  return {
    kind,
    basePath: taxonLists[kind].path(slug),
    filter: { kind: filterKind, key: slug },
    locale: slug === 'english' ? 'en' : 'hu',
    page,
    ...(kind === 'rovat' && slug === 'ellenorzo'
      ? {
          tabs: [
            {
              label: listTabsHu['listTab.ellenorzo.articles'],
              href: paths.section(slug),
              active: true,
            },
            {
              label: listTabsHu['listTab.ellenorzo.methodology'],
              href: paths.doc(METHODOLOGY_DOC),
              active: false,
            },
          ],
        }
      : {}),
  };
}
