import { describe, expect, it } from 'vitest';
import { adSlotsByEdition } from '@/editions/adSlots';
import type { AdArticle } from './adEligibility';
import { pageAdSlots } from './adPlacements';

const config = adSlotsByEdition.main;
const tag = (slug: string) => ({ id: 1, name: slug, slug, active: true });
const article = (over: Partial<AdArticle> = {}): AdArticle => ({
  flags: [],
  mainSuperTag: tag('belfold'),
  superTags: [],
  tags: [],
  ...over,
});
const shown = (slots: ReturnType<typeof pageAdSlots>) =>
  Object.fromEntries(
    Object.entries(slots).map(([id, view]) => [
      id,
      [view?.desktop ? 'd' : '', view?.mobile ? 'm' : ''].join(''),
    ]),
  );

describe('SPEC section 5: which ad slots a page shows', () => {
  it.each([
    [
      'an ordinary article',
      article(),
      'web',
      {
        'article-top': 'dm',
        'article-content': 'dm',
        'article-bottom': 'dm',
      },
    ],
    ['adfree flag', article({ flags: [{ slug: 'adfree' }] }), 'web', {}],
    ['adfree field', article({ adfree: true }), 'web', {}],
    ['adult-content flag', article({ flags: [{ slug: 'adult-content' }] }), 'web', {}],
    ['pr flag', article({ flags: [{ slug: 'pr' }] }), 'web', {}],
    [
      'sponsored super tag: only the slot marked pr',
      article({ mainSuperTag: tag('pr-cikk') }),
      'web',
      {
        'article-bottom': 'dm',
      },
    ],
    [
      'sponsored secondary super tag',
      article({ superTags: [tag('hirdetes')] }),
      'web',
      {
        'article-bottom': 'dm',
      },
    ],
    ['video-tagged in the app', article({ tags: [tag('video')] }), 'app', {}],
    [
      'video-tagged on the web',
      article({ tags: [tag('video')] }),
      'web',
      {
        'article-top': 'dm',
        'article-content': 'dm',
        'article-bottom': 'dm',
      },
    ],
    [
      'an ordinary article in the app: mobile units only (section 9)',
      article(),
      'app',
      {
        'article-top': 'm',
        'article-content': 'm',
        'article-bottom': 'm',
      },
    ],
  ] as const)('%s', (_case, a, renderMode, expected) => {
    expect(shown(pageAdSlots(config, 'article', { article: a, renderMode }))).toEqual(expected);
  });

  it('lists: the mobile ad after the 3rd item is mobile only; the app drops desktop-only slots', () => {
    expect(shown(pageAdSlots(config, 'list', { renderMode: 'web' }))).toEqual({
      'list-top': 'd',
      'list-mobile': 'm',
    });
    expect(shown(pageAdSlots(config, 'list', { renderMode: 'app' }))).toEqual({
      'list-mobile': 'm',
    });
  });

  it('the front page: the side column box is desktop only, so the app drops it', () => {
    expect(shown(pageAdSlots(config, 'front', { renderMode: 'web' }))).toEqual({
      'front-top': 'dm',
      'front-side': 'd',
      'front-middle': 'dm',
    });
    expect(shown(pageAdSlots(config, 'front', { renderMode: 'app' }))).toEqual({
      'front-top': 'm',
      'front-middle': 'm',
    });
  });

  it('section 9: reserved height is the tallest size; load plans are clamped', () => {
    const slots = pageAdSlots(config, 'front', { renderMode: 'web' });
    expect(slots['front-top']).toMatchObject({
      loadMode: 'early',
      desktop: { height: 250 },
      mobile: { height: 100 },
      delayMs: 0,
    });
    expect(slots['front-middle']).toMatchObject({
      loadMode: 'lazy',
      delayMs: 2_000,
      marginPx: 200,
      collapsed: false,
    });
    expect(slots['front-side']?.desktop).toMatchObject({
      sizes: [
        [300, 600],
        [300, 250],
      ],
      height: 600,
    });
  });
});
