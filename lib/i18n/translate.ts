// Looks up a UI string in the locale's dictionary and fills its {placeholders}.
import { en } from './en';
import { hu, type MessageKey } from './hu';

export const dictionaries = { hu, en } as const;
export type Locale = keyof typeof dictionaries;

/** The BCP 47 tag for Intl number and date formatting in each UI locale. */
export const intlLocales = { hu: 'hu-HU', en: 'en-US' } as const satisfies Record<Locale, string>;

export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template: string = dictionaries[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
