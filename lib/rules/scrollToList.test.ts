import { scrollTargetAfterNavigation } from './scrollToList';

// SPEC section 2 "Scroll behaviour".
describe('scrollTargetAfterNavigation (SPEC §2)', () => {
  it.each([
    ['first load', null, '/rovat/belfold', false, null],
    ['next page of the same list', '/rovat/belfold', '/rovat/belfold?oldal=2', false, 'list'],
    ['same path, other query', '/legfrissebb?oldal=2', '/legfrissebb?oldal=3', false, 'list'],
    ['another path', '/rovat/belfold', '/rovat/kulfold', false, null],
    ['the same URL again', '/rovat/belfold?oldal=2', '/rovat/belfold?oldal=2', false, null],
    ['archive', '/archivum?term=a', '/archivum?term=a&oldal=2', false, null],
    ['sport section', '/rovat/sport', '/rovat/sport?oldal=2', false, null],
    ['in the app', '/rovat/belfold', '/rovat/belfold?oldal=2', true, null],
    ['g7 to an author page', '/g7/adat', '/szerzo/lengyel-judit', false, 'list'],
    ['to /after', '/rovat/belfold', '/after', false, 'top'],
    ['within /g7', '/g7', '/g7?oldal=2', false, 'top'],
  ] as const)('%s', (_name, from, to, isApp, expected) => {
    expect(scrollTargetAfterNavigation({ from, to, isApp })).toBe(expected);
  });
});
