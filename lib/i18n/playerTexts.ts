// The global podcast player's texts (player.hu.ts, player.en.ts) of a locale.
import { areaKeyGuard, areaText } from './locales';
import { playerEn } from './player.en';
import { playerHu, type PlayerKey } from './player.hu';

export type { PlayerKey } from './player.hu';

export const playerText = areaText<PlayerKey>({ hu: playerHu, en: playerEn });

export const isPlayerKey = areaKeyGuard<PlayerKey>(playerHu);
