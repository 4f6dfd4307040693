import type { SponsoredLine } from '../schemas/sponsoredLine';
import type { ListKind } from '../routing/routes';
import { chooseSponsoredLine, sponsoredLinePage, type SponsoredList } from './sponsoredLine';

// SPEC section 5 "Sponsored line choice".
const FROM = 1_790_000_000;
const TO = 1_800_000_000;
const inRange = (FROM + 1000) * 1000;

function line(id: string, fields: Partial<SponsoredLine> = {}): SponsoredLine {
  return {
    active: true,
    newest: false,
    listPage: false,
    dateFrom: FROM,
    dateTo: TO,
    frontPageSlug: null,
    mainSuperTags: null,
    tags: null,
    avCode: null,
    ctLink: null,
    cssClass: 'sponsored-line',
    description: id,
    ...fields,
  };
}

/** A list page by its path, as the list routes read it: `/rovat/sport/foci` is list rovat, slug sport. */
function list(path: string): SponsoredList {
  const [root, slug = null] = path.split('/').slice(1);
  return { kind: root as ListKind, slug };
}

const pick = (lines: SponsoredLine[], path: string, now = inRange) =>
  chooseSponsoredLine(lines, { list: list(path), now })?.description ?? null;

describe('sponsoredLinePage (SPEC §5)', () => {
  it.each([
    ['/legfrissebb', { kind: 'newest' }],
    ['/after', { kind: 'after' }],
    ['/rovat/sport', { kind: 'list', superTag: 'sport', tag: null }],
    ['/rovat/szepkilatas/konnyu', { kind: 'list', superTag: 'szepkilatas', tag: null }],
    ['/cimke/valasztas', { kind: 'list', superTag: null, tag: 'valasztas' }],
    ['/g7', { kind: 'list', superTag: 'g7', tag: null }],
    ['/g7/adat', { kind: 'list', superTag: 'g7', tag: null }],
    ['/english', { kind: 'list', superTag: 'english', tag: null }],
    ['/szerzo/kovacs-anna', { kind: 'list', superTag: null, tag: null }],
    ['/legfontosabb', { kind: 'list', superTag: null, tag: null }],
    ['/kedvenceink', { kind: 'list', superTag: null, tag: null }],
  ])('%s', (path, expected) => {
    expect(sponsoredLinePage(list(path))).toEqual(expected);
  });
});

describe('chooseSponsoredLine (SPEC §5)', () => {
  const newest = line('newest', { newest: true });
  const sport = line('sport', { listPage: true, mainSuperTags: ['sport'] });
  const anyList = line('any list', { listPage: true });
  const tagLine = line('tag', { listPage: true, tags: ['valasztas'] });
  const afterFront = line('after front', { frontPageSlug: 'after' });
  const afterTag = line('after tag', { mainSuperTags: ['after'] });
  const g7 = line('g7', { listPage: true, mainSuperTags: ['g7', 'gazdasag'] });

  it.each([
    ['/legfrissebb takes the newest line', [sport, newest], '/legfrissebb', 'newest'],
    ['/legfrissebb ignores listPage lines', [anyList], '/legfrissebb', null],
    ['newest line not shown on sections', [newest], '/rovat/sport', null],
    ['/after via front page slug', [sport, afterFront], '/after', 'after front'],
    ['/after via super tag', [afterTag], '/after', 'after tag'],
    ['/after ignores listPage lines', [anyList], '/after', null],
    ['section matches mainSuperTags', [newest, sport], '/rovat/sport', 'sport'],
    ['other section does not', [sport], '/rovat/belfold', null],
    ['listPage flag required', [line('x', { mainSuperTags: ['sport'] })], '/rovat/sport', null],
    ['null super tags and tags fit any section', [anyList], '/rovat/belfold', 'any list'],
    ['null lists fit author pages', [anyList], '/szerzo/kovacs-anna', 'any list'],
    ['section line not on author pages', [sport], '/szerzo/kovacs-anna', null],
    ['tag page matches tags', [tagLine], '/cimke/valasztas', 'tag'],
    ['tag page, other tag', [tagLine], '/cimke/sport', null],
    ['tag line not on a section page', [tagLine], '/rovat/valasztas', null],
    ['section line not on a tag page', [sport], '/cimke/sport', null],
    ['g7 cover', [g7], '/g7', 'g7'],
    ['g7 tab', [g7], '/g7/penz', 'g7'],
    ['second super tag of the line', [g7], '/rovat/gazdasag', 'g7'],
    ['first fitting line wins', [anyList, sport], '/rovat/sport', 'any list'],
    [
      'inactive line skipped',
      [line('off', { active: false, listPage: true }), sport],
      '/rovat/sport',
      'sport',
    ],
    ['no lines', [], '/rovat/sport', null],
  ])('%s', (_name, lines, path, expected) => {
    expect(pick(lines, path)).toBe(expected);
  });

  it.each([
    ['one second before dateFrom', (FROM - 1) * 1000, null],
    ['at dateFrom', FROM * 1000, 'sport'],
    ['at dateTo', TO * 1000, 'sport'],
    ['late in the last second', TO * 1000 + 999, 'sport'],
    ['one second after dateTo', (TO + 1) * 1000, null],
  ])('date range, inclusive (SPEC §5): %s', (_name, now, expected) => {
    expect(pick([sport], '/rovat/sport', now)).toBe(expected);
  });

  it('skips an expired line for a later one (SPEC §5)', () => {
    const expired = line('expired', { ...sport, dateTo: FROM + 10, description: 'expired' });
    expect(pick([expired, sport], '/rovat/sport')).toBe('sport');
  });
});
