// Ad slot definitions per edition (SPEC section 3: name, sizes, load mode, loadCollapsed,
// observerMargin, optional pr, delay, setupad), one configuration per edition. A placement is where
// a page shows an ad; it has a desktop and/or a mobile slot (SPEC section 9: desktop from 768 px).
// Editions differ only in this data (unit names, which placements exist).
import type { AdSlot } from '@/lib/schemas/adSlot';
import type { EditionSlug } from './editionSlugs';

export const AD_PLACEMENTS = [
  'front-top',
  'front-side',
  'front-middle',
  'list-top',
  'list-mobile',
  'article-top',
  'article-content',
  'article-bottom',
] as const;
export type AdPlacementId = (typeof AD_PLACEMENTS)[number];

export interface AdPlacementConfig {
  desktop?: AdSlot;
  mobile?: AdSlot;
}

export type AdSlotConfig = Partial<Record<AdPlacementId, AdPlacementConfig>>;

/** The page kinds that carry ads, and their placements in page order. */
export const PAGE_AD_PLACEMENTS = {
  front: ['front-top', 'front-side', 'front-middle'],
  list: ['list-top', 'list-mobile'],
  article: ['article-top', 'article-content', 'article-bottom'],
} as const satisfies Record<string, readonly AdPlacementId[]>;
export type AdPageKind = keyof typeof PAGE_AD_PLACEMENTS;

const slot = (
  name: string,
  sizes: AdSlot['sizes'],
  load: Partial<Pick<AdSlot, 'loadMode' | 'observerMargin' | 'delay' | 'pr' | 'setupad'>> = {},
): AdSlot => ({
  name,
  sizes,
  loadMode: load.loadMode ?? 'lazy',
  loadCollapsed: false,
  observerMargin: load.observerMargin ?? 200,
  setupad: load.setupad ?? false,
  ...(load.pr === undefined ? {} : { pr: load.pr }),
  ...(load.delay === undefined ? {} : { delay: load.delay }),
});

/** Both editions have the same places; the unit names carry the edition's prefix. */
function placements(prefix: string): AdSlotConfig {
  return {
    'front-top': {
      desktop: slot(
        `${prefix}_fooldal_billboard_1`,
        [
          [970, 250],
          [728, 90],
        ],
        { loadMode: 'early' },
      ),
      mobile: slot(
        `${prefix}_fooldal_mobil_1`,
        [
          [320, 100],
          [300, 100],
        ],
        { loadMode: 'early' },
      ),
    },
    // The side column's box (desktop: on phones the column flows under the blocks).
    'front-side': {
      desktop: slot(
        `${prefix}_fooldal_oldalso`,
        [
          [300, 600],
          [300, 250],
        ],
        { observerMargin: 300 },
      ),
    },
    // Delayed 2 s (SPEC section 9) and lazy; taken by Setupad's header bidding.
    'front-middle': {
      desktop: slot(`${prefix}_fooldal_billboard_2`, [[970, 250]], { delay: 2_000, setupad: true }),
      mobile: slot(
        `${prefix}_fooldal_mobil_2`,
        [
          [300, 250],
          [320, 250],
        ],
        {
          delay: 2_000,
          setupad: true,
        },
      ),
    },
    'list-top': {
      desktop: slot(`${prefix}_lista_leaderboard`, [[728, 90]], { loadMode: 'early' }),
    },
    'list-mobile': {
      mobile: slot(
        `${prefix}_lista_mobil`,
        [
          [300, 250],
          [320, 100],
        ],
        { observerMargin: 300 },
      ),
    },
    'article-top': {
      desktop: slot(`${prefix}_cikk_leaderboard`, [[728, 90]], { loadMode: 'early' }),
      mobile: slot(`${prefix}_cikk_mobil_1`, [[320, 100]], { loadMode: 'early' }),
    },
    'article-content': {
      desktop: slot(
        `${prefix}_cikk_tartalom`,
        [
          [300, 250],
          [336, 280],
        ],
        { observerMargin: 200 },
      ),
      mobile: slot(`${prefix}_cikk_tartalom_mobil`, [[300, 250]], { observerMargin: 200 }),
    },
    // Marked pr: the one slot that may carry the sponsor's ad next to sponsored content (SPEC 5).
    'article-bottom': {
      desktop: slot(`${prefix}_cikk_also`, [[728, 90]], { pr: true, observerMargin: 100 }),
      mobile: slot(`${prefix}_cikk_also_mobil`, [[300, 250]], { pr: true, observerMargin: 100 }),
    },
  };
}

export const adSlotsByEdition = {
  main: placements('hv'),
  regional: placements('hve'),
} as const satisfies Record<EditionSlug, AdSlotConfig>;
