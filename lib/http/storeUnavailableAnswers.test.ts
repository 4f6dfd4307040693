// Issue 29, item 4: while the store cannot be reached (PostgreSQL stopped, SQLite locked or on a full
// disk), the read API and the write endpoints answer 503 with Retry-After, which tells the client to
// send it again; any other failure stays a 500 without details.
import type { NextApiRequest, NextApiResponse } from 'next';
import { STORE_RETRY_AFTER_SECONDS } from '../constants';
import revalidate from '@/pages/api/revalidate';
import { apiRoute } from './apiRoute';
import { privateRoute } from './privateRoute';

// The content store behind the on-demand revalidation, unreachable.
vi.mock('@/lib/content/getContentSource', () => ({
  getContentSource: () => ({
    getArticle: async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
    },
  }),
}));

/** Just enough of Next's request and response for the two wrappers. */
function exchange(method: string) {
  const headers: Record<string, string> = {};
  let body = '';
  const res = {
    statusCode: 200,
    headersSent: false,
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = String(value);
      return res;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    json(value: unknown) {
      body = JSON.stringify(value);
    },
    end(text?: string) {
      body = text ?? '';
    },
  };
  const req = { method, url: '/api/x', headers: {} } as unknown as NextApiRequest;
  return {
    req,
    res: res as unknown as NextApiResponse,
    answer: () => ({ status: res.statusCode, headers, body: JSON.parse(body) as unknown }),
  };
}

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });

describe('a store that cannot be reached', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('makes the read API answer 503 with Retry-After', async () => {
    const { req, res, answer } = exchange('GET');
    await apiRoute(async () => {
      throw refused();
    })(req, res);
    expect(answer()).toMatchObject({
      status: 503,
      headers: { 'retry-after': String(STORE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
    });
  });

  it('makes a write answer 503 with Retry-After and says so', async () => {
    const { req, res, answer } = exchange('POST');
    await privateRoute(['POST'], async () => {
      throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    })(req, res);
    expect(answer()).toMatchObject({
      status: 503,
      headers: { 'retry-after': String(STORE_RETRY_AFTER_SECONDS) },
      body: { reason: 'store-unavailable', retryAfter: STORE_RETRY_AFTER_SECONDS },
    });
  });

  it('makes an on-demand revalidation by article id answer 503 with Retry-After', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 'a-revalidation-secret-for-the-test');
    const { req, res, answer } = exchange('POST');
    req.headers.authorization = 'Bearer a-revalidation-secret-for-the-test';
    req.body = { ids: [5] };
    await revalidate(req, res);
    expect(answer()).toMatchObject({
      status: 503,
      headers: { 'retry-after': String(STORE_RETRY_AFTER_SECONDS) },
    });
    vi.unstubAllEnvs();
  });

  it('leaves any other failure a 500 without details', async () => {
    const { req, res, answer } = exchange('POST');
    await privateRoute(['POST'], async () => {
      throw new TypeError('x is undefined');
    })(req, res);
    expect(answer()).toMatchObject({ status: 500, body: { reason: 'internal' } });
    expect(JSON.stringify(answer().body)).not.toContain('undefined');
  });
});
