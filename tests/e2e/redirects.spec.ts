// Every redirect rule of SPEC section 2 against the running server, for both editions: status and
// Location, with upper case and query strings (the table lives in lib/routing/redirectTable.ts).
import { expect, test } from './guardedTest';
import { editionOf } from './edition';

type Scope = 'all' | 'main' | 'regional';
/** [rule, request path, status, Location (path or absolute URL), editions] */
type Case = [string, string, number, string, Scope?];

const cases: Case[] = [
  ['/list aliases', '/list/newest', 308, '/legfrissebb'],
  ['/list aliases', '/LIST/Important?x=1', 308, '/legfontosabb?x=1'],
  ['/list aliases', '/list/favorite', 308, '/kedvenceink'],
  ['/list aliases', '/list/announcement', 308, '/kozlemenyek'],
  ['/list aliases', '/list/english?oldal=2', 308, '/english?oldal=2'],
  ['author city suffix', '/szerzo/kovacs-peter-budapest', 308, '/szerzo/kovacs-peter'],
  [
    'author city suffix',
    '/SZERZO/Kovacs-Peter-Kolozsvar?oldal=3',
    308,
    '/szerzo/kovacs-peter?oldal=3',
  ],
  ['author city suffix', '/szerzo/balogh-andras-debrecen', 308, '/szerzo/balogh-andras'],
  [
    'newsletter document',
    '/dokumentum/feliratkozas-hirlevelre',
    308,
    '/dokumentum/feliratkozas-hirlevelekre',
  ],
  [
    'newsletter document',
    '/Dokumentum/Feliratkozas-Hirlevelre?utm_source=x',
    308,
    '/dokumentum/feliratkozas-hirlevelekre?utm_source=x',
  ],
  [
    'newsletter document',
    '/dokumentum/FELIRATKOZAS-HIRLEVELRE',
    308,
    '/dokumentum/feliratkozas-hirlevelekre',
  ],
  ['/t', '/t', 307, '/tamogatas'],
  ['/t', '/T/EN', 307, '/tamogatas'],
  ['/t', '/t/en?ref=mail', 307, '/tamogatas?ref=mail'],
  ['old supplement slugs', '/rovat/eb-2024', 308, '/melleklet/eb-2024'],
  ['old supplement slugs', '/ROVAT/Tokio-2020?x=1', 308, '/melleklet/tokio-2020?x=1'],
  ['old supplement slugs', '/melleklet/orosz-ukran-valsag', 308, '/melleklet/orosz-ukran-haboru'],
  ['/rovat/english|after|g7', '/rovat/english', 308, '/english'],
  ['/rovat/english|after|g7', '/Rovat/After?oldal=2', 308, '/after?oldal=2'],
  ['/rovat/english|after|g7', '/rovat/g7', 308, '/g7'],
  ['/kozlemenyek', '/kozlemenyek', 308, '/rovat/kozlemeny'],
  ['/kozlemenyek', '/KOZLEMENYEK?oldal=2', 308, '/rovat/kozlemeny?oldal=2'],
  ['/kozlemenyek', '/kozlemenyek?a=b', 308, '/rovat/kozlemeny?a=b'],
  [
    'PDF to static host',
    '/dokumentumok/2024/beszamolo.pdf',
    307,
    'https://static.hirvonal.hu/dokumentumok/2024/beszamolo.pdf',
  ],
  [
    'PDF to static host',
    '/letoltes/ARSZABAS.PDF',
    307,
    'https://static.hirvonal.hu/letoltes/ARSZABAS.PDF',
  ],
  ['PDF to static host', '/a/b/c.pdf?v=2', 307, 'https://static.hirvonal.hu/a/b/c.pdf?v=2'],
  ['main: impresszum page', '/dokumentum/impresszum', 308, '/impresszum', 'main'],
  ['main: impresszum page', '/DOKUMENTUM/Impresszum?x=1', 308, '/impresszum?x=1', 'main'],
  ['main: impresszum page', '/dokumentum/impresszum?a=1&b=2', 308, '/impresszum?a=1&b=2', 'main'],
  [
    'main: tags to supplements',
    '/cimke/orosz-ukran-haboru',
    308,
    '/melleklet/orosz-ukran-haboru',
    'main',
  ],
  [
    'main: tags to supplements',
    '/Cimke/Valasztas-2024?oldal=2',
    308,
    '/melleklet/valasztas-2024?oldal=2',
    'main',
  ],
  ['main: tags to supplements', '/cimke/foci-eb-2024', 308, '/melleklet/eb-2024', 'main'],
  ['main: shop', '/shop', 307, 'https://bolt.hirvonal.hu/', 'main'],
  ['main: shop', '/SHOP?utm=x', 307, 'https://bolt.hirvonal.hu/?utm=x', 'main'],
  ['main: shop', '/Shop', 307, 'https://bolt.hirvonal.hu/', 'main'],
  ['regional: impresszum document', '/impresszum', 308, '/dokumentum/impresszum', 'regional'],
  [
    'regional: impresszum document',
    '/IMPRESSZUM?x=1',
    308,
    '/dokumentum/impresszum?x=1',
    'regional',
  ],
  ['regional: impresszum document', '/Impresszum', 308, '/dokumentum/impresszum', 'regional'],
  ['/tag to /cimke', '/tag/foci', 308, '/cimke/foci'],
  ['/tag to /cimke', '/TAG/Foci?oldal=2', 308, '/cimke/Foci?oldal=2'],
  ['/tag to /cimke', '/tag/a/b', 308, '/cimke/a/b'],
  ['trailing /elo dropped', '/rovat/belfold/elo', 308, '/rovat/belfold'],
  ['trailing /elo dropped', '/cimke/foci/ELO?x=1', 308, '/cimke/foci?x=1'],
  ['trailing /elo dropped', '/legfrissebb/elo', 308, '/legfrissebb'],
  ['fbclid stripped', '/rovat/belfold?fbclid=IwAR123', 308, '/rovat/belfold'],
  ['fbclid stripped', '/legfrissebb?oldal=2&fbclid=x', 308, '/legfrissebb?oldal=2'],
  ['fbclid stripped', '/?fbclid=abc&utm_source=fb', 308, '/?utm_source=fb'],
  ['yyyymmdd to g7', '/akarmi/20261116/cikk', 308, '/g7/2026/11/16/cikk'],
  ['yyyymmdd to g7', '/G7/20240102/Cikk-Cim?x=1', 308, '/g7/2024/01/02/Cikk-Cim?x=1'],
  ['yyyymmdd to g7', '/penz/19991231/ev-vege', 308, '/g7/1999/12/31/ev-vege'],
];

