// English texts of the podcast play buttons and episode lists: the same keys as podcast.hu.ts.
import type { PodcastMessages } from './podcast.hu';

export const podcastEn = {
  'podcast.latestEpisodes': 'Latest podcast episodes',
  'podcast.allPodcasts': 'All podcasts',
  'podcast.play': 'Play',
  'podcast.pause': 'Pause',
  'podcast.playLabel': 'Play: {title}',
  'podcast.pauseLabel': 'Pause: {title}',
  'podcast.duration.seconds': '{s} sec',
  'podcast.duration.minutes': '{m} min',
  'podcast.duration.hours': '{h} hr',
  'podcast.duration.hoursMinutes': '{h} hr {m} min',
} as const satisfies PodcastMessages;
