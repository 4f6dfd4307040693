import { appModePath, renderModeOf } from './renderMode';

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
    ['/podcastok/g7-podcast', '/app-mode/podcastok/g7-podcast'],
    ['/szerzo/szabo-eszter/oldal/2', '/app-mode/szerzo/szabo-eszter/oldal/2'],
    ['/api/rss', null],
    ['/nincs/ilyen/oldal', null],
  ])('%s -> %s', (path, expected) => {
    expect(appModePath(path)).toBe(expected);
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
