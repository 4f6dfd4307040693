// GET /api/ads/house over real HTTP (issue 18): a slot's house ad (our own promo) as JSON, turning
// through the edition's promos; a clear 400 for a bad query, never a 500.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { edition } from '@/editions/currentEdition';
import { englishHouseAds, houseAdsByEdition } from '@/editions/houseAds';
import { houseAdSchema } from '@/lib/schemas/houseAd';
import houseRoute from '@/pages/api/ads/house';

let site: string;
let server: http.Server;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    // What Next does before calling an API route: the parsed query.
    const url = new URL(req.url ?? '/', 'http://localhost');
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key);
      query[key] = values.length > 1 ? values : values[0]!;
    }
    const response = Object.assign(res, {
      status(code: number) {
        res.statusCode = code;
        return response;
      },
      json(body: unknown) {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(body));
      },
    });
    void houseRoute(Object.assign(req, { query }) as never, response as never);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (query: string) => fetch(`${site}/api/ads/house${query}`);

describe('GET /api/ads/house', () => {
  it('answers a promo of this edition pointing at our own site, cacheable', async () => {
    const response = await get('?slot=hv_cikk_also&device=mobile');
    expect(response.status).toBe(200);
    const body = houseAdSchema.parse(await response.json());
    expect(houseAdsByEdition[edition.slug].map((ad) => ad.id)).toContain(body.id);
    expect(body.href).toMatch(/^\/(?!\/)/);
    expect(response.headers.get('cache-control')).toContain('s-maxage=300');
  });

  it('an English page (locale=en) gets an English promo (issue 27: the English section stays English)', async () => {
    const response = await get('?slot=hv_cikk_also&device=mobile&locale=en');
    expect(response.status).toBe(200);
    const body = houseAdSchema.parse(await response.json());
    expect(englishHouseAds.map((ad) => ad.id)).toContain(body.id);
  });

  it('turns through the promos from one answer to the next', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 4; i++) {
      ids.add((await (await get('?slot=hv_cikk_also&device=desktop')).json()).id);
    }
    expect(ids.size).toBeGreaterThan(1);
  });

  it.each([
    ['no slot', '?device=mobile', /slot is required/],
    ['no device', '?slot=hv_cikk_also', /device/],
    ['an unknown device', '?slot=hv_cikk_also&device=tv', /device: desktop or mobile/],
    ['a slot name with other characters', '?slot=%3Cscript%3E&device=mobile', /slot: 1-100/],
    ['a slot name too long', `?slot=${'a'.repeat(101)}&device=mobile`, /too long/],
    ['an empty slot', '?slot=&device=mobile', /slot: 1-100/],
    ['an unknown language', '?slot=hv_cikk_also&device=mobile&locale=de', /locale: hu or en/],
  ])('%s: 400 with a JSON error', async (_case, query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.status).toBe(400);
    expect(body.error.message).toMatch(message);
  });

  it('only GET', async () => {
    const response = await fetch(`${site}/api/ads/house?slot=a&device=mobile`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
