// The supplements under /melleklet/ (SPEC section 2 "Supplements"): their tabs (second path segment;
// the default tab is the article list), sub-filters, and which tabs hide the footer. Their names are
// in lib/i18n/supplements.hu.ts, by slug and segment.
import { supplementsHu, type SupplementKey } from '../i18n/supplements.hu';
import { MAX_DATA_PAGE_SEGMENTS } from '../rules/elections';
import { FILTER_PARAM } from './paths';

/**
 * A sub-filter of a supplement's article list (SPEC section 2): the supplement's articles that also
 * carry `tag` (or the flag `flag`), at `?szuro={slug}`.
 */
export interface SupplementFilter {
  slug: string;
  label: string;
  tag?: string;
  flag?: string;
}

/** What a tab shows besides the article list. */
export type SupplementTabKind =
  | 'football'
  /** Olympic tabs: the live-sport port's Games of the supplement's slug. */
  | 'medals'
  | 'schedule'
  | 'hungarian'
  /** The election shows ('Műsorok'): the supplement's podcast episodes and videos. */
  | 'shows'
  /**
   * An article list of its own (usa-2024's 'Elemzések'): the supplement's articles narrowed by the
   * tab's `filter` as a sub-filter narrows them, paged, at the tab's path.
   */
  | 'articles'
  /** Election tabs (issue 31), from the election-data port: */
  | ElectionTabKind;

/** The election tabs (issue 31) and what each shows. */
export const ELECTION_TABS = {
  /** Részvétel: turnout through the day and by county. */
  reszvetel: 'turnout',
  /** Választókerületek: the constituencies' tile map and their winners. */
  valasztokeruletek: 'constituencies',
  /** Országos listák, sub-tabs Pártok / Nemzetiségek. */
  'orszagos-listak': 'lists',
  /** Tippjáték: the supplement's prediction game. */
  tippjatek: 'prediction',
  /** Kisokos: the voters' guide. */
  kisokos: 'guide',
  /** Adatok / Térkép: the embedded map, and under it the data pages /adatok/{x}/{y}. */
  adatok: 'map',
  /** Pártlisták: the parties' candidates. */
  partlistak: 'partyLists',
  /** EP-frakciók: the European Parliament's groups. */
  'ep-frakciok': 'groups',
  /** Mandátumok: the seats won, and who took them. */
  mandatumok: 'seats',
} as const;
export type ElectionTabKind = (typeof ELECTION_TABS)[keyof typeof ELECTION_TABS];

export interface SupplementTab {
  segment: string;
  label: string;
  kind: SupplementTabKind;
  /** What an 'articles' tab narrows the supplement's list by. */
  filter?: SupplementFilter;
  /** Sub-tabs in a third path segment, the first the default (Országos listák: Pártok, Nemzetiségek). */
  subTabs?: SupplementSubTab[];
}

export interface SupplementSubTab {
  segment: string;
  label: string;
}

/** What an election supplement draws from the election-data port (its id is the supplement's slug). */
export interface ElectionSettings {
  /** The map of its Adatok (or Választókerületek) tab. */
  map: 'hu-counties' | 'hu-constituencies' | 'us-states';
  /** The tab that shows the map: the data pages lead back to it. */
  mapTab: 'adatok' | 'valasztokeruletek';
  /** The races whose areas fill the map, in order: the first that has an area colours it. */
  mapRaces: string[];
  /** The race the election box and the map's headline show. */
  headlineRace: string;
  /** The races whose seats make up the body elected (Mandátumok, the seat totals). */
  seatRaces: string[];
  /** The election box in the sidebar (SPEC section 2: valasztas-2024 and ep-2024). */
  box: boolean;
  /** The EU-funding notice in the sidebar (SPEC section 2: ep-2024). */
  euFunding: boolean;
}

export interface Supplement {
  slug: string;
  title: string;
  /** Other slugs that show this supplement. */
  aliases?: string[];
  tabs: SupplementTab[];
  filters: SupplementFilter[];
  /** The live-score league season its football tabs show (SPEC section 9: eb-2024 is league 4, 2024). */
  football?: { league: number; season: number };
  /** An election supplement's data (issue 31). */
  election?: ElectionSettings;
}

/** The football tabs of a supplement (SPEC section 2) and what each shows. */
export const FOOTBALL_SUPPLEMENT_TABS = {
  merkozesek: 'fixtures',
  eredmenyek: 'results',
  csoportok: 'standings',
  toplistak: 'toplists',
} as const;
export type FootballSupplementView =
  (typeof FOOTBALL_SUPPLEMENT_TABS)[keyof typeof FOOTBALL_SUPPLEMENT_TABS];

/** The names of one kind in the dictionary, by what follows their prefix (a slug or a segment). */
type NamedAfter<Prefix extends string> = {
  [K in SupplementKey]: K extends `${Prefix}${infer Name}` ? Name : never;
}[SupplementKey];

