// The podcast texts (podcast.hu.ts, podcast.en.ts) of a locale.
import type { Locale } from './locales';
import { fillTemplate } from './locales';
import { podcastEn } from './podcast.en';
import { podcastHu, type PodcastKey, type PodcastMessages } from './podcast.hu';

export type { PodcastKey } from './podcast.hu';

const byLocale: Record<Locale, PodcastMessages> = { hu: podcastHu, en: podcastEn };

export function isPodcastKey(key: string): key is PodcastKey {
  return Object.hasOwn(podcastHu, key);
}

export function podcastText(
  locale: Locale,
  key: PodcastKey,
  params?: Record<string, string | number>,
): string {
  return fillTemplate(byLocale[locale][key], params);
}
