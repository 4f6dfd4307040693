import {
  highlightIndex,
  isHighlightListComplete,
  mobileAdIndex,
  partnerInsertIndex,
  planListSlots,
  type ListSlot,
} from './listInsertions';

// SPEC section 9 "Article list": highlight at 3 + page mod min(count, 4) when more than 5 items; highlight
// list needs exactly 4 articles; partner after the 4th item on /legfrissebb page 1; mobile ad after the 3rd.
describe('highlightIndex (SPEC §9)', () => {
  it.each([
    ['page 1, 4 highlights', 1, 4, 10, 4],
    ['page 2', 2, 4, 10, 5],
    ['page 3', 3, 4, 10, 6],
    ['page 4 wraps to 3', 4, 4, 10, 3],
    ['page 5', 5, 4, 10, 4],
    ['more than 4 highlights count as 4', 3, 9, 10, 6],
    ['2 highlights: cycle of 2', 3, 2, 10, 4],
    ['1 highlight: always 3', 7, 1, 10, 3],
    ['no highlights', 1, 0, 10, null],
    ['exactly 5 items: none', 1, 4, 5, null],
    ['6 items: shown', 3, 4, 6, 6],
    ['page 0 treated as 1', 0, 4, 10, 4],
    ['fractional page treated as 1', 2.5, 4, 10, 4],
  ])('%s', (_name, page, count, itemCount, expected) => {
    expect(highlightIndex(page, count, itemCount)).toBe(expected);
  });
});

describe('isHighlightListComplete (SPEC §9: exactly 4 articles)', () => {
  it.each([
    [0, false],
    [3, false],
    [4, true],
    [5, false],
  ])('%d articles -> %s', (count, expected) => {
    expect(isHighlightListComplete(Array.from({ length: count }, (_, i) => i))).toBe(expected);
  });
});

describe('partnerInsertIndex (SPEC §9: after the 4th item on /legfrissebb page 1)', () => {
  it.each([
    ['/legfrissebb', 1, 10, 4],
    ['/legfrissebb/', 1, 10, 4],
    ['/Legfrissebb?oldal=1', 1, 10, 4],
    ['/legfrissebb', 2, 10, null],
    ['/legfrissebb', 1, 4, 4],
    ['/legfrissebb', 1, 3, null],
    ['/legfontosabb', 1, 10, null],
    ['/rovat/legfrissebb', 1, 10, null],
    ['/', 1, 10, null],
  ])('%s page %d, %d items -> %s', (route, page, itemCount, expected) => {
    expect(partnerInsertIndex(route, page, itemCount)).toBe(expected);
  });
});

describe('mobileAdIndex (SPEC §9: after the 3rd item)', () => {
  it.each([
    [0, null],
    [2, null],
    [3, 3],
    [10, 3],
  ])('%d items -> %s', (itemCount, expected) => {
    expect(mobileAdIndex(itemCount)).toBe(expected);
  });
});

describe('planListSlots (SPEC §9)', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => `a${i}`);
  const four = ['h1', 'h2', 'h3', 'h4'];
  const show = (slots: ListSlot<string>[]) =>
    slots
      .map((slot) => {
        if (slot.kind === 'article') return slot.item;
        if (slot.kind === 'highlight') return `H(${slot.items.length})`;
        if (slot.kind === 'partner') return `P:${slot.item}`;
        return 'M';
      })
      .join(' ');

  it.each([
    [
      'section page 1: ad after 3rd, highlight at 4',
      { n: 10, page: 1, route: '/cimke/sport', highlights: four, partner: null },
      'a0 a1 a2 M a3 H(4) a4 a5 a6 a7 a8 a9',
    ],
    [
      'page 4: ad and highlight both at 3, ad first',
      { n: 10, page: 4, route: '/cimke/sport', highlights: four, partner: null },
      'a0 a1 a2 M H(4) a3 a4 a5 a6 a7 a8 a9',
    ],
    [
      'page 3 with 6 items: highlight at the very end',
      { n: 6, page: 3, route: '/cimke/sport', highlights: four, partner: null },
      'a0 a1 a2 M a3 a4 a5 H(4)',
    ],
    [
      'incomplete highlight list is left out',
      { n: 10, page: 1, route: '/cimke/sport', highlights: ['h1', 'h2', 'h3'], partner: null },
      'a0 a1 a2 M a3 a4 a5 a6 a7 a8 a9',
    ],
    [
      'short list: no highlight',
      { n: 5, page: 1, route: '/cimke/sport', highlights: four, partner: null },
      'a0 a1 a2 M a3 a4',
    ],
    [
      '/legfrissebb page 1: partner after the 4th, before the highlight',
      { n: 10, page: 1, route: '/legfrissebb', highlights: four, partner: 'p' },
      'a0 a1 a2 M a3 P:p H(4) a4 a5 a6 a7 a8 a9',
    ],
    [
      '/legfrissebb page 2: no partner',
      { n: 10, page: 2, route: '/legfrissebb', highlights: [], partner: 'p' },
      'a0 a1 a2 M a3 a4 a5 a6 a7 a8 a9',
    ],
    [
      '/legfrissebb page 1 without partner article',
      { n: 5, page: 1, route: '/legfrissebb', highlights: [], partner: null },
      'a0 a1 a2 M a3 a4',
    ],
    [
      'partner at the end of a 4-item list',
      { n: 4, page: 1, route: '/legfrissebb', highlights: [], partner: 'p' },
      'a0 a1 a2 M a3 P:p',
    ],
    [
      'two items: nothing inserted',
      { n: 2, page: 1, route: '/legfrissebb', highlights: four, partner: 'p' },
      'a0 a1',
    ],
    [
      'empty list stays empty',
      { n: 0, page: 1, route: '/legfrissebb', highlights: four, partner: 'p' },
      '',
    ],
  ])('%s', (_name, { n, page, route, highlights, partner }, expected) => {
    expect(show(planListSlots({ items: items(n), page, route, highlights, partner }))).toBe(
      expected,
    );
  });

  it('keeps each article its original index (SPEC §9)', () => {
    const slots = planListSlots({
      items: items(6),
      page: 1,
      route: '/legfrissebb',
      highlights: four,
      partner: 'p',
    });
    const indexes = slots.flatMap((slot) => (slot.kind === 'article' ? [slot.index] : []));
    expect(indexes).toEqual([0, 1, 2, 3, 4, 5]);
    expect(slots.find((slot) => slot.kind === 'highlight')).toEqual({
      kind: 'highlight',
      items: four,
    });
  });
});
