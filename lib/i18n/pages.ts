// The texts of the service and sub-brand pages (pages.hu.ts, pages.en.ts) of a locale.
import { areaKeyGuard, areaText } from './locales';
import { pagesEn } from './pages.en';
import { pagesHu, type PagesKey } from './pages.hu';

export type { PagesKey } from './pages.hu';

export const pagesText = areaText<PagesKey>({ hu: pagesHu, en: pagesEn });

export const isPagesKey = areaKeyGuard<PagesKey>(pagesHu);
