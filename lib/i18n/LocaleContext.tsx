// The locale of the page being rendered (Hungarian everywhere but the English section).
import { createContext, useContext } from 'react';
import type { MessageKey } from './hu';
import { translate, type Locale } from './translate';

export const LocaleContext = createContext<Locale>('hu');

export function useTranslate() {
  const locale = useContext(LocaleContext);
  return (key: MessageKey, params?: Record<string, string | number>) =>
    translate(locale, key, params);
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}
