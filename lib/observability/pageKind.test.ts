import { pageKind } from './pageKind';

// Issue 29, item 1: each request's log line names its page kind (SPEC section 2's names).
describe('pageKind', () => {
  it.each([
    ['/', 'index'],
    ['/rovat/belfold', 'articles_by_mstag'],
    ['/cimke/valasztas', 'articles_by_tag'],
    ['/belfold/2024/05/01/egy-cikk', 'single_article'],
    ['/archivum?term=x', 'archivum'],
    ['/_next/data/build-1/rovat/belfold.json', 'articles_by_mstag'],
    ['/_next/data/build-1/index.json', 'index'],
    ['/_next/static/chunks/main.js', 'asset'],
    ['/api/articles', 'api'],
    ['/api/articles/egy-cikk/version', 'poll'],
    ['/api/livescore/football/fixtures/1240001', 'poll'],
    ['/uploads/2024/kep.jpg', 'upload'],
    ['/rss/rovat/belfold', 'feed'],
    ['/sitemap.xml', 'sitemap'],
    ['/favicon.ico', 'other'],
  ])('%s is %s', (path, kind) => {
    expect(pageKind(path)).toBe(kind);
  });
});
