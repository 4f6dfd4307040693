// The ad slot texts (ads.hu.ts, ads.en.ts) of a locale.
import { adsEn } from './ads.en';
import { adsHu, type AdsKey, type AdsMessages } from './ads.hu';
import type { Locale } from './locales';

export type { AdsKey } from './ads.hu';

const byLocale: Record<Locale, AdsMessages> = { hu: adsHu, en: adsEn };

export function adsText(locale: Locale, key: AdsKey): string {
  return byLocale[locale][key];
}
