import { BadRequestError } from '../http/apiRoute';
import { BadFiltersError, emptyFilters } from '../rules/searchFilters';
import { archiveFeed, FEED_ITEM_COUNT, listFeed, newestFeed } from './feedDefinitions';

describe('newestFeed', () => {
  it('is the newest FEED_ITEM_COUNT articles, mirroring the front page', () => {
    expect(newestFeed()).toMatchObject({
      selfPath: '/rss',
      pagePath: '/',
      language: 'hu',
      source: { kind: 'list', query: { page: 1, perPage: FEED_ITEM_COUNT } },
      emptyIsNotFound: false,
    });
    expect(newestFeed().source.query).not.toHaveProperty('filter');
  });
});

describe('listFeed', () => {
  it.each([
    ['rovat', 'belfold', 'mstag', '/rovat/belfold', 'hu'],
    ['rovat', 'english', 'mstag', '/english', 'en'],
    ['rovat', 'after', 'mstag', '/after', 'hu'],
    ['rovat', 'g7', 'mstag', '/g7', 'hu'],
    ['rovat', 'Szepkilatas', 'mstag', '/rovat/szepkilatas', 'hu'],
    ['cimke', 'podcast', 'tag', '/cimke/podcast', 'hu'],
    ['cimke', 'english', 'tag', '/cimke/english', 'hu'],
    ['szerzo', 'szabo-eszter', 'author', '/szerzo/szabo-eszter', 'hu'],
  ] as const)('/rss/%s/%s', (kind, slug, filterKind, pagePath, language) => {
    const feed = listFeed(kind, slug);
    expect(feed).toMatchObject({
      selfPath: `/rss/${kind}/${slug.toLowerCase()}`,
      pagePath,
      language,
      emptyIsNotFound: true,
      source: {
        kind: 'list',
        query: { filter: { kind: filterKind, key: slug.toLowerCase() }, perPage: FEED_ITEM_COUNT },
      },
    });
  });

  it('follows the author slugs that lost their city suffix', () => {
    expect(listFeed('szerzo', 'kovacs-peter-budapest')?.source.query).toMatchObject({
      filter: { kind: 'author', key: 'kovacs-peter' },
    });
  });

  it.each([[''], ['a b'], ['../x'], ['a--b'], ['-a'], ['x'.repeat(201)], [undefined], [42]])(
    'is null (404) for the slug %j',
    (slug) => {
      expect(listFeed('rovat', slug)).toBeNull();
    },
  );

  it('takes the first of repeated slugs', () => {
    expect(listFeed('cimke', ['a', 'b'])?.selfPath).toBe('/rss/cimke/a');
  });
});

describe('archiveFeed (the parameters of /api/search)', () => {
  it('defaults to the first page of FEED_ITEM_COUNT results', () => {
    expect(archiveFeed({})).toMatchObject({
      selfPath: '/rss/archivum',
      pagePath: '/archivum',
      title: 'Archívum',
      emptyIsNotFound: false,
      source: {
        kind: 'search',
        query: { filters: emptyFilters, page: 1, perPage: FEED_ITEM_COUNT },
      },
    });
  });

  it('reads term, filters, oldal and perPage', () => {
    const filters = JSON.stringify({ superTags: ['belfold'] });
    const feed = archiveFeed({ term: ' árvíz ', filters, oldal: '2', perPage: '5' });
    expect(feed.source).toEqual({
      kind: 'search',
      query: {
        term: 'árvíz',
        filters: { ...emptyFilters, sections: ['belfold'], parentId: undefined },
        page: 2,
        perPage: 5,
      },
    });
    const params = new URLSearchParams({ term: 'árvíz', filters, oldal: '2' });
    expect(feed.pagePath).toBe(`/archivum?${params.toString()}`);
    params.set('perPage', '5');
    expect(feed.selfPath).toBe(`/rss/archivum?${params.toString()}`);
    expect(feed.title).toBe('Archívum: árvíz');
  });

  it.each([
    [{ oldal: '0' }, 1, FEED_ITEM_COUNT],
    [{ page: '3' }, 3, FEED_ITEM_COUNT],
    [{ perPage: '100000' }, 1, 100],
    [{ perPage: 'abc' }, 1, FEED_ITEM_COUNT],
  ])('clamps %j', (query, page, perPage) => {
    expect(archiveFeed(query).source.query).toMatchObject({ page, perPage });
  });

  it.each([['{bad'], ['"x"'], ['{"tags":[1]}']])('rejects the filters %s (400)', (filters) => {
    expect(() => archiveFeed({ filters })).toThrow(BadFiltersError);
  });

  it('rejects an over-long term (400)', () => {
    expect(() => archiveFeed({ term: 'x'.repeat(501) })).toThrow(BadRequestError);
  });
});
