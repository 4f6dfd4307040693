import { KEPT_PATH_MAX_LENGTH, safeKeptPath } from './keptPath';

// SPEC section 4: the path requested in preview mode is kept in a cookie and used after login; only
// same-origin paths are kept (issue 14: no open redirect).
describe('safeKeptPath (SPEC §4)', () => {
  it.each([
    ['/', '/'],
    ['/belfold/2026/11/20/cikk', '/belfold/2026/11/20/cikk'],
    ['/archivum?term=a&oldal=2', '/archivum?term=a&oldal=2'],
    ['/cikk#bekezdes', '/cikk'],
    ['/a/../b', '/b'],
    ['/árvíz', '/%C3%A1rv%C3%ADz'],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeKeptPath(value)).toBe(expected);
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\tevil'],
    ['/\n/evil.example'],
    ['javascript:alert(1)'],
    ['evil.example'],
    [''],
    ['/login'],
    ['/login?next=/x'],
    ['/' + 'a'.repeat(KEPT_PATH_MAX_LENGTH)],
    [undefined],
    [42],
    [['/']],
  ])('refuses %j', (value) => {
    expect(safeKeptPath(value)).toBeNull();
  });
});
