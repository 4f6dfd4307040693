// A translate function for the follow button: its own texts (lib/i18n/topics.*, loaded only by the tag
// and section pages) in the page's locale.
import { useCallback } from 'react';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { topicText, type TopicsKey } from '@/lib/i18n/topicTexts';

export function useTopicText() {
  const locale = useLocale();
  return useCallback(
    (key: TopicsKey, params?: Record<string, string | number>) => topicText(locale, key, params),
    [locale],
  );
}
