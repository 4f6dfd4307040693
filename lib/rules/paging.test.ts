import { parseListSize, parsePage, parsePerPage, totalPages } from './paging';

// SPEC section 5 ("oldal of 1 or absent means first page") and section 9 (page size 10).
describe('parsePage (SPEC §5)', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['0', 1],
    ['2', 2],
    [' 7 ', 7],
    ['-3', 1],
    ['abc', 1],
    ['2.5', 1],
    ['1e3', 1],
    [['4', '9'], 4],
    ['99999999999', 100_000],
    [3, 3],
  ])('%j -> %d', (value, expected) => {
    expect(parsePage(value)).toBe(expected);
  });
});

describe('parsePerPage (SPEC §9)', () => {
  it.each([
    [undefined, 10],
    ['5', 5],
    ['0', 1],
    ['-1', 1],
    ['100000', 100],
    ['x', 10],
  ])('%j -> %d', (value, expected) => {
    expect(parsePerPage(value)).toBe(expected);
  });

  it('uses the given default', () => {
    expect(parsePerPage(undefined, 30)).toBe(30);
  });
});

describe('totalPages', () => {
  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
  ])('%d items / %d -> %d', (items, perPage, expected) => {
    expect(totalPages(items, perPage)).toBe(expected);
  });
});

// SPEC section 9: "List page size default 10 (perPage overrides); some lists 5"; the short lists are
// those asked for with limit (section 7: /api/articles?limit=&filters[parent]=&filters[flag]=english).
describe('parseListSize (SPEC §9)', () => {
  it.each([
    [{}, 10],
    [{ perPage: '7' }, 7],
    [{ perPage: '' }, 10],
    [{ limit: '' }, 5],
    [{ limit: 'abc' }, 5],
    [{ limit: '3' }, 3],
    [{ limit: '0' }, 1],
    [{ limit: '500' }, 100],
    [{ limit: '', perPage: '8' }, 8],
    [{ limit: '3', perPage: '' }, 10],
  ])('%j -> %d', (query, expected) => {
    expect(parseListSize(query)).toBe(expected);
  });
});
