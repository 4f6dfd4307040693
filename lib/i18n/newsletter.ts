// The newsletter texts (newsletter.hu.ts, newsletter.en.ts) of a locale, and a translate function over
// them (for the sign-up form, the newsletter pages and the confirmation mail).
import { areaText, type Locale } from './locales';
import { newsletterEn } from './newsletter.en';
import { newsletterHu, type NewsletterKey } from './newsletter.hu';

export type { NewsletterKey } from './newsletter.hu';

const text = areaText<NewsletterKey>({ hu: newsletterHu, en: newsletterEn });

export function newsletterTranslator(locale: Locale) {
  return (key: NewsletterKey, params?: Record<string, string | number>) =>
    text(locale, key, params);
}
