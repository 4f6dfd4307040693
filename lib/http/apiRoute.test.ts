import { vi } from 'vitest';
import { callApi } from '@/tests/support/apiCall';
import { ANSWER_LIFETIME_SECONDS } from '../cachePolicy';
import { NotFoundError, UpstreamError } from '../content/errors';
import { BadRequestError, LIVE_ANSWER, apiRoute } from './apiRoute';
import unknownApiPath from '@/pages/api/[...unknown]';
import { HttpError } from './httpError';

vi.mock('@/lib/observability/log', () => ({
  log: { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() },
}));

/** Calls `route` as Next would for `method url`, and returns what the client receives. */
const call = (route: ReturnType<typeof apiRoute>, { method = 'GET', url = '/api/thing' } = {}) =>
  callApi(route, { method, url });

const throwing = (error: unknown) =>
  apiRoute(async () => {
    throw error;
  });

// The one wrapper of the public JSON API (SPEC section 7): what a client gets for each outcome.
describe('apiRoute', () => {
  it('answers a value as JSON a shared cache may keep, served stale while it refreshes', async () => {
    const answer = await call(apiRoute(async () => ({ ok: true })));
    expect(answer).toEqual({
      status: 200,
      headers: {
        'cache-control': `public, s-maxage=${ANSWER_LIFETIME_SECONDS.api}, stale-while-revalidate=${ANSWER_LIFETIME_SECONDS.api * 10}, stale-if-error=86400`,
      },
      body: { ok: true },
    });
  });

  it('never lets a cache answer a live poll with an expired copy (issue 29: the post within 20 s)', async () => {
    const answer = await call(apiRoute(async () => ({ version: 3 }), LIVE_ANSWER));
    expect(answer.headers['cache-control']).toBe(
      `public, s-maxage=${ANSWER_LIFETIME_SECONDS.live}, stale-if-error=86400`,
    );
  });

  it('keeps the private Cache-Control of a personal answer', async () => {
    const route = apiRoute(async (_req, res) => {
      res.setHeader('Cache-Control', 'private, no-store');
      return { me: 'reader' };
    });
    expect((await call(route)).headers['cache-control']).toBe('private, no-store');
  });

  it('answers 405 with Allow to anything but GET and HEAD', async () => {
    const answer = await call(
      apiRoute(async () => ({})),
      { method: 'POST' },
    );
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['nothing found', apiRoute(async () => null), 404],
    ['a bad request', throwing(new BadRequestError('id must be a positive integer')), 400],
    ['a missing entity', throwing(new NotFoundError('no such article')), 404],
    ['a failing upstream', throwing(new UpstreamError('timeout', 504)), 502],
    ['an HttpError', throwing(new HttpError(429, 'Too many', 'rate-limited')), 429],
    ['a bug', throwing(new TypeError('x is undefined')), 500],
  ])('%s: %i, a JSON error and no stack trace, never cached', async (_, route, status) => {
    const answer = await call(route);
    expect(answer.status).toBe(status);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toMatchObject({ error: { status } });
    expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts|TypeError/);
  });

  // SPEC section 8: an unmatched route or failed validation is a 404 with statusMessage Page Not Found
  // and the path.
  it.each([
    ['nothing found', apiRoute(async () => null)],
    ['a missing entity', throwing(new NotFoundError('no such article'))],
  ])(
    '%s: statusMessage Page Not Found and the path, without the query (SPEC §8)',
    async (_, route) => {
      const answer = await call(route, { url: '/api/articles/nincs?page=2&token=x' });
      expect(answer.body).toEqual({
        error: { status: 404, message: 'Not Found: /api/articles/nincs' },
        statusMessage: 'Page Not Found',
        path: '/api/articles/nincs',
      });
    },
  );

  it('answers 503 with Retry-After while the store cannot be reached (issue 29)', async () => {
    const answer = await call(
      throwing(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })),
    );
    expect(answer.status).toBe(503);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });
});

// SPEC section 8 for the API: every /api path that names no route answers the same JSON 404, whatever
// the method (pages/api/[...unknown].ts).
describe('an unknown /api path', () => {
  it.each([
    ['GET', '/api/nincs-ilyen'],
    ['POST', '/api/v1/nincs/ilyen?x=1'],
    ['DELETE', '/api/articles/x/y/z'],
  ])('%s %s: a JSON 404 with statusMessage Page Not Found and the path', async (method, url) => {
    const answer = await callApi(unknownApiPath, { method, url });
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toMatchObject({
      error: { status: 404 },
      statusMessage: 'Page Not Found',
      path: url.split('?')[0],
    });
  });
});
