// Which list a list page shows (SPEC section 2 "List pages" and the routes list, legfrissebb, english,
// after, g7, articles_by_mstag, articles_by_tag, articles_by_author): the store list it reads, its
// header title, its locale, its tabs with the active one, and the canonical path its pagination links
// from; and which paths are no list at all (SPEC section 2: unknown routes give a 404 page).
import { emptyFilters } from '../rules/searchFilters';
import { matchRoute, routeTable, type PageKind } from '../routing/routes';
import { listOfParams, resolveListRoute, type ListKind, type ListRoute } from './listRoutes';

/** The route as a reader sees it: the tabs as "label href", the active one starred. */
function shown(route: ListRoute | null) {
  if (!route) return null;
  const { tabs, ...rest } = route;
  return {
    ...rest,
    tabs: tabs?.map((tab) => `${tab.active ? '*' : ''}${tab.label} ${tab.href}`),
  };
}

const G7_TABS = [
  'Friss cikkek /g7',
  'Összes cikk /g7/friss',
  'Adat /g7/adat',
  'Pénz /g7/penz',
  'Közélet /g7/kozelet',
  'Podcast /g7/podcast',
];
/** The g7 tabs with `label` active. */
const g7Tabs = (label: string) =>
  G7_TABS.map((tab) => (tab.startsWith(`${label} `) ? `*${tab}` : tab));

const HIKE_TABS = [
  'Összes cikk /rovat/szepkilatas',
  'Könnyű /rovat/szepkilatas/konnyu',
  'Közepes /rovat/szepkilatas/kozepes',
  'Nehéz /rovat/szepkilatas/nehez',
  'Extrém /rovat/szepkilatas/extrem',
];
const hikeTabs = (label: string) =>
  HIKE_TABS.map((tab) => (tab.startsWith(`${label} `) ? `*${tab}` : tab));

/** A g7 tab other than the two full lists reads the g7 articles carrying the tab's tag. */
const g7Tagged = (tag: string) => ({
  ...emptyFilters,
  parentId: null,
  sections: ['g7'],
  anyTags: [tag],
});

