// /api/articles/facebook/reaction over the local store (var/content.db, written by `npm run content`;
// skipped without it): the counts stored from the demo articles' front matter come back with their
// level by the thresholds of SPEC section 9 (300 and 100), and list items carry the count too.
import fs from 'node:fs';
import type { NextApiResponse } from 'next';
import { getContentSource } from '@/lib/content/getContentSource';
import { storePath } from '@/lib/store/storePath';
import handler from '@/pages/api/articles/facebook/reaction';

delete process.env.CONTENT_API_URL;
delete process.env.NEXT_PUBLIC_EDITION;

async function get(query: Record<string, string>) {
  let status = 200;
  let body: unknown;
  const res = {
    headersSent: false,
    getHeader: () => undefined,
    setHeader: () => res,
    status(code: number) {
      status = code;
      return res;
    },
    json(value: unknown) {
      body = value;
      res.headersSent = true;
    },
  };
  await handler(
    { method: 'GET', url: '/api/articles/facebook/reaction', query, headers: {} } as never,
    res as unknown as NextApiResponse,
  );
  return {
    status,
    body: body as { items: Array<{ id: number; engagement: number; level: string | null }> },
  };
}

/** Demo articles (main edition) and the counts their front matter stores. */
const demo = [
  ['pedagogus-sztrajk-december', 2650, 'high'],
  ['adventi-hetvege-becsben-olcson', 300, 'high'],
  ['kek-hajnal-ujra-szinpadon', 299, 'medium'],
  ['kamionbaleset-m1-tatabanya-lezaras', 214, 'medium'],
  ['vihar-szabolcs-aramszunet', 100, 'medium'],
  ['csomagkezbesites-adathalasz-sms-hullam', 99, null],
  ['kektura-digitalis-igazolofuzet-bevezetes', 12, null],
] as const;

describe.skipIf(!fs.existsSync(storePath()))('Facebook reactions of the demo articles', () => {
  it('answers each article’s stored count and level (SPEC section 9: 300 and 100)', async () => {
    const source = getContentSource();
    const ids = await Promise.all(
      demo.map(async ([slug]) => (await source.getArticle({ slug }))!.id),
    );
    const { status, body } = await get({ ids: ids.join(',') as string });
    expect(status).toBe(200);
    expect(body.items).toEqual(
      demo.map(([, engagement, level], i) => ({ id: ids[i], engagement, level })),
    );
  });

  it('gives most articles no level: the marker stays rare', async () => {
    const list = await getContentSource().listArticles({ page: 1, perPage: 50 });
    const levels = list.items.map((item) => item.facebookEngagement ?? 0);
    expect(levels.filter((n) => n >= 100).length).toBeGreaterThan(0);
    expect(levels.filter((n) => n < 100).length).toBeGreaterThan(levels.length / 2);
  });

  it('rejects a malformed id list with a 400', async () => {
    expect((await get({ ids: '1,x' })).status).toBe(400);
    expect((await get({})).status).toBe(400);
  });
});
