// SPEC sections 2 and 9 "Cover pulls": the sub-brand covers' sections.
import { describe, expect, it } from 'vitest';
import { composeAfterCover, composeG7Cover, fillSection } from './coverSections';

const item = (id: number) => ({ id });
const items = (...ids: number[]) => ids.map(item);
const ids = (list: ReadonlyArray<{ id: number } | null>) => list.map((i) => i?.id ?? null);

describe('fillSection (SPEC section 9: picks first, then the pull, no repeats)', () => {
  it.each([
    { sources: [[1, 2], [3]], count: 2, used: [], expected: [1, 2] },
    { sources: [[1, 2], [3]], count: 3, used: [2], expected: [1, 3] },
    { sources: [[], [3, 3, 4]], count: 5, used: [], expected: [3, 4] },
    { sources: [[5], [5, 6]], count: 1, used: [5], expected: [6] },
  ])('$sources, $count, used $used -> $expected', ({ sources, count, used, expected }) => {
    const seen = new Set(used);
    const taken = fillSection(
      sources.map((s) => items(...s)),
      count,
      seen,
    );
    expect(ids(taken)).toEqual(expected);
    expect(expected.every((id) => seen.has(id))).toBe(true);
  });
});

describe('composeG7Cover (SPEC section 9: 1 public-affairs, 8 cards, 1 data, 1 money, 5 articles (3 shown), 5 podcasts (3 shown))', () => {
  const newest = items(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20);
  const cover = composeG7Cover({
    picks: {
      hero: item(1),
      kozelet: null,
      adat: item(3),
      penz: null,
      neHagydKi: items(4, 5),
      partner: item(90),
    },
    pulls: {
      kozelet: items(2),
      news: items(1, 2, 3, 4, 5, 6, 7, 8),
      adat: items(3),
      penz: items(9),
      articles: items(1, 4, 5, 10, 11),
      podcast: items(12, 13, 14, 15, 16),
      pr: items(90, 91),
    },
    newest: newest.slice(0, 10),
  });

  it.each([
    ['hero (the editors pick)', ids([cover.hero]), [1]],
    ['Közélet (the pull when no pick)', ids([cover.kozelet]), [2]],
    ['Adat (the pick)', ids([cover.adat]), [3]],
    ['Pénz (the pull)', ids([cover.penz]), [9]],
    ['Ne hagyd ki: picks, then the articles pull, 3 shown', ids(cover.neHagydKi), [4, 5, 10]],
    ['Podcast: 3 of 5 shown', ids(cover.podcast), [12, 13, 14]],
    ['Partnereinktől: the pick, then the pr pull', ids(cover.partner), [90, 91]],
    ['Friss: 8 cards, topped up from the newest', ids(cover.friss), [6, 7, 8]],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('never shows an article twice, and Korábbi cikkek holds the rest', () => {
    const shown = [
      cover.hero,
      cover.kozelet,
      cover.adat,
      cover.penz,
      ...cover.neHagydKi,
      ...cover.podcast,
      ...cover.partner,
      ...cover.friss,
      ...cover.korabbi,
    ].map((i) => i!.id);
    expect(new Set(shown).size).toBe(shown.length);
    expect(cover.korabbi).toEqual([]);
  });

  it('tops Friss up to 8 cards when the news pull overlaps the picks', () => {
    const wide = composeG7Cover({
      picks: { hero: null, kozelet: null, adat: null, penz: null, neHagydKi: [], partner: null },
      pulls: {
        kozelet: items(1),
        news: items(1, 2, 3, 4, 5, 6, 7, 8),
        adat: items(2),
        penz: items(3),
        articles: [],
        podcast: [],
        pr: [],
      },
      newest,
    });
    expect(ids(wide.friss)).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
    expect(ids(wide.korabbi)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });
});

describe('composeAfterCover (SPEC section 9: 3 recommendations, 8 cards, 5 articles, 5 podcasts)', () => {
  const newest = items(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14);
  const cover = composeAfterCover({
    picks: { leader: item(7), recommendations: items(8), cards: items(9, 10) },
    pulls: {
      new: items(1, 2, 3),
      card: items(1, 2, 3, 4, 5, 6, 7, 8),
      article: items(1, 2, 3, 4, 5),
      podcast: items(7, 11, 12),
    },
    newest,
  });

  it.each([
    ['leader (the pick)', ids([cover.leader]), [7]],
    ['recommendations: picks first, 3 in all', ids(cover.recommendations), [8, 1, 2]],
    [
      'carousel: picks, the card pull, topped up to 8',
      ids(cover.cards),
      [9, 10, 3, 4, 5, 6, 11, 12],
    ],
    ['Cikkek: the whole pull (a newest list)', ids(cover.articles), [1, 2, 3, 4, 5]],
    ['Podcast adások: likewise', ids(cover.podcasts), [7, 11, 12]],
    ['További cikkek: what nothing above shows', ids(cover.further), [13, 14]],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
