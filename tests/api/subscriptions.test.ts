// GET, POST, DELETE /api/subscriptions (SPEC section 7 "Newsletter and topics": clientToken, topic;
// issue 17) called as Next calls it, on a user-data store in a temporary DATA_DIR and a content port
// that knows a few tags and sections: the answers, idempotency, every 400 naming its field, 405, 413,
// the cross-site refusal and the per-address limit (429). Which topics exist in the real demo content
// is lib/topics/server/topicExists.test.ts's part; the browser flow is tests/e2e/topics.spec.ts's.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { ListQuery } from '@/lib/content/contentSource';
import { TOPICS_PER_CLIENT } from '@/lib/constants';
import { MAX_BODY_BYTES } from '@/lib/http/requestBody';
import { getUserDataStore } from '@/lib/userdata/getUserDataStore';

const dataDir = vi.hoisted(() => {
  // Before any module reads it: the user data goes to a throw-away SQLite file.
  const dir = `${process.env.TMPDIR ?? '/tmp'}/subscriptions-api-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  delete process.env.SUBMISSIONS_PER_ADDRESS;
  return dir;
});

/** The lists this edition has: a topic exists when its list is not empty (SPEC section 5). */
const lists: Record<string, number> = { 'tag:budapest': 12, 'mstag:belfold': 21, 'tag:ures': 0 };
vi.mock('@/lib/content/getContentSource', () => ({
  getContentSource: () => ({
    listArticles: async ({ filter }: ListQuery) => ({
      items: [],
      page: 1,
      totalPages: 1,
      totalItems: lists[`${filter?.kind}:${filter?.key}`] ?? 0,
    }),
  }),
}));

const { default: handler } = await import('@/pages/api/subscriptions');

afterAll(async () => {
  await (await getUserDataStore()).close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Call {
  method?: string;
  query?: Record<string, string | string[]>;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  /** The client address (each test its own, so the per-address limit only bites where it should). */
  address?: string;
}

let addresses = 0;

async function call({
  method = 'GET',
  query = {},
  body,
  contentType,
  headers = {},
  address = `192.0.2.${++addresses}`,
}: Call) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const req = Object.assign(Readable.from(text ? [Buffer.from(text)] : []), {
    method,
    url: '/api/subscriptions',
    query,
    headers: {
      host: 'localhost',
      ...(text ? { 'content-type': contentType ?? 'application/json' } : {}),
      ...headers,
    },
    socket: { remoteAddress: address },
  });
  const res = {
    statusCode: 200,
    headersSent: false,
    headers: {} as Record<string, string>,
    body: '',
    setHeader(name: string, value: string) {
      res.headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader: (name: string) => res.headers[name.toLowerCase()],
    end(chunk?: string) {
      res.body = chunk ?? '';
      res.headersSent = true;
    },
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    json(value: unknown) {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(value));
    },
  };
  await handler(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return {
    status: res.statusCode,
    headers: res.headers,
    body: (res.body ? JSON.parse(res.body) : null) as Record<string, unknown>,
  };
}

let tokens = 0;
/** A fresh client token as the browser makes them (32 base64url characters). */
const newToken = () => `test_${String(++tokens).padStart(4, '0')}`.padEnd(32, 'x');

describe('/api/subscriptions', () => {
  it('GET answers the topics of a token, none at first, privately and uncached', async () => {
    const clientToken = newToken();
    const { status, headers, body } = await call({ query: { clientToken } });
    expect(status).toBe(200);
    expect(body).toEqual({ clientToken, topics: [] });
    expect(headers['cache-control']).toBe('private, no-store');
    expect(fs.existsSync(`${dataDir}/userdata.db`)).toBe(true);
  });

  it('POST follows (201), again is 200 with one topic (idempotent), DELETE unfollows', async () => {
    const clientToken = newToken();
    const first = await call({ method: 'POST', body: { clientToken, topic: 'tag:budapest' } });
    expect([first.status, first.body]).toEqual([201, { clientToken, topics: ['tag:budapest'] }]);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const again = await call({ method: 'POST', body: { clientToken, topic: 'tag:budapest' } });
    expect([again.status, again.body]).toEqual([200, { clientToken, topics: ['tag:budapest'] }]);

    const section = await call({ method: 'POST', body: { clientToken, topic: 'section:belfold' } });
    expect(section.body.topics).toEqual(['section:belfold', 'tag:budapest']);
    expect((await call({ query: { clientToken } })).body.topics).toEqual([
      'section:belfold',
      'tag:budapest',
    ]);

    const removed = await call({ method: 'DELETE', body: { clientToken, topic: 'tag:budapest' } });
    expect([removed.status, removed.body]).toEqual([
      200,
      { clientToken, topics: ['section:belfold'] },
    ]);
    // DELETE is idempotent too.
    const removedAgain = await call({
      method: 'DELETE',
      body: { clientToken, topic: 'tag:budapest' },
    });
    expect([removedAgain.status, removedAgain.body.topics]).toEqual([200, ['section:belfold']]);
    // Another token follows nothing of this one's.
    expect((await call({ query: { clientToken: newToken() } })).body.topics).toEqual([]);
  });

  it('takes a form POST and a DELETE by query parameters', async () => {
    const clientToken = newToken();
    const form = await call({
      method: 'POST',
      body: new URLSearchParams({ clientToken, topic: 'section:belfold' }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect([form.status, form.body.topics]).toEqual([201, ['section:belfold']]);
    const removed = await call({
      method: 'DELETE',
      query: { clientToken, topic: 'section:belfold' },
    });
    expect([removed.status, removed.body.topics]).toEqual([200, []]);
  });

  it('lets a token unfollow a topic whose list has gone (no existence check on DELETE)', async () => {
    const clientToken = newToken();
    const { status } = await call({ method: 'DELETE', body: { clientToken, topic: 'tag:ures' } });
    expect(status).toBe(200);
  });

  const token = 'a'.repeat(32);
  it.each<[string, Call, string, string]>([
    ['GET without a token', { query: {} }, 'Missing field: clientToken.', 'clientToken'],
    [
      'GET with a short token',
      { query: { clientToken: 'rovid' } },
      'Invalid field: clientToken.',
      'clientToken',
    ],
    [
      'GET with two tokens',
      { query: { clientToken: [token, token] } },
      'Invalid field: clientToken.',
      'clientToken',
    ],
    ['POST with no body', { method: 'POST' }, 'Missing field: clientToken.', 'clientToken'],
    [
      'POST without a topic',
      { method: 'POST', body: { clientToken: token } },
      'Missing field: topic.',
      'topic',
    ],
    [
      'POST with a token of bad characters',
      { method: 'POST', body: { clientToken: `${'a'.repeat(30)}+/`, topic: 'tag:budapest' } },
      'Invalid field: clientToken.',
      'clientToken',
    ],
    [
      'POST with an oversized token',
      { method: 'POST', body: { clientToken: 'a'.repeat(65), topic: 'tag:budapest' } },
      'Invalid field: clientToken.',
      'clientToken',
    ],
    [
      'POST with a number as token',
      { method: 'POST', body: { clientToken: 12345, topic: 'tag:budapest' } },
      'Invalid field: clientToken.',
      'clientToken',
    ],
    [
      'POST with a malformed topic',
      { method: 'POST', body: { clientToken: token, topic: 'Budapest' } },
      'Invalid field: topic.',
      'topic',
    ],
    [
      'POST with an author as topic',
      { method: 'POST', body: { clientToken: token, topic: 'author:halasz-marton' } },
      'Invalid field: topic.',
      'topic',
    ],
    [
      'POST with an oversized topic',
      { method: 'POST', body: { clientToken: token, topic: `tag:${'a'.repeat(300)}` } },
      'Invalid field: topic.',
      'topic',
    ],
    [
      'POST with a tag that does not exist',
      { method: 'POST', body: { clientToken: token, topic: 'tag:nincs-ilyen' } },
      'Unknown topic.',
      'topic',
    ],
    [
      'POST with a tag whose list is empty',
      { method: 'POST', body: { clientToken: token, topic: 'tag:ures' } },
      'Unknown topic.',
      'topic',
    ],
    [
      'DELETE with a malformed topic',
      { method: 'DELETE', body: { clientToken: token, topic: 'tag:' } },
      'Invalid field: topic.',
      'topic',
    ],
  ])('%s: 400 naming the field', async (_, request, message, field) => {
    const { status, body } = await call(request);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message, field, error: { status: 400, message } });
  });

  it.each([
    ['broken JSON', '{"clientToken": "a'],
    ['a JSON array', '["tag:budapest"]'],
    ['a JSON string', '"tag:budapest"'],
  ])('POST with %s: 400', async (_, text) => {
    const { status, body } = await call({ method: 'POST', body: text });
    expect(status).toBe(400);
    expect(body.reason).toBe('bad-json');
  });

  it('refuses a body over the limit with 413', async () => {
    const { status } = await call({
      method: 'POST',
      body: { clientToken: token, topic: 'tag:budapest', filler: 'x'.repeat(MAX_BODY_BYTES) },
    });
    expect(status).toBe(413);
  });

  it.each(['PUT', 'PATCH'])('%s: 405 with Allow', async (method) => {
    const { status, headers } = await call({ method });
    expect(status).toBe(405);
    expect(headers.allow).toBe('GET, POST, DELETE');
  });

  it('refuses a write a browser sends from another site (403), not a read', async () => {
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    const write = await call({
      method: 'POST',
      body: { clientToken: token, topic: 'tag:budapest' },
      headers: crossSite,
    });
    expect(write.status).toBe(403);
    expect((await call({ query: { clientToken: token }, headers: crossSite })).status).toBe(200);
  });

  it('limits writes per address (429 with Retry-After); other addresses and reads go on', async () => {
    process.env.SUBMISSIONS_PER_ADDRESS = '3';
    try {
      const clientToken = newToken();
      const address = '198.51.100.7';
      const statuses = [];
      for (const [method, topic] of [
        ['POST', 'tag:budapest'],
        ['DELETE', 'tag:budapest'],
        ['POST', 'section:belfold'],
        ['POST', 'tag:budapest'],
      ] as const) {
        statuses.push((await call({ method, body: { clientToken, topic }, address })).status);
      }
      expect(statuses).toEqual([201, 200, 201, 429]);
      const limited = await call({
        method: 'DELETE',
        body: { clientToken, topic: 'section:belfold' },
        address,
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Nothing was stored past the limit.
      expect((await call({ query: { clientToken }, address })).body.topics).toEqual([
        'section:belfold',
      ]);
      const elsewhere = await call({
        method: 'POST',
        body: { clientToken, topic: 'tag:budapest' },
        address: '198.51.100.8',
      });
      expect(elsewhere.status).toBe(201);
    } finally {
      delete process.env.SUBMISSIONS_PER_ADDRESS;
    }
  });

  it(`follows at most ${TOPICS_PER_CLIENT} topics per token`, async () => {
    const clientToken = newToken();
    const store = await getUserDataStore();
    for (let i = 0; i < TOPICS_PER_CLIENT; i++) {
      await store.addTopic({ clientToken, topic: `tag:t${i}` });
    }
    const { status, body } = await call({
      method: 'POST',
      body: { clientToken, topic: 'tag:budapest' },
    });
    expect([status, body.reason, body.field]).toEqual([400, 'too-many-topics', 'topic']);
  });
});
