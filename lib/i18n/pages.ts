// The texts of the service and sub-brand pages (pages.hu.ts, pages.en.ts) of a locale.
import type { Locale } from './locales';
import { fillTemplate } from './locales';
import { pagesEn } from './pages.en';
import { pagesHu, type PagesKey, type PagesMessages } from './pages.hu';

export type { PagesKey } from './pages.hu';

const byLocale: Record<Locale, PagesMessages> = { hu: pagesHu, en: pagesEn };

export function isPagesKey(key: string): key is PagesKey {
  return Object.hasOwn(pagesHu, key);
}

export function pagesText(
  locale: Locale,
  key: PagesKey,
  params?: Record<string, string | number>,
): string {
  return fillTemplate(byLocale[locale][key], params);
}
