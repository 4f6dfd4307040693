// Looks up a UI string in the locale's dictionary and fills its {placeholders}. Server code (feeds,
// page props) and tests use it; components use useTranslate (LocaleContext.tsx), which reads the
// page's dictionary from the context so that the browser never loads a dictionary it does not show.
import { en } from './en';
import { hu, type MessageKey } from './hu';
import { fillTemplate, type Locale, type Messages } from './locales';

export type { Locale } from './locales';

export const dictionaries: Record<Locale, Messages> = { hu, en };

export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(dictionaries[locale][key], params);
}
