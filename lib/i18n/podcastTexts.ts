// The podcast texts (podcast.hu.ts, podcast.en.ts) of a locale.
import { areaKeyGuard, areaText } from './locales';
import { podcastEn } from './podcast.en';
import { podcastHu, type PodcastKey } from './podcast.hu';

export type { PodcastKey } from './podcast.hu';

export const podcastText = areaText<PodcastKey>({ hu: podcastHu, en: podcastEn });

export const isPodcastKey = areaKeyGuard<PodcastKey>(podcastHu);
