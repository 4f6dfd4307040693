// The newsletter promo's hide rule (SPEC section 4: "Newsletter promo hide: permanent or temporary";
// section 9: "permanent 2 years, front page temporary 1 day, article page temporary 2 days"): which
// cookie a hide button sets at each place and for how long, and which places the cookies hide. Pages
// are cached for every reader, so the rule runs twice: in the API that sets the cookie, and before
// paint in a tiny script in the page's <head> (promoHeadScript), which marks <html> with the hidden
// places for the CSS to act on. Both read the one table below.
import { NEWSLETTER_PROMO_COOKIE_DAYS } from '../constants';

export const PROMO_PLACES = ['front', 'article'] as const;
export type PromoPlace = (typeof PROMO_PLACES)[number];

export const PROMO_HIDE_KINDS = ['permanent', 'temporary'] as const;
export type PromoHideKind = (typeof PROMO_HIDE_KINDS)[number];

/** The attribute on <html> that names the places whose promo is hidden, separated by spaces. */
export const PROMO_HIDDEN_ATTRIBUTE = 'data-newsletter-promo-hidden';

/** What every hide cookie holds: its presence is the whole message. */
export const PROMO_COOKIE_VALUE = '1';

const DAY_SECONDS = 24 * 60 * 60;

/** The cookies: the permanent one hides the promo at every place, a temporary one at its own. */
const HIDE_COOKIES = [
  {
    name: 'hv_nl_promo_off',
    days: NEWSLETTER_PROMO_COOKIE_DAYS.permanent,
    hides: PROMO_PLACES,
  },
  { name: 'hv_nl_promo_front', days: NEWSLETTER_PROMO_COOKIE_DAYS.frontPage, hides: ['front'] },
  { name: 'hv_nl_promo_article', days: NEWSLETTER_PROMO_COOKIE_DAYS.article, hides: ['article'] },
] as const satisfies ReadonlyArray<{ name: string; days: number; hides: readonly PromoPlace[] }>;

export interface PromoHideCookie {
  name: string;
  maxAgeSeconds: number;
}

/** The cookie a hide button at `place` sets. */
export function promoHideCookie(place: PromoPlace, kind: PromoHideKind): PromoHideCookie {
  const cookie =
    kind === 'permanent'
      ? HIDE_COOKIES[0]
      : HIDE_COOKIES.find((entry) => entry.hides.length === 1 && entry.hides[0] === place)!;
  return { name: cookie.name, maxAgeSeconds: cookie.days * DAY_SECONDS };
}

/** The places whose promo the reader's cookies hide, in PROMO_PLACES order. */
export function hiddenPlaces(cookies: Readonly<Record<string, string | undefined>>): PromoPlace[] {
  const hidden = new Set<PromoPlace>(
    HIDE_COOKIES.filter((cookie) => cookies[cookie.name] === PROMO_COOKIE_VALUE).flatMap(
      (cookie) => cookie.hides,
    ),
  );
  return PROMO_PLACES.filter((place) => hidden.has(place));
}

/**
 * The <head> script that applies hiddenPlaces before the first paint: it reads document.cookie and
 * sets PROMO_HIDDEN_ATTRIBUTE on <html>. A few hundred bytes of the page's HTML, no bundle code.
 */
export function promoHeadScript(): string {
  const table = JSON.stringify(HIDE_COOKIES.map((cookie) => [cookie.name, cookie.hides]));
  const places = JSON.stringify(PROMO_PLACES);
  return (
    `(function(){try{var c='; '+document.cookie+';',h={};` +
    `${table}.forEach(function(e){if(c.indexOf('; '+e[0]+'=${PROMO_COOKIE_VALUE};')>-1)` +
    `e[1].forEach(function(p){h[p]=1})});` +
    `var v=${places}.filter(function(p){return h[p]}).join(' ');` +
    `if(v)document.documentElement.setAttribute('${PROMO_HIDDEN_ATTRIBUTE}',v)}catch(e){}})()`
  );
}
