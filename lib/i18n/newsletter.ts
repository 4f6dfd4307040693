// The newsletter texts (newsletter.hu.ts, newsletter.en.ts) of a locale, and a translate function over
// them (for the sign-up form, the newsletter pages and the confirmation mail).
import type { Locale } from './locales';
import { fillTemplate } from './locales';
import { newsletterEn } from './newsletter.en';
import { newsletterHu, type NewsletterKey, type NewsletterMessages } from './newsletter.hu';

export type { NewsletterKey } from './newsletter.hu';

const byLocale: Record<Locale, NewsletterMessages> = { hu: newsletterHu, en: newsletterEn };

export function newsletterTranslator(locale: Locale) {
  const messages = byLocale[locale];
  return (key: NewsletterKey, params?: Record<string, string | number>) =>
    fillTemplate(messages[key], params);
}
