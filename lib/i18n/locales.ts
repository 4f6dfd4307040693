// The UI locales, their Intl tags and the placeholder filling every dictionary lookup shares. No
// dictionary is imported here: the browser gets the Hungarian dictionary with the app and any other
// locale's with the page that needs it (lib/pages/loadShell.ts), never both.
import type { MessageKey } from './hu';

export const LOCALES = ['hu', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** A locale's dictionary: every key of hu.ts. */
export type Messages = Record<MessageKey, string>;

/** The BCP 47 tag for Intl number and date formatting in each UI locale. */
export const intlLocales = { hu: 'hu-HU', en: 'en-US' } as const satisfies Record<Locale, string>;

/** Fills a dictionary text's {placeholders}; unknown ones are left as they are. */
export function fillTemplate(
  template: string,
  params: Record<string, string | number> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

type Params = Record<string, string | number>;

/**
 * The text lookup of one area's dictionary pair (`x.hu.ts` has the keys, `x.en.ts` the same keys):
 * the text of a key in a locale, placeholders filled. Each area file exports it under its own name,
 * so a page's bundle carries only the areas it uses.
 */
export function areaText<K extends string>(byLocale: Record<Locale, Record<K, string>>) {
  return (locale: Locale, key: K, params?: Params): string =>
    fillTemplate(byLocale[locale][key], params);
}

/** Whether a key is one of an area's (its Hungarian dictionary has every key). */
export function areaKeyGuard<K extends string>(hu: Record<K, string>) {
  return (key: string): key is K => Object.hasOwn(hu, key);
}
