// The ad slot texts (ads.hu.ts, ads.en.ts) of a locale.
import { areaText } from './locales';
import { adsEn } from './ads.en';
import { adsHu, type AdsKey } from './ads.hu';

export type { AdsKey } from './ads.hu';

export const adsText = areaText<AdsKey>({ hu: adsHu, en: adsEn });
