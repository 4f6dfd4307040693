// A translate function for the global player (PlayerHost, PlayerBar): its own texts
// (lib/i18n/player.*, which only the player's chunk loads), then the podcast texts and those every
// page shares.
import { useCallback } from 'react';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { isPlayerKey, playerText, type PlayerKey } from '@/lib/i18n/playerTexts';
import { usePodcastText } from './usePodcastText';

export function usePlayerText() {
  const locale = useLocale();
  const t = usePodcastText();
  return useCallback(
    (key: PlayerKey | Parameters<typeof t>[0], params?: Record<string, string | number>) =>
      isPlayerKey(key) ? playerText(locale, key, params) : t(key, params),
    [locale, t],
  );
}
