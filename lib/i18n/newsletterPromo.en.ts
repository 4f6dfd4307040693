// English texts of the newsletter promo box (see newsletterPromo.hu.ts).
import type { NewsletterPromoMessages } from './newsletterPromo.hu';

export const newsletterPromoEn: NewsletterPromoMessages = {
  'promo.title': 'Our newsletters',
  'promo.summary': 'The day’s most important news in your inbox every morning',
  'promo.pitch':
    'A five-minute briefing every weekday morning and our best reporting and analysis every week. Free, and you can cancel at any time.',
  'promo.cta': 'Sign me up',
  'promo.hide': 'Hide this box',
  'promo.later': 'Not now',
  'promo.never': 'Don’t show again',
};
