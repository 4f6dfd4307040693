// One contract (issue: content): instance B reads everything through the remote adapter from instance
// A's public API, and must answer exactly like A, which reads the store in-process.
import { expect, test } from './guardedTest';
import { E2E_HOST } from '../../playwright.config';

const A = `http://${E2E_HOST}:${process.env.E2E_PORT_MAIN ?? 3200}`;
const B = `http://${E2E_HOST}:${process.env.E2E_PORT_REMOTE ?? 3202}`;

const paths = [
  '/api/articles',
  '/api/articles?filters[mstag]=belfold&page=2&perPage=5',
  '/api/articles?filters[tag]=penz',
  '/api/articles?filters[author]=bodnar-akos',
  '/api/articles?filters[flag]=legfontosabb',
  '/api/articles/allampapir-kamatok-2027-mi-eri-meg',
  '/api/articles/haboru-ukrajnaban-percrol-percre',
  '/api/articles/allampapir-kamatok-2027-mi-eri-meg/version',
  '/api/articles/nincs-ilyen',
  `/api/search?term=${encodeURIComponent('állampapír')}`,
  `/api/search?filters=${encodeURIComponent('{"superTagSlugs":["szepkilatas"],"tags":["nehez-tura"]}')}`,
  '/api/search?for=g7-news,after-podcast',
  '/api/search/articles?limit=5&term=kor',
  '/api/search/autocomplete?term=tura',
  '/api/index/boxes',
  '/api/recommended/mstag/all?v=7',
  '/api/index/episodes',
  '/api/docs/impresszum',
  '/api/unique-groups/47',
  '/api/frontend/init',
  '/api/exchange?currency=USD&range=10',
];

test.describe('contract: remote adapter = local adapter', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'main', 'one pair of instances is enough');
  });

  for (const path of paths) {
    test(`B answers ${path} like A`, async ({ request }) => {
      const [a, b] = await Promise.all([request.get(A + path), request.get(B + path)]);
      expect(b.status()).toBe(a.status());
      expect(await b.json()).toEqual(await a.json());
    });
  }

  test('B renders pages like A', async ({ request }) => {
    // Pages without clock- or random-dependent parts (lists show relative times, the front page draws
    // its layouts at random).
    for (const path of [
      '/dokumentum/modszertan',
      '/arfolyam',
      '/nincs-ilyen-oldal',
      '/rovat/nincs-ilyen',
    ]) {
      const [a, b] = await Promise.all([request.get(A + path), request.get(B + path)]);
      expect(b.status()).toBe(a.status());
      const strip = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');
      expect(strip(await b.text())).toBe(strip(await a.text()));
    }
  });
});
