import { internalRewritePath } from './internalRewrites';

// SPEC section 2: list pages are paged by `oldal`; feeds, sitemaps and robots.txt live at their
// public paths. Each row: path, oldal query value, the path it is served from (null: its own).
describe('internalRewritePath (SPEC §2 routes)', () => {
  it.each([
    ['/legfrissebb', '2', '/legfrissebb/oldal/2'],
    ['/english', '10', '/english/oldal/10'],
    ['/g7', '3', '/g7/oldal/3'],
    ['/g7/podcast', '2', '/g7/podcast/oldal/2'],
    ['/rovat/sport', '2', '/rovat/sport/oldal/2'],
    ['/rovat/sport/', '2', '/rovat/sport/oldal/2'],
    ['/cimke/haboru', '4', '/cimke/haboru/oldal/4'],
    ['/szerzo/olah-tamas', '2', '/szerzo/olah-tamas/oldal/2'],
    // The first page is the list's own path (SPEC section 5): one cached page, no suffix.
    ['/legfrissebb', '1', null],
    ['/rovat/sport', '0', null],
    ['/rovat/sport', 'abc', null],
    ['/rovat/sport', '1234567', null],
    ['/rovat/sport', '', null],
    ['/rovat/sport', null, null],
    ['/rovat', '2', null],
    ['/rovat/sport/oldal/2', '2', null],
    ['/cimke/haboru/oldal/4', '7', null],
    ['/legfrissebb/oldal/2', '2', null],
    ['/cimke/oldal', '2', '/cimke/oldal/oldal/2'],
    ['/sport/2026/11/21/fradi-dramai-hajra-a-derbin', '2', null],
    ['/', '2', null],
    ['/rss', null, '/api/rss'],
    ['/rss/archivum', '2', '/api/rss/archivum'],
    ['/rss/rovat/sport', null, '/api/rss/rovat/sport'],
    ['/rss/szerzo/olah-tamas', null, '/api/rss/szerzo/olah-tamas'],
    ['/rss/legfontosabb', null, '/api/rss/legfontosabb'],
    ['/rss/kedvenceink', null, '/api/rss/kedvenceink'],
    ['/rss/egyeb', null, null],
    ['/rss/egyeb/sport', null, null],
    ['/sitemap.xml', null, '/api/sitemap'],
    ['/sitemap/pages.xml', null, '/api/sitemap/pages'],
    ['/sitemap/news.xml', null, '/api/sitemap/news'],
    ['/sitemap/articles-2026-11.xml', null, '/api/sitemap/articles/2026-11'],
    ['/sitemap/articles-2026.xml', null, null],
    ['/robots.txt', null, '/api/robots'],
    ['/uploads/2026/11/kep_768x432.svg', null, '/api/uploads/2026/11/kep_768x432.svg'],
    ['/uploads/', null, null],
  ])('%s?oldal=%s -> %s', (path, oldal, expected) => {
    expect(internalRewritePath(path, oldal)).toBe(expected);
  });

  // SPEC section 2 "Supplements": the article list's sub-filters (szuro) and pages.
  it.each([
    ['/melleklet/eb-2024', null, 'helyszini', '/melleklet/eb-2024/szuro/helyszini'],
    ['/melleklet/eb-2024', '2', 'helyszini', '/melleklet/eb-2024/szuro/helyszini/oldal/2'],
    ['/melleklet/eb-2024', '2', null, '/melleklet/eb-2024/oldal/2'],
    ['/melleklet/eb-2024', null, 'Rossz Érték', null],
    ['/melleklet/eb-2024/szuro/helyszini', null, 'helyszini', null],
    ['/melleklet/tippjatek', '2', 'x', null],
    ['/rovat/sport', null, 'elemzesek', null],
    ['/rovat/sport', '2', 'elemzesek', '/rovat/sport/oldal/2'],
  ])('%s?oldal=%s&szuro=%s -> %s', (path, oldal, szuro, expected) => {
    expect(internalRewritePath(path, oldal, szuro)).toBe(expected);
  });
});
