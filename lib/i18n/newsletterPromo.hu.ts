// Hungarian texts of the newsletter promo box (issue 17) on the front page and under articles: only a
// few, because the box loads on those pages. newsletterPromo.en.ts has exactly these keys.
export const newsletterPromoHu = {
  'promo.title': 'Hírleveleink',
  'promo.summary': 'A nap legfontosabb hírei reggel, a postafiókodban',
  'promo.pitch':
    'Hétköznap reggel öt perc alatt elolvasható összefoglaló, hetente a legjobb riportjaink és elemzéseink. Ingyenes, és bármikor lemondható.',
  'promo.cta': 'Feliratkozom',
  'promo.hide': 'Ajánló elrejtése',
  'promo.later': 'Most nem',
  'promo.never': 'Ne mutasd többé',
} as const;

export type NewsletterPromoKey = keyof typeof newsletterPromoHu;
export type NewsletterPromoMessages = Record<NewsletterPromoKey, string>;
