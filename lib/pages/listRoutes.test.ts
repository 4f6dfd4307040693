// The tabs of the lists that have them (SPEC section 2 "List pages"): the g7 lists, the hike
// difficulties of /rovat/szepkilatas and /rovat/ellenorzo's methodology tab, their labels from
// lib/i18n/listTabs.hu.ts and their links.
import { resolveListRoute } from './listRoutes';

const tabsOf = (kind: 'g7' | 'rovat', segments: string[]) =>
  resolveListRoute(kind, segments)?.tabs?.map(({ label, href, active }) =>
    active ? `[${label}] ${href}` : `${label} ${href}`,
  );

describe('list tabs', () => {
  it.each([
    [
      'g7',
      [],
      [
        '[Friss cikkek] /g7',
        'Összes cikk /g7/friss',
        'Adat /g7/adat',
        'Pénz /g7/penz',
        'Közélet /g7/kozelet',
        'Podcast /g7/podcast',
      ],
    ],
    [
      'rovat',
      ['szepkilatas', 'nehez'],
      [
        'Összes cikk /rovat/szepkilatas',
        'Könnyű /rovat/szepkilatas/konnyu',
        'Közepes /rovat/szepkilatas/kozepes',
        '[Nehéz] /rovat/szepkilatas/nehez',
        'Extrém /rovat/szepkilatas/extrem',
      ],
    ],
    ['rovat', ['ellenorzo'], ['[Cikkek] /rovat/ellenorzo', 'Módszertan /dokumentum/modszertan']],
    ['rovat', ['belfold'], undefined],
  ] as const)('%s %o', (kind, segments, tabs) => {
    expect(tabsOf(kind, [...segments])).toEqual(tabs);
  });
});
