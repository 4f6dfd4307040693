// English texts of the podcast play buttons and the global player: the same keys as podcast.hu.ts.
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
  'player.region': 'Podcast player',
  'player.seek': 'Seek',
  'player.seekValue': '{elapsed} of {total}',
  'player.skipBack': 'Back {n} seconds',
  'player.skipForward': 'Forward {n} seconds',
  'player.minimiseLeft': 'Minimise the player to the left',
  'player.minimiseRight': 'Minimise the player to the right',
  'player.restore': 'Restore the player',
  'player.close': 'Close the player',
  'player.status.playing': 'Playing: {title}',
  'player.status.paused': 'Paused: {title}',
  'player.error': 'The episode cannot be played.',
} as const satisfies PodcastMessages;
