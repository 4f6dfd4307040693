// The supplements under /melleklet/ (SPEC section 2 "Supplements"): their tabs (second path segment;
// the default tab is the article list), sub-filters, and which tabs hide the footer.

export interface Supplement {
  slug: string;
  title: string;
  /** Other slugs that show this supplement. */
  aliases?: string[];
  tabs: Array<{ segment: string; label: string }>;
  filters: string[];
  /** The live-score league season its football tabs show (SPEC section 9: eb-2024 is league 4, 2024). */
  football?: { league: number; season: number };
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

const tab = (segment: string, label: string) => ({ segment, label });

export const supplements: Supplement[] = [
  {
    slug: 'tokio-2020',
    title: 'Tokió 2020',
    tabs: [tab('eremtablazat', 'Éremtáblázat')],
    filters: [],
  },
  {
    slug: 'foci-vb-2022',
    title: 'Foci-vb 2022',
    tabs: [
      tab('merkozesek', 'Mérkőzések'),
      tab('eredmenyek', 'Eredmények'),
      tab('csoportok', 'Csoportok'),
    ],
    filters: ['Elemzések'],
    football: { league: 1, season: 2022 },
  },
  {
    slug: 'eb-2024',
    title: 'Foci-Eb 2024',
    tabs: [
      tab('merkozesek', 'Mérkőzések'),
      tab('eredmenyek', 'Eredmények'),
      tab('csoportok', 'Csoportok'),
      tab('toplistak', 'Toplisták'),
    ],
    filters: ['Helyszíni'],
    football: { league: 4, season: 2024 },
  },
  {
    slug: 'parizs-2024',
    title: 'Párizs 2024',
    tabs: [
      tab('menetrend', 'Menetrend'),
      tab('magyar-esemenyek', 'Magyar események'),
      tab('eremtablazat', 'Éremtáblázat'),
    ],
    filters: ['Helyszíni'],
  },
  {
    slug: 'orosz-ukran-haboru',
    title: 'Orosz–ukrán háború',
    aliases: ['orosz-ukran-valsag'],
    tabs: [],
    filters: ['Összefoglalók', 'Helyszíni tudósítások', 'Elemzések'],
  },
  {
    slug: 'valasztas-2022',
    title: 'Választás 2022',
    tabs: [
      tab('reszvetel', 'Részvétel'),
      tab('valasztokeruletek', 'Választókerületek'),
      tab('orszagos-listak', 'Országos listák'),
      tab('tippjatek', 'Tippjáték'),
    ],
    filters: ['Elemzések', 'Interjúk', 'Videók', 'Közvélemény-kutatások', 'Tudnivalók'],
  },
  {
    slug: 'valasztas-2024',
    title: 'Választás 2024',
    tabs: [tab('kisokos', 'Kisokos'), tab('adatok', 'Adatok / Térkép'), tab('musorok', 'Műsorok')],
    filters: ['Legfontosabb', 'Elemzések', 'Riportok', 'Interjúk', 'Közvélemény-kutatások'],
  },
  {
    slug: 'ep-2024',
    title: 'EP-választás 2024',
    tabs: [
      tab('kisokos', 'Kisokos'),
      tab('adatok', 'Adatok / Térkép'),
      tab('musorok', 'Műsorok'),
      tab('partlistak', 'Pártlisták'),
      tab('ep-frakciok', 'EP-frakciók'),
      tab('mandatumok', 'Mandátumok'),
    ],
    filters: ['Legfontosabb', 'Elemzések', 'Riportok', 'Interjúk', 'Közvélemény-kutatások'],
  },
  {
    slug: 'usa-2024',
    title: 'Amerikai elnökválasztás 2024',
    tabs: [
      tab('adatok', 'Adatok / Térkép'),
      tab('elemzesek', 'Elemzések'),
      tab('musorok', 'Műsorok'),
    ],
    filters: [],
  },
  { slug: 'tippjatek', title: 'Tippjáték', tabs: [], filters: [] },
];

/** Tabs that hide the footer (SPEC section 2). */
export const footerlessTabs = ['menetrend', 'kisokos', 'adatok', 'mandatumok'];

export interface SupplementRoute {
  supplement: Supplement;
  /** null = the default article list tab. */
  tab: Supplement['tabs'][number] | null;
  /** Extra segments: the data page /adatok/{x}/{y}, or tippjatek's {subSlug?}/{key?}. */
  rest: string[];
}

/** Resolves /melleklet/{slug}/{tab?}/...; null for anything that is not a supplement page (404). */
export function resolveSupplement(segments: readonly string[]): SupplementRoute | null {
  const [rawSlug, rawTab, ...rest] = segments.map((s) => s.toLowerCase());
  const supplement = supplements.find(
    (s) => s.slug === rawSlug || s.aliases?.includes(rawSlug ?? ''),
  );
  if (!supplement) return null;
  if (supplement.slug === 'tippjatek') {
    // /melleklet/tippjatek/{subSlug?}/{key?}
    return [rawTab, ...rest].filter(Boolean).length <= 2
      ? { supplement, tab: null, rest: [rawTab, ...rest].filter((s): s is string => Boolean(s)) }
      : null;
  }
  if (rawTab === undefined) return { supplement, tab: null, rest: [] };
  const tab = supplement.tabs.find((t) => t.segment === rawTab);
  if (!tab) return null;
  // Only the data tab has deeper pages: /melleklet/.../adatok/{x}/{y}.
  if (rest.length > (tab.segment === 'adatok' ? 2 : 0)) return null;
  return { supplement, tab, rest };
}