describe('resolveListRoute: the list a path shows (SPEC section 2 "List pages")', () => {
  it.each<[string, ListKind, string[], number, ReturnType<typeof shown>]>([
    [
      '/legfrissebb: every article, "Friss hírek"',
      'legfrissebb',
      [],
      1,
      {
        kind: 'legfrissebb',
        slug: null,
        basePath: '/legfrissebb',
        filter: undefined,
        titleKey: 'route.legfrissebb',
        locale: 'hu',
        page: 1,
        tabs: undefined,
      },
    ],
    [
      '/legfrissebb?oldal=3: its third page',
      'legfrissebb',
      [],
      3,
      {
        kind: 'legfrissebb',
        slug: null,
        basePath: '/legfrissebb',
        filter: undefined,
        titleKey: 'route.legfrissebb',
        locale: 'hu',
        page: 3,
        tabs: undefined,
      },
    ],
    [
      '/legfontosabb: the articles flagged legfontosabb',
      'legfontosabb',
      [],
      1,
      {
        kind: 'legfontosabb',
        slug: null,
        basePath: '/legfontosabb',
        filter: { kind: 'flag', key: 'legfontosabb' },
        titleKey: 'route.legfontosabb',
        locale: 'hu',
        page: 1,
        tabs: undefined,
      },
    ],
    [
      '/kedvenceink: the articles flagged favorite',
      'kedvenceink',
      [],
      2,
      {
        kind: 'kedvenceink',
        slug: null,
        basePath: '/kedvenceink',
        filter: { kind: 'flag', key: 'favorite' },
        titleKey: 'route.kedvenceink',
        locale: 'hu',
        page: 2,
        tabs: undefined,
      },
    ],
    [
      '/english: the English section, in English',
      'english',
      [],
      1,
      {
        kind: 'english',
        slug: null,
        basePath: '/english',
        filter: { kind: 'mstag', key: 'english' },
        titleKey: 'route.english',
        locale: 'en',
        page: 1,
        tabs: undefined,
      },
    ],
    [
      '/after?oldal=2: the after section',
      'after',
      [],
      2,
      {
        kind: 'after',
        slug: null,
        basePath: '/after',
        filter: { kind: 'mstag', key: 'after' },
        titleKey: 'route.after',
        locale: 'hu',
        page: 2,
        tabs: undefined,
      },
    ],
    [
      '/g7?oldal=2: the g7 section, tab Friss cikkek',
      'g7',
      [],
      2,
      {
        kind: 'g7',
        slug: null,
        basePath: '/g7',
        filter: { kind: 'mstag', key: 'g7' },
        titleKey: 'route.g7',
        locale: 'hu',
        page: 2,
        tabs: g7Tabs('Friss cikkek'),
      },
    ],
    [
      '/g7/friss: the whole g7 section, tab Összes cikk',
      'g7',
      ['friss'],
      1,
      {
        kind: 'g7',
        slug: 'friss',
        basePath: '/g7/friss',
        filter: { kind: 'mstag', key: 'g7' },
        titleKey: 'route.g7',
        locale: 'hu',
        page: 1,
        tabs: g7Tabs('Összes cikk'),
      },
    ],
    [
      '/g7/adat: g7 articles tagged adat, tab Adat',
      'g7',
      ['adat'],
      1,
      {
        kind: 'g7',
        slug: 'adat',
        basePath: '/g7/adat',
        filter: { kind: 'mstag', key: 'g7' },
        filters: g7Tagged('adat'),
        titleKey: 'route.g7',
        locale: 'hu',
        page: 1,
        tabs: g7Tabs('Adat'),
      },
    ],
    [
      '/g7/Podcast (any case, SPEC section 2 "Redirects"): tab Podcast',
      'g7',
      ['Podcast'],
      4,
      {
        kind: 'g7',
        slug: 'podcast',
        basePath: '/g7/podcast',
        filter: { kind: 'mstag', key: 'g7' },
        filters: g7Tagged('podcast'),
        titleKey: 'route.g7',
        locale: 'hu',
        page: 4,
        tabs: g7Tabs('Podcast'),
      },
    ],
    [
      '/rovat/belfold?oldal=3: a section, titled by the store, no tabs',
      'rovat',
      ['belfold'],
      3,
      {
        kind: 'rovat',
        slug: 'belfold',
        basePath: '/rovat/belfold',
        filter: { kind: 'mstag', key: 'belfold' },
        locale: 'hu',
        page: 3,
        tabs: undefined,
      },
    ],
    [
      '/rovat/Sport: the canonical path is lower case; tabs Foci and Forma–1 link the sport pages',
      'rovat',
      ['Sport'],
      1,
      {
        kind: 'rovat',
        slug: 'sport',
        basePath: '/rovat/sport',
        filter: { kind: 'mstag', key: 'sport' },
        locale: 'hu',
        page: 1,
        tabs: ['*Cikkek /rovat/sport', 'Foci /sport/foci', 'Forma–1 /sport/forma-1'],
      },
    ],
    [
      '/rovat/ellenorzo: tab Cikkek active, tab Módszertan links the methodology document',
      'rovat',
      ['ellenorzo'],
      1,
      {
        kind: 'rovat',
        slug: 'ellenorzo',
        basePath: '/rovat/ellenorzo',
        filter: { kind: 'mstag', key: 'ellenorzo' },
        locale: 'hu',
        page: 1,
        tabs: ['*Cikkek /rovat/ellenorzo', 'Módszertan /dokumentum/modszertan'],
      },
    ],
    [
      '/rovat/szepkilatas: all the hikes, tab Összes cikk',
      'rovat',
      ['szepkilatas'],
      1,
      {
        kind: 'rovat',
        slug: 'szepkilatas',
        basePath: '/rovat/szepkilatas',
        filter: { kind: 'mstag', key: 'szepkilatas' },
        locale: 'hu',
        page: 1,
        tabs: hikeTabs('Összes cikk'),
      },
    ],
    [
      '/rovat/szepkilatas/nehez?oldal=2: the hard hikes (tag nehez-tura), tab Nehéz',
      'rovat',
      ['szepkilatas', 'nehez'],
      2,
      {
        kind: 'rovat',
        slug: 'szepkilatas',
        basePath: '/rovat/szepkilatas/nehez',
        filter: { kind: 'tag', key: 'nehez-tura' },
        locale: 'hu',
        page: 2,
        tabs: hikeTabs('Nehéz'),
      },
    ],
    [
      '/rovat/szepkilatas/konnyu: the easy hikes (tag konnyu-tura), tab Könnyű',
      'rovat',
      ['szepkilatas', 'konnyu'],
      1,
      {
        kind: 'rovat',
        slug: 'szepkilatas',
        basePath: '/rovat/szepkilatas/konnyu',
        filter: { kind: 'tag', key: 'konnyu-tura' },
        locale: 'hu',
        page: 1,
        tabs: hikeTabs('Könnyű'),
      },
    ],
    [
      '/cimke/budapest: a tag',
      'cimke',
      ['budapest'],
      1,
      {
        kind: 'cimke',
        slug: 'budapest',
        basePath: '/cimke/budapest',
        filter: { kind: 'tag', key: 'budapest' },
        locale: 'hu',
        page: 1,
        tabs: undefined,
      },
    ],
    [
      '/szerzo/kardos-agnes?oldal=5: an author',
      'szerzo',
      ['kardos-agnes'],
      5,
      {
        kind: 'szerzo',
        slug: 'kardos-agnes',
        basePath: '/szerzo/kardos-agnes',
        filter: { kind: 'author', key: 'kardos-agnes' },
        locale: 'hu',
        page: 5,
        tabs: undefined,
      },
    ],
  ])('%s', (_path, kind, segments, page, expected) => {
    expect(shown(resolveListRoute(kind, segments, page))).toEqual(expected);
  });

  it('reads the first page when no page is given (SPEC section 5: oldal absent is page 1)', () => {
    expect(resolveListRoute('rovat', ['belfold'])?.page).toBe(1);
  });

  it.each<[string, ListKind, string[]]>([
    ['/g7/nincs: an unknown g7 tab', 'g7', ['nincs']],
    ['/g7/adat/x: a segment after the g7 tab', 'g7', ['adat', 'x']],
    ['/rovat/belfold/x: a tab on a section without tabs', 'rovat', ['belfold', 'x']],
    [
      '/rovat/ellenorzo/modszertan: Módszertan is a document, no tab',
      'rovat',
      ['ellenorzo', 'modszertan'],
    ],
    [
      '/rovat/szepkilatas/konnyu-tura: an unknown difficulty',
      'rovat',
      ['szepkilatas', 'konnyu-tura'],
    ],
    [
      '/rovat/szepkilatas/konnyu/x: a segment after the difficulty',
      'rovat',
      ['szepkilatas', 'konnyu', 'x'],
    ],
    ['/cimke/budapest/x: a segment after a tag', 'cimke', ['budapest', 'x']],
    ['/szerzo/kardos-agnes/x: a segment after an author', 'szerzo', ['kardos-agnes', 'x']],
    ['/rovat: no section', 'rovat', []],
    ['/cimke: no tag', 'cimke', []],
    ['/szerzo: no author', 'szerzo', []],
    ['/cimke/a_b: not a slug', 'cimke', ['a_b']],
    ['/cimke/szőlő: not a slug', 'cimke', ['szőlő']],
    ['/cimke/-budapest: not a slug', 'cimke', ['-budapest']],
    ['/rovat/belfold//x: an empty segment', 'rovat', ['belfold', '', 'x']],
    ['/szerzo/..: not a slug', 'szerzo', ['..']],
    ['/legfrissebb/x: a tab on a fixed list', 'legfrissebb', ['x']],
    ['/legfontosabb/belfold: a tab on a fixed list', 'legfontosabb', ['belfold']],
    ['/kedvenceink/x: a tab on a fixed list', 'kedvenceink', ['x']],
    ['/english/x: a tab on a fixed list', 'english', ['x']],
    ['/after/x: a tab on a fixed list', 'after', ['x']],
  ])('404: %s', (_path, kind, segments) => {
    expect(resolveListRoute(kind, segments)).toBeNull();
  });
});

