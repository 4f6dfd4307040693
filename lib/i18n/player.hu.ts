// Hungarian texts of the global podcast player (issue 16): only the player's lazily loaded chunk
// (PlayerHost, PlayerBar) carries them, never the pages with play buttons. player.en.ts has exactly
// these keys.
export const playerHu = {
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

export type PlayerKey = keyof typeof playerHu;
export type PlayerMessages = Record<PlayerKey, string>;
