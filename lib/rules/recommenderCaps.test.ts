import { applyRecommenderCaps, recommenderVersion, type RecommenderLists } from './recommenderCaps';

// SPEC section 9: special 4, breaking 6, important 4, newest 4, favorite 6; pr 2-4; version 1-20.
const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const lists: RecommenderLists<number> = {
  special: numbers(10),
  breaking: numbers(10),
  important: numbers(10),
  newest: numbers(10),
  favorite: numbers(10),
  pr: numbers(10),
  after: numbers(3),
  g7: numbers(3),
};

describe('applyRecommenderCaps (SPEC §9)', () => {
  it.each([
    ['special', 4],
    ['breaking', 6],
    ['important', 4],
    ['newest', 4],
    ['favorite', 6],
  ] as const)('caps %s at %d', (key, cap) => {
    for (const version of [1, 7, 20])
      expect(applyRecommenderCaps(lists, version)[key]).toHaveLength(cap);
  });

  it.each([
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 2],
    [20, 3],
  ])('version %d shows %d pr items', (version, count) => {
    expect(applyRecommenderCaps(lists, version).pr).toHaveLength(count);
  });

  it('rotates by version and keeps short lists whole', () => {
    expect(applyRecommenderCaps(lists, 2).special).toEqual([2, 3, 4, 5]);
    expect(applyRecommenderCaps({ ...lists, special: [1, 2] }, 1).special).toEqual([1, 2]);
    expect(applyRecommenderCaps({ ...lists, pr: [] }, 3).pr).toEqual([]);
  });
});

describe('recommenderVersion (SPEC §9: random version 1-20)', () => {
  it.each([
    [undefined, 1],
    ['1', 1],
    ['20', 20],
    ['21', 1],
    ['0', 1],
    ['x', 1],
    [['5'], 5],
  ])('%j -> %d', (value, expected) => {
    expect(recommenderVersion(value)).toBe(expected);
  });
});