const title = (slug: NamedAfter<'supplement.title.'>) =>
  supplementsHu[`supplement.title.${slug}` as const];
const tab = (segment: NamedAfter<'supplement.tab.'>, kind: SupplementTabKind): SupplementTab => ({
  segment,
  label: supplementsHu[`supplement.tab.${segment}` as const],
  kind,
});
const footballTab = (segment: keyof typeof FOOTBALL_SUPPLEMENT_TABS) => tab(segment, 'football');
const electionTab = (segment: keyof typeof ELECTION_TABS) => tab(segment, ELECTION_TABS[segment]);
const subTab = (segment: NamedAfter<'supplement.subtab.'>): SupplementSubTab => ({
  segment,
  label: supplementsHu[`supplement.subtab.${segment}` as const],
});
const showsTab = () => tab('musorok', 'shows');
const articlesTab = (
  segment: NamedAfter<'supplement.tab.'>,
  filter: SupplementFilter,
): SupplementTab => ({ ...tab(segment, 'articles'), filter });
const filterLabel = (slug: NamedAfter<'supplement.filter.'>) =>
  supplementsHu[`supplement.filter.${slug}` as const];
const byTag = (slug: NamedAfter<'supplement.filter.'>, tagSlug: string): SupplementFilter => ({
  slug,
  label: filterLabel(slug),
  tag: tagSlug,
});

/** The sub-filters, each one tag (SPEC section 2; the tags of data/tags/news.json). */
const FILTERS = {
  elemzesek: byTag('elemzesek', 'elemzes'),
  helyszini: byTag('helyszini', 'helyszini'),
  osszefoglalok: byTag('osszefoglalok', 'osszefoglalo'),
  tudositasok: byTag('helyszini-tudositasok', 'helyszini-tudositas'),
  interjuk: byTag('interjuk', 'interju'),
  videok: byTag('videok', 'video'),
  kutatasok: byTag('kozvelemeny-kutatasok', 'kozvelemeny-kutatas'),
  tudnivalok: byTag('tudnivalok', 'tudnivalok'),
  riportok: byTag('riportok', 'riport'),
  legfontosabb: {
    slug: 'legfontosabb',
    label: filterLabel('legfontosabb'),
    flag: 'legfontosabb',
  },
} satisfies Record<string, SupplementFilter>;

const electionFilters = [
  FILTERS.legfontosabb,
  FILTERS.elemzesek,
  FILTERS.riportok,
  FILTERS.interjuk,
  FILTERS.kutatasok,
];

export const supplements: Supplement[] = [
  {
    slug: 'tokio-2020',
    title: title('tokio-2020'),
    tabs: [tab('eremtablazat', 'medals')],
    filters: [],
  },
  {
    slug: 'foci-vb-2022',
    title: title('foci-vb-2022'),
    tabs: [footballTab('merkozesek'), footballTab('eredmenyek'), footballTab('csoportok')],
    filters: [FILTERS.elemzesek],
    football: { league: 1, season: 2022 },
  },
  {
    slug: 'eb-2024',
    title: title('eb-2024'),
    tabs: [
      footballTab('merkozesek'),
      footballTab('eredmenyek'),
      footballTab('csoportok'),
      footballTab('toplistak'),
    ],
    filters: [FILTERS.helyszini],
    football: { league: 4, season: 2024 },
  },
  {
    slug: 'parizs-2024',
    title: title('parizs-2024'),
    tabs: [
      tab('menetrend', 'schedule'),
      tab('magyar-esemenyek', 'hungarian'),
      tab('eremtablazat', 'medals'),
    ],
    filters: [FILTERS.helyszini],
  },
  {
    slug: 'orosz-ukran-haboru',
    title: title('orosz-ukran-haboru'),
    aliases: ['orosz-ukran-valsag'],
    tabs: [],
    filters: [FILTERS.osszefoglalok, FILTERS.tudositasok, FILTERS.elemzesek],
  },
  {
    slug: 'valasztas-2022',
    title: title('valasztas-2022'),
    tabs: [
      electionTab('reszvetel'),
      electionTab('valasztokeruletek'),
      { ...electionTab('orszagos-listak'), subTabs: [subTab('partok'), subTab('nemzetisegek')] },
      electionTab('tippjatek'),
    ],
    election: {
      map: 'hu-constituencies',
      mapTab: 'valasztokeruletek',
      mapRaces: ['egyeni'],
      headlineRace: 'lista',
      seatRaces: ['lista', 'nemzetisegi', 'egyeni'],
      box: false,
      euFunding: false,
    },
    filters: [
      FILTERS.elemzesek,
      FILTERS.interjuk,
      FILTERS.videok,
      FILTERS.kutatasok,
      FILTERS.tudnivalok,
    ],
  },
  {
    slug: 'valasztas-2024',
    title: title('valasztas-2024'),
    tabs: [electionTab('kisokos'), electionTab('adatok'), showsTab()],
    filters: electionFilters,
    election: {
      map: 'hu-counties',
      mapTab: 'adatok',
      mapRaces: ['fopolgarmester', 'megyei-kozgyules'],
      headlineRace: 'fopolgarmester',
      seatRaces: [],
      box: true,
      euFunding: false,
    },
  },
  {
    slug: 'ep-2024',
    title: title('ep-2024'),
    tabs: [
      electionTab('kisokos'),
      electionTab('adatok'),
      showsTab(),
      electionTab('partlistak'),
      electionTab('ep-frakciok'),
      electionTab('mandatumok'),
    ],
    filters: electionFilters,
    election: {
      map: 'hu-counties',
      mapTab: 'adatok',
      mapRaces: ['ep'],
      headlineRace: 'ep',
      seatRaces: ['ep'],
      box: true,
      euFunding: true,
    },
  },
  {
    slug: 'usa-2024',
    title: title('usa-2024'),
    tabs: [electionTab('adatok'), articlesTab('elemzesek', FILTERS.elemzesek), showsTab()],
    filters: [],
    election: {
      map: 'us-states',
      mapTab: 'adatok',
      mapRaces: ['elnok'],
      headlineRace: 'elnok',
      seatRaces: ['elnok'],
      box: false,
      euFunding: false,
    },
  },
];

