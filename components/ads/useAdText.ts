// A translate function for the ad slots: their own texts (lib/i18n/ads.*) in the page's locale.
import { useCallback } from 'react';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { adsText, type AdsKey } from '@/lib/i18n/adsTexts';

export function useAdText() {
  const locale = useLocale();
  return useCallback((key: AdsKey) => adsText(locale, key), [locale]);
}
