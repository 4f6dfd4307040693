// Hungarian texts of the podcast play buttons and the global player (issue 16). Kept apart from hu.ts,
// which ships with every page: these load only with the pages that have play buttons and with the
// player's own chunk (components/podcast/usePodcastText.ts). podcast.en.ts has exactly these keys.
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
  'player.region': 'Podcastlejátszó',
  'player.seek': 'Tekerés',
  'player.seekValue': '{elapsed} / {total}',
  'player.skipBack': '{n} másodperccel vissza',
  'player.skipForward': '{n} másodperccel előre',
  'player.minimiseLeft': 'Lejátszó kicsinyítése balra',
  'player.minimiseRight': 'Lejátszó kicsinyítése jobbra',
  'player.restore': 'Lejátszó visszaállítása',
  'player.close': 'Lejátszó bezárása',
  'player.status.playing': 'Lejátszás: {title}',
  'player.status.paused': 'Szüneteltetve: {title}',
  'player.error': 'Az adás nem játszható le.',
} as const;

export type PodcastKey = keyof typeof podcastHu;
export type PodcastMessages = Record<PodcastKey, string>;
