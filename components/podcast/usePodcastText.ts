// A translate function for the podcast components: the podcast texts (lib/i18n/podcast.*, loaded
// only with play buttons and the player) and the texts every page shares.
import { useCallback } from 'react';
import type { MessageKey } from '@/lib/i18n/hu';
import { useLocale, useTranslate } from '@/lib/i18n/LocaleContext';
import { isPodcastKey, podcastText, type PodcastKey } from '@/lib/i18n/podcastTexts';

export function usePodcastText() {
  const t = useTranslate();
  const locale = useLocale();
  return useCallback(
    (key: MessageKey | PodcastKey, params?: Record<string, string | number>) =>
      isPodcastKey(key) ? podcastText(locale, key, params) : t(key, params),
    [t, locale],
  );
}
