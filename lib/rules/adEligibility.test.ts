import {
  adBlockReason,
  adDevice,
  adLoadPlan,
  adsAllowed,
  type AdArticle,
  type AdMode,
} from './adEligibility';

// SPEC section 5 (no ads on adfree / adult-content / pr articles, sponsored super tags except pr slots,
// video articles in the app), sections 4 and 9 (lazy margins 0-300 px, delay 2 s, desktop from 768 px).
const tag = (slug: string) => ({ id: 1, name: slug, slug, active: true });

function article(fields: {
  flags?: string[];
  mainSuperTag?: string;
  superTags?: string[];
  tags?: string[];
  adfree?: boolean;
  adultContent?: boolean;
  pr?: boolean;
}): AdArticle {
  return {
    flags: (fields.flags ?? []).map((slug) => ({ slug })),
    mainSuperTag: tag(fields.mainSuperTag ?? 'belfold'),
    superTags: (fields.superTags ?? []).map(tag),
    tags: (fields.tags ?? []).map(tag),
    adfree: fields.adfree,
    adultContent: fields.adultContent,
    pr: fields.pr,
  };
}

describe('adBlockReason / adsAllowed (SPEC §5)', () => {
  it.each([
    ['no article (list page)', undefined, false, false, null],
    ['plain article', article({}), false, false, null],
    ['adfree flag', article({ flags: ['adfree'] }), false, false, 'adfree'],
    ['adfree flag, pr slot too', article({ flags: ['adfree'] }), true, false, 'adfree'],
    ['adult-content flag', article({ flags: ['adult-content'] }), false, false, 'adult-content'],
    ['pr flag', article({ flags: ['pr'] }), false, false, 'pr'],
    ['pr flag, pr slot too', article({ flags: ['pr'] }), true, false, 'pr'],
    ['adfree field', article({ adfree: true }), false, false, 'adfree'],
    ['adultContent field', article({ adultContent: true }), false, false, 'adult-content'],
    ['pr field', article({ pr: true }), false, false, 'pr'],
    ['other flags are fine', article({ flags: ['live', 'legfontosabb'] }), false, false, null],
    ['sponsored main super tag', article({ mainSuperTag: 'pr-cikk' }), false, false, 'sponsored'],
    ['sponsored main super tag, pr slot', article({ mainSuperTag: 'pr-cikk' }), true, false, null],
    [
      'pr flag on a sponsored super tag, pr slot',
      article({ flags: ['pr'], mainSuperTag: 'pr-cikk' }),
      true,
      false,
      'pr',
    ],
    [
      'sponsored among super tags',
      article({ superTags: ['gazdasag', 'tamogatott-tartalom'] }),
      false,
      false,
      'sponsored',
    ],
    [
      'tarsadalmi-celu-reklam',
      article({ superTags: ['tarsadalmi-celu-reklam'] }),
      false,
      false,
      'sponsored',
    ],
    ['hirdetes', article({ mainSuperTag: 'hirdetes' }), false, false, 'sponsored'],
    ['telextarcak', article({ mainSuperTag: 'telextarcak' }), false, false, 'sponsored'],
    [
      'sponsored slug as a plain tag does not count',
      article({ tags: ['pr-cikk'] }),
      false,
      false,
      null,
    ],
    ['video tag in the app', article({ tags: ['video'] }), false, true, 'app-video'],
    ['video super tag in the app', article({ superTags: ['video'] }), false, true, 'app-video'],
    ['video tag in the app, pr slot', article({ tags: ['video'] }), true, true, 'app-video'],
    ['video tag on the web', article({ tags: ['video'] }), false, false, null],
    ['no video tag in the app', article({ tags: ['sport'] }), false, true, null],
  ])('%s', (_name, subject, prSlot, isApp, expected) => {
    const context = { article: subject, slot: { pr: prSlot }, isApp };
    expect(adBlockReason(context)).toBe(expected);
    expect(adsAllowed(context)).toBe(expected === null);
  });
});

describe('adDevice (SPEC §9: desktop from 768 px; app and screenshot modes)', () => {
  it.each<[number, AdMode, 'desktop' | 'mobile' | null]>([
    [767, 'web', 'mobile'],
    [768, 'web', 'desktop'],
    [1920, 'web', 'desktop'],
    [0, 'web', 'mobile'],
    [Number.NaN, 'web', 'mobile'],
    [1024, 'app', 'mobile'],
    [375, 'app', 'mobile'],
    [1920, 'screenshot', null],
    [375, 'screenshot', null],
  ])('width %d, mode %s -> %s', (width, mode, expected) => {
    expect(adDevice(width, mode)).toBe(expected);
  });

  it('defaults to web mode (SPEC §9)', () => {
    expect(adDevice(800)).toBe('desktop');
  });
});

describe('adLoadPlan (SPEC §4, §9: lazy margins 0-300 px, delay 2 s)', () => {
  it.each([
    [
      'early slot ignores its margin',
      { loadMode: 'early', observerMargin: 200 },
      { mode: 'early', marginPx: 0, rootMargin: null, delayMs: 0 },
    ],
    [
      'lazy slot with its margin',
      { loadMode: 'lazy', observerMargin: 200 },
      { mode: 'lazy', marginPx: 200, rootMargin: '200px 0px', delayMs: 0 },
    ],
    [
      'lazy, margin 0',
      { loadMode: 'lazy', observerMargin: 0 },
      { mode: 'lazy', marginPx: 0, rootMargin: '0px 0px', delayMs: 0 },
    ],
    [
      'margin above 300 clamped',
      { loadMode: 'lazy', observerMargin: 1000 },
      { mode: 'lazy', marginPx: 300, rootMargin: '300px 0px', delayMs: 0 },
    ],
    [
      'negative margin clamped',
      { loadMode: 'lazy', observerMargin: -50 },
      { mode: 'lazy', marginPx: 0, rootMargin: '0px 0px', delayMs: 0 },
    ],
    [
      'delayed slot',
      { loadMode: 'lazy', observerMargin: 300, delay: 2000 },
      { mode: 'lazy', marginPx: 300, rootMargin: '300px 0px', delayMs: 2000 },
    ],
    [
      'shorter delay kept',
      { loadMode: 'early', observerMargin: 0, delay: 500 },
      { mode: 'early', marginPx: 0, rootMargin: null, delayMs: 500 },
    ],
    [
      'delay above 2 s clamped',
      { loadMode: 'early', observerMargin: 0, delay: 10_000 },
      { mode: 'early', marginPx: 0, rootMargin: null, delayMs: 2000 },
    ],
    [
      'NaN delay means none',
      { loadMode: 'early', observerMargin: 0, delay: Number.NaN },
      { mode: 'early', marginPx: 0, rootMargin: null, delayMs: 0 },
    ],
  ] as const)('%s', (_name, slot, expected) => {
    expect(adLoadPlan(slot)).toEqual(expected);
  });
});
