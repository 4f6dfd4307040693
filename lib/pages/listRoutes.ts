// The list routes of SPEC section 2 ("List pages") as data: which store list each path shows, under
// which title, and how its extra path segments (tabs) are read. The page comes parsed (pageSuffix.ts).
import type { ListFilter } from '../content/contentSource';
import { emptyFilters, type SearchFilters } from '../rules/searchFilters';
import type { MessageKey } from '../i18n/hu';
import { listTabsHu } from '../i18n/listTabs.hu';
import type { Locale } from '../i18n/translate';
import { FLAG_LISTS, paths, type FixedList } from '../routing/paths';
import {
  FIXED_LIST_TITLE_KEYS,
  finalTagPath,
  titleKeyOf,
  type ListKind,
  type RouteList,
  type RouteMatch,
} from '../routing/routes';
import { segmentsOf } from './pageRequest';

export type { ListKind };

export interface ListRoute {
  kind: ListKind;
  /** The section, tag or author (or g7 tab) the path names after the list's root. */
  slug: string | null;
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

/**
 * Sections whose list page carries, after its own 'Cikkek' tab, tabs linking pages of their own:
 * /rovat/ellenorzo the methodology document (SPEC section 2), /rovat/sport the football and Formula 1
 * pages (issue 32: sport a reader can find).
 */
const sectionLinkTabs: Record<string, Array<{ label: string; href: () => string }>> = {
  ellenorzo: [
    { label: listTabsHu['listTab.ellenorzo.methodology'], href: () => paths.doc(METHODOLOGY_DOC) },
  ],
  sport: [
    { label: listTabsHu['listTab.sport.football'], href: () => paths.football() },
    { label: listTabsHu['listTab.sport.f1'], href: () => paths.f1() },
  ],
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The list page `page` of list `kind` with the path segments after its root shows; null: a 404. */
export function resolveListRoute(
  kind: ListKind,
  rest: readonly string[],
  page = 1,
): ListRoute | null {
  const lowered = rest.map((s) => s.toLowerCase());
  if (lowered.some((s) => !SLUG.test(s))) return null;
  const [slug, tab, ...more] = lowered;

  if (kind in fixedLists) {
    if (rest.length) return null;
    const fixed = kind as FixedList;
    return {
      kind,
      slug: null,
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
      slug: slug ?? null,
      basePath: paths.g7(slug),
      filter: { kind: 'mstag', key: 'g7' },
      ...(tagged
        ? { filters: { ...emptyFilters, parentId: null, sections: ['g7'], anyTags: [slug] } }
        : {}),
      titleKey: titleKeyOf('g7'),
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
      slug,
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
    slug,
    basePath: taxonLists[kind].path(slug),
    filter: { kind: filterKind, key: slug },
    locale: slug === 'english' ? 'en' : 'hu',
    page,
    ...(kind === 'rovat' && slug in sectionLinkTabs
      ? {
          tabs: [
            {
              label: listTabsHu['listTab.section.articles'],
              href: paths.section(slug),
              active: true,
            },
            ...sectionLinkTabs[slug]!.map(({ label, href }) => ({
              label,
              href: href(),
              active: false,
            })),
          ],
        }
      : {}),
  };
}

/**
 * The list page a route's params name (`list`: the route table's list extras; the params by name, the
 * segments after the list's root in `path`, or g7's `tab`); null: a 404.
 */
export function listOfParams(
  list: RouteList,
  params: RouteMatch['named'],
  page = 1,
): ListRoute | null {
  const kind = list.kind === 'named' ? (params.list as ListKind | undefined) : list.kind;
  return kind ? resolveListRoute(kind, segmentsOf(params.path ?? params.tab), page) : null;
}
