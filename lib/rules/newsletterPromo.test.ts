import {
  hiddenPlaces,
  PROMO_HIDDEN_ATTRIBUTE,
  promoHeadScript,
  promoHideCookie,
  type PromoHideKind,
  type PromoPlace,
} from './newsletterPromo';

const DAY = 24 * 60 * 60;

// SPEC section 9: "Newsletter promo cookie: permanent 2 years, front page temporary 1 day, article
// page temporary 2 days"; section 4: "Newsletter promo hide: permanent or temporary".
describe('promoHideCookie (SPEC §9)', () => {
  it.each<[PromoPlace, PromoHideKind, string, number]>([
    ['front', 'permanent', 'hv_nl_promo_off', 730 * DAY],
    ['article', 'permanent', 'hv_nl_promo_off', 730 * DAY],
    ['front', 'temporary', 'hv_nl_promo_front', 1 * DAY],
    ['article', 'temporary', 'hv_nl_promo_article', 2 * DAY],
  ])('%s, %s: cookie %s for %i s', (place, kind, name, maxAgeSeconds) => {
    expect(promoHideCookie(place, kind)).toEqual({ name, maxAgeSeconds });
  });
});

// Which places the cookies hide (SPEC §4): the permanent hide everywhere, a temporary one only where
// it was pressed.
const hiddenCases: Array<[string, Record<string, string>, PromoPlace[]]> = [
  ['no cookie', {}, []],
  ['permanent', { hv_nl_promo_off: '1' }, ['front', 'article']],
  ['front page, temporary', { hv_nl_promo_front: '1' }, ['front']],
  ['article page, temporary', { hv_nl_promo_article: '1' }, ['article']],
  ['both temporary', { hv_nl_promo_front: '1', hv_nl_promo_article: '1' }, ['front', 'article']],
  [
    'permanent and a temporary',
    { hv_nl_promo_off: '1', hv_nl_promo_front: '1' },
    ['front', 'article'],
  ],
  ['another value', { hv_nl_promo_off: '0', hv_nl_promo_front: 'yes' }, []],
  ['unrelated cookies', { hv_access: '1', hv_nl_promo: '1' }, []],
];

describe('hiddenPlaces (SPEC §4)', () => {
  it.each(hiddenCases)('%s', (_, cookies, expected) => {
    expect(hiddenPlaces(cookies)).toEqual(expected);
  });
});

describe('promoHeadScript', () => {
  /** Runs the script against a document whose cookie header is `cookies`; answers the attribute. */
  function run(cookies: Record<string, string>): string | null {
    let attribute: string | null = null;
    const document = {
      cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
      documentElement: {
        setAttribute(name: string, value: string) {
          if (name === PROMO_HIDDEN_ATTRIBUTE) attribute = value;
        },
      },
    };
    new Function('document', promoHeadScript())(document);
    return attribute;
  }

  it.each(hiddenCases)('applies the same rule before paint: %s', (_, cookies, expected) => {
    expect(run(cookies)).toBe(expected.length ? expected.join(' ') : null);
  });

  it('reads a cookie among others, not a cookie whose name only ends the same', () => {
    expect(run({ a: '1', hv_nl_promo_front: '1', b: '2' })).toBe('front');
    expect(run({ xhv_nl_promo_front: '1' })).toBeNull();
  });

  it('stays small: it is part of every page’s HTML', () => {
    expect(promoHeadScript().length).toBeLessThan(500);
  });

  it('never throws, whatever the document', () => {
    expect(() => new Function('document', promoHeadScript())(undefined)).not.toThrow();
  });
});
