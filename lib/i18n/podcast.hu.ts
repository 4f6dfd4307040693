// Hungarian texts of the podcast play buttons and episode lists (issue 16). Kept apart from hu.ts,
// which ships with every page: these load only with the pages that have play buttons
// (components/podcast/usePodcastText.ts); the global player's own are in player.hu.ts, which only its
// chunk loads. podcast.en.ts has exactly these keys.
export const podcastHu = {
  'podcast.latestEpisodes': 'Legfrissebb podcastadások',
  'podcast.allPodcasts': 'Az összes podcast',
  'podcast.play': 'Lejátszás',
  'podcast.pause': 'Szünet',
  'podcast.playLabel': 'Lejátszás: {title}',
  'podcast.pauseLabel': 'Szünet: {title}',
  'podcast.duration.seconds': '{s} mp',
  'podcast.duration.minutes': '{m} perc',
  'podcast.duration.hours': '{h} óra',
  'podcast.duration.hoursMinutes': '{h} óra {m} perc',
} as const;

export type PodcastKey = keyof typeof podcastHu;
export type PodcastMessages = Record<PodcastKey, string>;