/** The route table's list extras of `kind`. */
const listOf = (kind: PageKind) => routeTable.find((route) => route.kind === kind)!.list!;

describe('listOfParams: a route’s params by name (SPEC section 2 routes)', () => {
  it.each([
    ['/g7/adat', 'g7', 'adat', 'Adat /g7/adat'],
    ['/g7/kozelet', 'g7', 'kozelet', 'Közélet /g7/kozelet'],
    ['/rovat/szepkilatas/extrem', 'rovat', 'szepkilatas', 'Extrém /rovat/szepkilatas/extrem'],
    ['/rovat/ellenorzo', 'rovat', 'ellenorzo', 'Cikkek /rovat/ellenorzo'],
  ])('%s, as the route table matches it: list %s of %s, tab %s active', (path, kind, slug, tab) => {
    const match = matchRoute(path)!;
    const route = listOfParams(match.route.list!, match.named, 2);
    expect(route).toMatchObject({ kind, slug, page: 2 });
    expect(shown(route)?.tabs?.filter((shownTab) => shownTab.startsWith('*'))).toEqual([`*${tab}`]);
  });

  it('/legfontosabb and /kedvenceink: the named list is the one the page file stands for', () => {
    expect(listOfParams(listOf('list'), { list: 'legfontosabb' })?.filter).toEqual({
      kind: 'flag',
      key: 'legfontosabb',
    });
    expect(listOfParams(listOf('list'), { list: 'kedvenceink' })?.filter).toEqual({
      kind: 'flag',
      key: 'favorite',
    });
    const { route, named } = matchRoute('/kedvenceink')!;
    expect(listOfParams(route.list!, named)?.titleKey).toBe('route.kedvenceink');
  });

  it.each([
    ['a named list whose path names no list', listOf('list'), {}],
    [
      '/legfontosabb/x: a segment after a named list',
      listOf('list'),
      { list: 'legfontosabb', path: 'x' },
    ],
    ['/legfrissebb/x: a segment after the newest list', listOf('legfrissebb'), { path: 'x' }],
    ['/g7/nincs: an unknown g7 tab', listOf('g7'), { tab: 'nincs' }],
    ['/rovat/belfold/x', listOf('articles_by_mstag'), { path: 'belfold/x' }],
    ['/szerzo with no author', listOf('articles_by_author'), { path: undefined }],
  ])('404: %s', (_name, list, params) => {
    expect(listOfParams(list, params)).toBeNull();
  });
});
