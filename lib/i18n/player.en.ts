// English texts of the global podcast player: the same keys as player.hu.ts.
import type { PlayerMessages } from './player.hu';

export const playerEn = {
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
} as const satisfies PlayerMessages;
