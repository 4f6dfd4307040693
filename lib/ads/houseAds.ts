// Server side: which house ad (our own promo, editions/houseAds.ts) a slot shows (issue 18). The slot's
// name picks where in the edition's list it starts, so neighbouring slots rarely repeat one promo, and
// each answer turns one further, so a reader sees them in turn. The support promo is left out while
// the edition's support page is closed (the regional edition has none; DONATIONS=1 closes the main's).
import { edition } from '@/editions/currentEdition';
import { englishHouseAds, houseAdsByEdition, type HouseAd } from '@/editions/houseAds';
import type { Locale } from '../i18n/locales';
import { supportPageAvailable } from '../routing/routeRules';

export interface HouseAdChoice {
  /** The page's language: the English section's pages get the English promos. */
  locale?: Locale;
  ads?: readonly HouseAd[];
  supportOpen?: boolean;
  /** How many answers were given before: rotates the promos. */
  turn?: number;
}

function nameHash(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

export function houseAdFor(
  slotName: string,
  {
    locale = 'hu',
    ads = locale === 'en' ? englishHouseAds : houseAdsByEdition[edition.slug],
    supportOpen = supportPageAvailable(),
    turn = 0,
  }: HouseAdChoice = {},
): HouseAd {
  const shown = ads.filter((ad) => supportOpen || !ad.support);
  return shown[(nameHash(slotName) + turn) % shown.length]!;
}
