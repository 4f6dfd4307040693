// The remote adapter against a mocked content API (msw): it builds SPEC section 7 requests, validates
// answers with the shared schemas and turns failures into clear errors.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { emptyFilters } from '../rules/searchFilters';
import { UpstreamError } from './errors';
import { createRemoteSource } from './remoteSource';
import { sampleListItem } from '@/tests/fixtures/listItem';

const BASE = 'http://content.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const item = sampleListItem();
const list = {
  items: [item],
  page: 2,
  totalPages: 3,
  totalItems: 21,
  perPage: 10,
  rss: '/rss/cimke/x',
};

describe('remote content source', () => {
  const source = createRemoteSource(`${BASE}/`);

  it('asks /api/articles with the filter, page and perPage and validates the list', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(`${BASE}/api/articles`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json(list);
      }),
    );
    const result = await source.listArticles({
      filter: { kind: 'tag', key: 'arviz' },
      page: 2,
      perPage: 10,
    });
    expect(result.items[0]?.slug).toBe('cim');
    expect(seen?.searchParams.get('filters[tag]')).toBe('arviz');
    expect(seen?.searchParams.get('page')).toBe('2');
    expect(seen?.searchParams.get('perPage')).toBe('10');
  });

  it('sends search filters as JSON with oldal', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(`${BASE}/api/search`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json(list);
      }),
    );
    await source.search({
      term: 'árvíz',
      filters: { ...emptyFilters, anyTags: ['a'], parentId: null },
      page: 3,
      perPage: 5,
    });
    expect(seen?.searchParams.get('term')).toBe('árvíz');
    expect(seen?.searchParams.get('oldal')).toBe('3');
    expect(JSON.parse(seen!.searchParams.get('filters')!)).toMatchObject({
      tagSlugs: ['a'],
      parentId: [null],
    });
  });

  it('answers null for a 404 article and the version for a known one', async () => {
    server.use(
      http.get(`${BASE}/api/articles/nincs`, () => HttpResponse.json({}, { status: 404 })),
      http.get(`${BASE}/api/articles/cim/version`, () => HttpResponse.json({ data: { v: 4 } })),
    );
    expect(await source.getArticle({ slug: 'nincs' })).toBeNull();
    expect(await source.getArticleVersion('cim')).toBe(4);
  });

  it.each([
    ['a 500', () => HttpResponse.json({ error: 'boom' }, { status: 500 })],
    ['an unexpected shape', () => HttpResponse.json({ items: 'nope' })],
    [
      'invalid JSON',
      () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } }),
    ],
    ['a network error', () => HttpResponse.error()],
  ])('turns %s into an UpstreamError', async (_name, resolver) => {
    server.use(http.get(`${BASE}/api/articles`, resolver));
    await expect(source.listArticles({ page: 1, perPage: 10 })).rejects.toBeInstanceOf(
      UpstreamError,
    );
  });

  it('reads named documents and menus through /api/documents', async () => {
    const menus = {
      site: [],
      main: [{ title: 'Belföld', url: '/rovat/belfold' }],
      sidebar: [],
      heading: [],
      extra: [],
      footer: [],
    };
    server.use(http.get(`${BASE}/api/documents/menus`, () => HttpResponse.json({ data: menus })));
    expect((await source.getMenus()).main[0]?.title).toBe('Belföld');
  });
});
