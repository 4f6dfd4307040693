import type { NextApiRequest, NextApiResponse } from 'next';
import { NotFoundError, UpstreamError } from '../content/errors';
import { BadRequestError } from '../http/apiRoute';
import { BadFiltersError } from '../rules/searchFilters';
import { xmlRoute } from './xmlRoute';

function call(handler: ReturnType<typeof xmlRoute>, method = 'GET') {
  const headers: Record<string, string> = {};
  const sent = { status: 0, body: '' };
  const res = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      sent.status = code;
      return res;
    },
    send(body: string) {
      sent.body = body;
      return res;
    },
  };
  const req = { method, url: '/rss/x', query: {} };
  return handler(req as unknown as NextApiRequest, res as unknown as NextApiResponse).then(() => ({
    ...sent,
    headers,
  }));
}

describe('xmlRoute', () => {
  it('serves the body with its type and CDN caching', async () => {
    const answer = await call(
      xmlRoute(async () => ({ body: '<rss/>', contentType: 'application/rss+xml; charset=utf-8' })),
    );
    expect(answer).toMatchObject({ status: 200, body: '<rss/>' });
    expect(answer.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe(
      'public, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
    );
  });

  it('takes a longer cache time when given', async () => {
    const answer = await call(
      xmlRoute(async () => ({ body: 'x', contentType: 'text/plain', maxAge: 3_600 })),
    );
    expect(answer.headers['cache-control']).toContain('s-maxage=3600');
  });

  it.each([
    ['null', () => null, 404],
    ['NotFoundError', () => Promise.reject(new NotFoundError('x')), 404],
    [
      'BadFiltersError',
      () => Promise.reject(new BadFiltersError('filters must be a JSON object')),
      400,
    ],
    ['BadRequestError', () => Promise.reject(new BadRequestError('too long')), 400],
    ['UpstreamError', () => Promise.reject(new UpstreamError('down')), 502],
    ['any other error', () => Promise.reject(new Error('boom')), 500],
  ])('answers %s with plain text %d, uncached', async (_name, fail, status) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await call(xmlRoute(async () => fail()));
    spy.mockRestore();
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toMatch(new RegExp(`^${status} `));
    expect(answer.body).not.toContain('boom');
  });

  it('names the bad filter in the 400', async () => {
    const answer = await call(
      xmlRoute(() => Promise.reject(new BadFiltersError('filters must be a JSON object'))),
    );
    expect(answer.body).toBe('400 Bad Request: filters must be a JSON object\n');
  });

  it('allows GET and HEAD only', async () => {
    const route = xmlRoute(async () => ({ body: 'x', contentType: 'text/plain' }));
    expect((await call(route, 'HEAD')).status).toBe(200);
    const post = await call(route, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});
