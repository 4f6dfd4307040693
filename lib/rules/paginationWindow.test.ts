import { paginationWindow } from './paginationWindow';

// SPEC section 9 "Pagination window: pages within 1 (2 at ends) of current"; section 2: hidden when
// totalPages <= 1.
describe('paginationWindow (SPEC §9, §2)', () => {
  it.each([
    ['no pages', 1, 0, []],
    ['one page is hidden', 1, 1, []],
    ['negative total', 1, -3, []],
    ['NaN total', 1, Number.NaN, []],
    ['two pages, on the first', 1, 2, [1, 2]],
    ['two pages, on the last', 2, 2, [1, 2]],
    ['three pages, middle', 2, 3, [1, 2, 3]],
    ['first of 10: 2 neighbours at the end', 1, 10, [1, 2, 3, 'gap', 10]],
    ['second of 10', 2, 10, [1, 2, 3, 'gap', 10]],
    ['third of 10', 3, 10, [1, 2, 3, 4, 'gap', 10]],
    ['fourth of 10: one hidden page is shown, not a gap', 4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    ['middle of 10: gaps on both sides', 5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    ['seventh of 10', 7, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    ['ninth of 10', 9, 10, [1, 'gap', 8, 9, 10]],
    ['last of 10: 2 neighbours at the end', 10, 10, [1, 'gap', 8, 9, 10]],
    ['first of 4', 1, 4, [1, 2, 3, 4]],
    ['last of 5', 5, 5, [1, 2, 3, 4, 5]],
    ['first of 5', 1, 5, [1, 2, 3, 4, 5]],
    ['first of 6', 1, 6, [1, 2, 3, 'gap', 6]],
    ['current above total is clamped to the last', 99, 10, [1, 'gap', 8, 9, 10]],
    ['current 0 is clamped to the first', 0, 10, [1, 2, 3, 'gap', 10]],
    ['current NaN is the first', Number.NaN, 10, [1, 2, 3, 'gap', 10]],
    ['fractional current is floored', 5.7, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    ['large total', 500, 1000, [1, 'gap', 499, 500, 501, 'gap', 1000]],
  ])('%s (%d of %d)', (_name, current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected);
  });
});