/** [edition, request path, Location]: any letter case, the query string kept. */
const headingCases: Array<[string, string, string]> = [
  ['main', '/belfold', '/rovat/belfold'],
  ['main', '/SPORT', '/rovat/sport'],
  ['main', '/Belfold?utm_source=hirlevel&x=1', '/rovat/belfold?utm_source=hirlevel&x=1'],
  ['regional', '/erdely', '/rovat/erdely'],
  ['regional', '/ERDELY?oldal=2', '/rovat/erdely?oldal=2'],
];

function location(value: string | undefined, baseURL: string): string | undefined {
  return value?.startsWith(baseURL) ? value.slice(baseURL.length) : value;
}

test.describe('redirects (SPEC §2)', () => {
  for (const [rule, path, status, target, scope = 'all'] of cases) {
    test(`${rule}: ${path}`, async ({ request, baseURL }, testInfo) => {
      const edition = editionOf(testInfo).slug;
      const response = await request.get(path, { maxRedirects: 0 });
      if (scope !== 'all' && scope !== edition) {
        // The other edition does not have the rule.
        expect(location(response.headers().location, baseURL!)).not.toBe(target);
        return;
      }
      expect(response.status()).toBe(status);
      expect(location(response.headers().location, baseURL!)).toBe(target);
    });
  }

  for (const [scope, path, target] of headingCases) {
    test(`heading menu slug ${path}`, async ({ request, baseURL }, testInfo) => {
      test.skip(editionOf(testInfo).slug !== scope, 'heading menus differ per edition');
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(location(response.headers().location, baseURL!)).toBe(target);
    });
  }

  test('a single segment that is not a heading menu item is a 404', async ({ request }) => {
    expect((await request.get('/nincs-ilyen-rovat', { maxRedirects: 0 })).status()).toBe(404);
  });

  for (const path of [
    '/valami/tamogatas-blokk-123',
    '/valami/Tamogatas-Blokk-123',
    '/CIKK/TAMOGATAS-BLOKK?x=1',
  ]) {
    test(`the support-blocker marker shows the support page (main) under its own URL: ${path}`, async ({
      request,
    }, testInfo) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(editionOf(testInfo).features.subscription ? 200 : 404);
    });
  }
});
