// The RSS channels' texts (feeds.hu.ts, feeds.en.ts) of a locale, for lib/feeds.
import { areaText } from './locales';
import { feedsEn } from './feeds.en';
import { feedsHu, type FeedsKey } from './feeds.hu';

export const feedText = areaText<FeedsKey>({ hu: feedsHu, en: feedsEn });
