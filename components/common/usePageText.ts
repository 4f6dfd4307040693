// A translate function for the service and sub-brand pages: their own texts (lib/i18n/pages.*, which
// only these pages load), the podcast texts (their play buttons) and the texts every page shares (the page's dictionary).
import { useCallback } from 'react';
import type { MessageKey } from '@/lib/i18n/hu';
import { useLocale, useTranslate } from '@/lib/i18n/LocaleContext';
import { isPagesKey, pagesText, type PagesKey } from '@/lib/i18n/pages';
import { isPodcastKey, podcastText, type PodcastKey } from '@/lib/i18n/podcastTexts';

export function usePageText() {
  const t = useTranslate();
  const locale = useLocale();
  return useCallback(
    (key: PageTextKey, params?: Record<string, string | number>) =>
      isPagesKey(key)
        ? pagesText(locale, key, params)
        : isPodcastKey(key)
          ? podcastText(locale, key, params)
          : t(key, params),
    [t, locale],
  );
}

/** A key of either dictionary. */
export type PageTextKey = MessageKey | PagesKey | PodcastKey;
