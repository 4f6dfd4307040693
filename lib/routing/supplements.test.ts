import { splitPageSuffix } from './pageSuffix';
import { footerlessTabs, resolveSupplement } from './supplements';

// SPEC section 2 "Supplements under /melleklet/".
describe('resolveSupplement (SPEC §2)', () => {
  it.each([
    [['orosz-ukran-haboru', 'szuro', 'osszefoglalok'], 'osszefoglalok', 1],
    [['orosz-ukran-haboru', 'szuro', 'elemzesek', 'oldal', '3'], 'elemzesek', 3],
    [['eb-2024', 'oldal', '2'], null, 2],
    [['eb-2024', 'merkozesek', 'oldal', '2'], null, 1],
    // An article-list tab (usa-2024's Elemzések) is paged like the article list.
    [['usa-2024', 'elemzesek', 'oldal', '2'], null, 2],
    // The first page has no suffix (pageSuffix.ts): the proxy never writes /oldal/0.
    [['eb-2024', 'oldal', '0'], null, null],
  ])(
    '%j -> filter %s, page %s (internal paths of ?szuro= and ?oldal=)',
    (segments, filter, page) => {
      // As the page-kind loaders read it: the page suffix first, then the supplement's segments.
      const split = splitPageSuffix(`/${segments.join('/')}`);
      const route = resolveSupplement(split.path.split('/').slice(1), split.page);
      expect(route && { filter: route.filter?.slug ?? null, page: route.page }).toEqual(
        page === null ? null : { filter, page },
      );
    },
  );

  it.each([
    [['eb-2024'], 'eb-2024', null],
    [['EB-2024', 'Toplistak'], 'eb-2024', 'toplistak'],
    [['orosz-ukran-valsag'], 'orosz-ukran-haboru', null],
    [['valasztas-2024', 'adatok', 'megye', 'budapest'], 'valasztas-2024', 'adatok'],
    [['ep-2024', 'mandatumok'], 'ep-2024', 'mandatumok'],
    [['usa-2024', 'Musorok'], 'usa-2024', 'musorok'],
  ])('%j -> %s / %s', (segments, slug, tab) => {
    const route = resolveSupplement(segments);
    expect(route?.supplement.slug).toBe(slug);
    expect(route?.tab?.segment ?? null).toBe(tab);
  });

  it.each([
    [['nincs-ilyen']],
    [['eb-2024', 'nincs-ilyen-ful']],
    [['tokio-2020', 'toplistak']],
    [['eb-2024', 'toplistak', 'extra']],
    [['valasztas-2024', 'adatok', 'a', 'b', 'c']],
    [['valasztas-2024', 'musorok', 'extra']],
    [['valasztas-2022', 'musorok']],
    [['eb-2024', 'szuro', 'nincs-ilyen-szuro']],
    [['eb-2024', 'szuro', 'elemzesek']],
  ])('%j is not a supplement page', (segments) => {
    expect(resolveSupplement(segments)).toBeNull();
  });

  // The election supplements' Műsorok (shows) and usa-2024's Elemzések (its analyses as a list).
  it.each([
    ['valasztas-2024', 'musorok', 'shows', null],
    ['ep-2024', 'musorok', 'shows', null],
    ['usa-2024', 'musorok', 'shows', null],
    ['usa-2024', 'elemzesek', 'articles', 'elemzes'],
    ['usa-2024', 'adatok', 'map', null],
  ])('%s/%s is a %s tab (narrowed by tag %s)', (slug, segment, kind, tag) => {
    const route = resolveSupplement([slug, segment]);
    expect(route?.tab?.kind).toBe(kind);
    expect(route?.tab?.filter?.tag ?? null).toBe(tag);
  });
});

// Issue 31 item 4: every tab of the election supplements, as SPEC section 2 lists them.
describe('election supplements (SPEC §2, issue 31)', () => {
  it.each([
    ['valasztas-2022', ['reszvetel', 'valasztokeruletek', 'orszagos-listak', 'tippjatek']],
    ['valasztas-2024', ['kisokos', 'adatok', 'musorok']],
    ['ep-2024', ['kisokos', 'adatok', 'musorok', 'partlistak', 'ep-frakciok', 'mandatumok']],
    ['usa-2024', ['adatok', 'elemzesek', 'musorok']],
  ])('%s has the tabs %j after Cikkek', (slug, tabs) => {
    const route = resolveSupplement([slug]);
    expect(route?.supplement.tabs.map((tab) => tab.segment)).toEqual(tabs);
  });

  it.each([
    ['valasztas-2024', true, false],
    ['ep-2024', true, true],
    ['valasztas-2022', false, false],
    ['usa-2024', false, false],
  ])('%s: election box %s, EU-funding notice %s', (slug, box, eu) => {
    const settings = resolveSupplement([slug])?.supplement.election;
    expect([settings?.box, settings?.euFunding]).toEqual([box, eu]);
  });

  it.each([
    ['kisokos', true],
    ['adatok', true],
    ['mandatumok', true],
    ['menetrend', true],
    ['musorok', false],
    ['partlistak', false],
    ['reszvetel', false],
  ])('tab %s hides the footer: %s', (segment, hidden) => {
    expect(footerlessTabs.includes(segment)).toBe(hidden);
  });

  it.each([
    [['valasztas-2022', 'orszagos-listak'], 'partok'],
    [['valasztas-2022', 'orszagos-listak', 'nemzetisegek'], 'nemzetisegek'],
    [['valasztas-2022', 'orszagos-listak', 'nincs'], null],
    [['valasztas-2022', 'orszagos-listak', 'partok', 'x'], null],
  ])('Országos listák sub-tabs: %j -> %s', (segments, subTab) => {
    expect(resolveSupplement(segments)?.subTab?.segment ?? null).toBe(subTab);
  });

  it.each([
    [['ep-2024', 'adatok', 'pest'], ['pest']],
    [['valasztas-2022', 'adatok'], null],
    // valasztas-2022 shows its map on Választókerületek; its data pages are under /adatok/ too.
    [
      ['valasztas-2022', 'adatok', 'baranya', '01'],
      ['baranya', '01'],
    ],
    [['usa-2024', 'adatok', 'texas'], ['texas']],
    [
      ['valasztas-2024', 'adatok', 'csongrad-csanad', 'szeged'],
      ['csongrad-csanad', 'szeged'],
    ],
    [['ep-2024', 'kisokos', 'pest'], null],
  ])('data page parameters: %j -> %j', (segments, rest) => {
    const route = resolveSupplement(segments);
    expect(route && route.rest.length ? route.rest : null).toEqual(rest);
  });
});
