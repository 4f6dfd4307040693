// The global podcast player's texts (player.hu.ts, player.en.ts) of a locale.
import type { Locale } from './locales';
import { fillTemplate } from './locales';
import { playerEn } from './player.en';
import { playerHu, type PlayerKey, type PlayerMessages } from './player.hu';

export type { PlayerKey } from './player.hu';

const byLocale: Record<Locale, PlayerMessages> = { hu: playerHu, en: playerEn };

export function isPlayerKey(key: string): key is PlayerKey {
  return Object.hasOwn(playerHu, key);
}

export function playerText(
  locale: Locale,
  key: PlayerKey,
  params?: Record<string, string | number>,
): string {
  return fillTemplate(byLocale[locale][key], params);
}
