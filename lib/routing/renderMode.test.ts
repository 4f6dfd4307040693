import { appModePath, renderModeOf, splitPageSuffix } from './renderMode';

// SPEC section 4: "Mobile app mode turns on when query parameter isMobileApp is present". Each row:
// the path after the paging rewrite, and where the app-mode request is served from (null: as it is).
describe('appModePath (SPEC §4 app mode)', () => {
  it.each([
    ['/', '/app-mode/'],
    ['/legfrissebb', '/app-mode/legfrissebb'],
    ['/legfrissebb/oldal/2', '/app-mode/legfrissebb/oldal/2'],
    ['/rovat/sport/oldal/3', '/app-mode/rovat/sport/oldal/3'],
    ['/cimke/budapest', '/app-mode/cimke/budapest'],
    ['/g7/adat', '/app-mode/g7/adat'],
    ['/belfold/2026/11/20/cikk', '/app-mode/belfold/2026/11/20/cikk'],
    ['/belfold/2026/11/20/cikk/elo', '/app-mode/belfold/2026/11/20/cikk/elo'],
    ['/dokumentum/impresszum', '/app-mode/dokumentum/impresszum'],
    // Rendered per request (they read the query) or not yet in app mode: served as they are.
    ['/archivum', null],
    ['/tamogatas', null],
    ['/arfolyam', '/app-mode/arfolyam'],
    ['/arfolyam/eur/het', '/app-mode/arfolyam/eur/het'],
    ['/melleklet/eb-2024/csoportok', '/app-mode/melleklet/eb-2024/csoportok'],
    ['/impresszum', null],
    ['/api/rss', null],
    ['/nincs/ilyen/oldal', null],
  ])('%s -> %s', (path, expected) => {
    expect(appModePath(path)).toBe(expected);
  });
});

describe('splitPageSuffix', () => {
  it.each([
    ['/legfrissebb/oldal/2', { path: '/legfrissebb', page: '2' }],
    ['/rovat/oldal', { path: '/rovat/oldal', page: null }],
    ['/oldal/4', { path: '/', page: '4' }],
    ['/cimke/x', { path: '/cimke/x', page: null }],
  ])('%s', (path, expected) => {
    expect(splitPageSuffix(path)).toEqual(expected);
  });
});

describe('renderModeOf (SPEC §4)', () => {
  it.each([
    [{ isMobileApp: '' }, 'app'],
    [{ isMobileApp: '1' }, 'app'],
    [{ isMobileApp: ['1', '1'] }, 'app'],
    [{}, 'web'],
    [{ ismobileapp: '1' }, 'web'],
  ])('%j -> %s', (query, expected) => {
    expect(renderModeOf(query)).toBe(expected);
  });
});
