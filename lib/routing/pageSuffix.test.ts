import { laterPageOf, splitPageSuffix, withPageSuffix } from './pageSuffix';

// SPEC section 5: `oldal` of 1 or absent is the first page; the proxy serves a later page's ?oldal=N
// from /oldal/N, and the first page from the list's own path.
describe('the page suffix of a list path', () => {
  it.each([
    ['/legfrissebb', '/legfrissebb', 1],
    ['/legfrissebb/oldal/3', '/legfrissebb', 3],
    ['/oldal/2', '/', 2],
    ['/rovat/sport/oldal/1', '/rovat/sport/oldal/1', 1],
    ['/rovat/sport/oldal/0', '/rovat/sport/oldal/0', 1],
    ['/rovat/oldal', '/rovat/oldal', 1],
    ['/rovat/sport/oldal/abc', '/rovat/sport/oldal/abc', 1],
    ['/rovat/sport/oldal/1234567', '/rovat/sport/oldal/1234567', 1],
  ])('%s is page %s of %s', (full, path, page) => {
    expect(splitPageSuffix(full)).toEqual({ path, page });
  });

  it('reads back the suffix it writes', () => {
    expect(splitPageSuffix(withPageSuffix('/g7/adat', 12))).toEqual({ path: '/g7/adat', page: 12 });
  });

  it.each([
    ['2', 2],
    ['02', 2],
    ['999999', 999999],
    ['1', null],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['', null],
    [null, null],
  ])('?oldal=%s names later page %s', (value, expected) => {
    expect(laterPageOf(value)).toBe(expected);
  });
});