/** The path segment of the election data pages: /melleklet/{slug}/adatok/{x}/{y}. */
export const DATA_SEGMENT = 'adatok';
const DATA_PAGES = electionTab(DATA_SEGMENT);

/** Tabs that hide the footer (SPEC section 2). */
export const footerlessTabs = ['menetrend', 'kisokos', 'adatok', 'mandatumok'];

export interface SupplementRoute {
  supplement: Supplement;
  /** null = the default article list tab. */
  tab: SupplementTab | null;
  /** The article list's sub-filter (only on the article list). */
  filter: SupplementFilter | null;
  /** The article list's page (also an 'articles' tab's; 1 on the data tabs). */
  page: number;
  /** Extra segments: the data page /adatok/{x}/{y}. */
  rest: string[];
  /** The tab's sub-tab (the first of its sub-tabs when the path names none); null without. */
  subTab: SupplementSubTab | null;
}

/**
 * Resolves /melleklet/{slug}/{tab?}/... and its article list's page `page`; null for anything that
 * is not a supplement page (404). The list's `?szuro=` arrives as the proxy's internal suffix
 * /szuro/{x} (lib/routing/internalRewrites.ts; the page comes parsed, pageSuffix.ts); an unknown
 * filter is a 404, a page past the end is the page's to say; on a data tab both are ignored (an
 * 'articles' tab keeps its page).
 */
export function resolveSupplement(segments: readonly string[], page = 1): SupplementRoute | null {
  const parts = segments.map((s) => s.toLowerCase());
  let filterSlug: string | null = null;
  if (parts.length >= 3 && parts.at(-2) === FILTER_PARAM) {
    filterSlug = parts.pop()!;
    parts.pop();
  }
  const [rawSlug, rawTab, ...rest] = parts;
  const supplement = supplements.find(
    (s) => s.slug === rawSlug || s.aliases?.includes(rawSlug ?? ''),
  );
  if (!supplement) return null;
  if (rawTab === undefined) {
    const filter =
      filterSlug === null ? null : supplement.filters.find((f) => f.slug === filterSlug);
    if (filter === undefined) return null;
    return { supplement, tab: null, filter, page, rest: [], subTab: null };
  }
  // An election supplement's data pages live under /adatok/ even where the map has another tab
  // (valasztas-2022: Választókerületek).
  const tab =
    supplement.tabs.find((t) => t.segment === rawTab) ??
    (supplement.election && rawTab === DATA_SEGMENT && rest.length ? DATA_PAGES : undefined);
  if (!tab) return null;
  if (tab.subTabs) {
    // /melleklet/valasztas-2022/orszagos-listak/{partok|nemzetisegek}
    const chosen = rest.length
      ? tab.subTabs.find((sub) => sub.segment === rest[0])
      : tab.subTabs[0];
    if (!chosen || rest.length > 1) return null;
    return { supplement, tab, filter: null, page: 1, rest: [], subTab: chosen };
  }
  // Only the data tab has deeper pages: /melleklet/.../adatok/{x}/{y}.
  if (rest.length > (tab.kind === 'map' ? MAX_DATA_PAGE_SEGMENTS : 0)) return null;
  return {
    supplement,
    tab,
    filter: null,
    page: tab.kind === 'articles' ? page : 1,
    rest,
    subTab: null,
  };
}
