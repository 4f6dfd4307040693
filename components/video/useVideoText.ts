// A translate function for the video players: their own texts (lib/i18n/video.*, loaded only with the
// video chunks) in the page's locale.
import { useCallback } from 'react';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { videoText, type VideoKey } from '@/lib/i18n/videoTexts';

export function useVideoText() {
  const locale = useLocale();
  return useCallback(
    (key: VideoKey, params?: Record<string, string | number>) => videoText(locale, key, params),
    [locale],
  );
}
