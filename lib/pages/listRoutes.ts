// The list routes of SPEC section 2 ("List pages") as data: which store list each path shows, under
// which title, and how its extra path segments (tabs, `oldal/N` from the page rewrite) are read.
import type { ListFilter } from '../content/contentSource';
import { emptyFilters, type SearchFilters } from '../rules/searchFilters';
import type { Locale } from '../i18n/translate';

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
  /** Fixed header title; section, tag and author lists take the store's name. */
  title?: string;
  locale: Locale;
  /** Tabs shown above the list, with the active one. */
  tabs?: { label: string; href: string; active: boolean }[];
  page: number;
}

const fixedLists = {
  legfrissebb: { title: 'Friss hírek', filter: undefined, locale: 'hu' },
  legfontosabb: {
    title: 'Legfontosabb',
    filter: { kind: 'flag', key: 'legfontosabb' },
    locale: 'hu',
  },
  kedvenceink: { title: 'Kedvenceink', filter: { kind: 'flag', key: 'favorite' }, locale: 'hu' },
  english: { title: 'English', filter: { kind: 'mstag', key: 'english' }, locale: 'en' },
  after: { title: 'After', filter: { kind: 'mstag', key: 'after' }, locale: 'hu' },
} as const satisfies Partial<
  Record<ListKind, { title: string; filter?: ListFilter; locale: Locale }>
>;

/** /rovat/szepkilatas tabs: all articles and the four hike difficulties (SPEC section 2). */
export const hikeTabs = [
  { segment: 'konnyu', tag: 'konnyu-tura', label: 'Könnyű' },
  { segment: 'kozepes', tag: 'kozepes-tura', label: 'Közepes' },
  { segment: 'nehez', tag: 'nehez-tura', label: 'Nehéz' },
  { segment: 'extrem', tag: 'extrem-tura', label: 'Extrém' },
] as const;

/** g7 tabs (SPEC section 2): Friss cikkek is the cover's list, the others filter by tag. */
export const g7Tabs = [
  { segment: undefined, label: 'Friss cikkek' },
  { segment: 'friss', label: 'Összes cikk' },
  { segment: 'adat', label: 'Adat' },
  { segment: 'penz', label: 'Pénz' },
  { segment: 'kozelet', label: 'Közélet' },
  { segment: 'podcast', label: 'Podcast' },
] as const;

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
    const list = fixedLists[kind as keyof typeof fixedLists];
    return { kind, basePath: `/${kind}`, page, ...list };
  }
  if (kind === 'g7') {
    const active = g7Tabs.find((t) => t.segment === slug);
    if (tab !== undefined || !active) return null;
    const tagged = slug && slug !== 'friss';
    return {
      kind,
      basePath: slug ? `/g7/${slug}` : '/g7',
      filter: { kind: 'mstag', key: 'g7' },
      ...(tagged
        ? { filters: { ...emptyFilters, parentId: null, sections: ['g7'], anyTags: [slug] } }
        : {}),
      title: 'G7',
      locale: 'hu',
      page,
      tabs: g7Tabs.map((t) => ({
        label: t.label,
        href: t.segment ? `/g7/${t.segment}` : '/g7',
        active: t === active,
      })),
    };
  }
  if (!slug || more.length) return null;
  const filterKinds: Record<string, ListFilter['kind']> = {
    rovat: 'mstag',
    cimke: 'tag',
    szerzo: 'author',
  };
  const filterKind = filterKinds[kind];
  if (!filterKind) return null;
  if (kind === 'rovat' && slug === 'szepkilatas') {
    const hike = hikeTabs.find((t) => t.segment === tab);
    if (tab !== undefined && !hike) return null;
    return {
      kind,
      basePath: hike ? `/rovat/szepkilatas/${hike.segment}` : '/rovat/szepkilatas',
      filter: hike ? { kind: 'tag', key: hike.tag } : { kind: 'mstag', key: 'szepkilatas' },
      locale: 'hu',
      page,
      tabs: [
        { label: 'Összes cikk', href: '/rovat/szepkilatas', active: !hike },
        ...hikeTabs.map((t) => ({
          label: t.label,
          href: `/rovat/szepkilatas/${t.segment}`,
          active: t === hike,
        })),
      ],
    };
  }
  if (tab !== undefined) return null;
  return {
    kind,
    basePath: `/${kind}/${slug}`,
    filter: { kind: filterKind, key: slug },
    locale: slug === 'english' ? 'en' : 'hu',
    page,
    ...(kind === 'rovat' && slug === 'ellenorzo'
      ? {
          tabs: [
            { label: 'Cikkek', href: '/rovat/ellenorzo', active: true },
            { label: 'Módszertan', href: '/dokumentum/modszertan', active: false },
          ],
        }
      : {}),
  };
}
