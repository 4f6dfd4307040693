// The locale of the page being rendered (Hungarian everywhere but the English section) and its
// dictionary. The Hungarian one ships with the app; another locale's comes with the page's data
// (ShellData.messages), so no page carries a dictionary it does not show.
import { createContext, useContext } from 'react';
import { hu, type MessageKey } from './hu';
import { fillTemplate, type Locale, type Messages } from './locales';

export interface LocaleValue {
  locale: Locale;
  messages: Messages;
}

export const LocaleContext = createContext<LocaleValue>({ locale: 'hu', messages: hu });

/** The context value of a page: its locale, and its dictionary (Hungarian when none came along). */
export function localeValue(locale: Locale, messages: Messages | null = null): LocaleValue {
  return { locale, messages: messages ?? hu };
}

export function useTranslate() {
  const { messages } = useContext(LocaleContext);
  return (key: MessageKey, params?: Record<string, string | number>) =>
    fillTemplate(messages[key], params);
}

export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

export function useMessages(): Messages {
  return useContext(LocaleContext).messages;
}

/**
 * The `lang` an article's text (a teaser's title or lead) needs on this page: the article's language
 * when it is not the page's, so screen readers pronounce it right (issue 27 item 4); none otherwise.
 */
export function useArticleLang(english: boolean | undefined): Locale | undefined {
  const language: Locale = english ? 'en' : 'hu';
  return language === useLocale() ? undefined : language;
}
