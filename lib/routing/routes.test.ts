import fs from 'node:fs';
import path from 'node:path';
import { editions } from '@/editions/editions';
import { allMenuItems } from '@/lib/schemas/menu';
import { config as proxyConfig } from '@/proxy';
import { paths, withPage } from './paths';
import { redirectsFor } from './redirectTable';
import { finalTagPath, matchRoute, pagedListRoots, routeTable } from './routes';

// SPEC section 2 "Screens and routes": each path names one page kind (the first match wins).
describe('matchRoute (SPEC §2 routes)', () => {
  it.each([
    ['/', 'index', []],
    ['/dokumentum/impresszum', 'doc', ['impresszum']],
    ['/archivum', 'archivum', []],
    ['/melleklet/tippjatek', 'tippjatek', [undefined, undefined]],
    ['/melleklet/tippjatek/valasztas/abc', 'tippjatek', ['valasztas', 'abc']],
    ['/melleklet/eb-2024/toplistak', 'melleklet', ['eb-2024/toplistak']],
    ['/legfontosabb', 'list', ['legfontosabb']],
    ['/kedvenceink', 'list', ['kedvenceink']],
    ['/legfrissebb', 'legfrissebb', []],
    ['/Legfrissebb/', 'legfrissebb', []],
    ['/english', 'english', []],
    ['/cimke/valasztas', 'articles_by_tag', ['valasztas']],
    ['/rovat/szepkilatas/konnyu', 'articles_by_mstag', ['szepkilatas/konnyu']],
    ['/szerzo/szabo-eszter', 'articles_by_author', ['szabo-eszter']],
    ['/belfold/2026/11/20/cikk', 'single_article', ['belfold', '2026', '11', '20', 'cikk']],
    ['/belfold/2026/11/20/cikk/elo', 'liveblog_article', ['belfold', '2026', '11', '20', 'cikk']],
    ['/tamogatas', 'support', [undefined]],
    ['/tamogatas/siker', 'support', ['siker']],
    ['/telexakademia', 'academy', []],
    ['/te', 'youth', []],
    ['/empty', 'empty', []],
    ['/login', 'live-login', []],
    ['/after', 'after', []],
    ['/g7', 'g7', [undefined]],
    ['/g7/adat', 'g7', ['adat']],
    ['/impresszum', 'impress', []],
    ['/arfolyam', 'exchange', [undefined, undefined]],
    ['/arfolyam/usd/het', 'exchange', ['usd', 'het']],
    ['/arfolyam/eur/ev', 'exchange', ['eur', 'ev']],
    ['/egyszazalek', 'tax', []],
    ['/app-web-widget', 'app-webview', []],
  ])('%s is %s', (pathname, kind, params) => {
    expect(matchRoute(pathname)).toEqual({
      route: expect.objectContaining({ kind }),
      params,
      named: expect.any(Object),
    });
  });

  it.each([
    ['/rovat'],
    ['/cimke/'],
    ['/nincs/ilyen/oldal'],
    ['/tamogatas/egyeb'],
    ['/arfolyam/eur'],
    ['/arfolyam/eur/nap'],
  ])('%s is no page kind', (pathname) => {
    expect(matchRoute(pathname)).toBeNull();
  });

  it('builds back the path it matched, for every kind', () => {
    const samples = [
      '/',
      '/legfrissebb',
      '/legfontosabb',
      '/english',
      '/after',
      '/g7',
      '/g7/penz',
      '/rovat/sport',
      '/cimke/budapest',
      '/szerzo/szabo-eszter',
      '/archivum',
      '/dokumentum/impresszum',
      '/melleklet/tippjatek/a/b',
      '/melleklet/eb-2024',
      '/tamogatas/hiba',
      '/arfolyam',
      '/arfolyam/usd/het',
      '/arfolyam/gbp/ev',
      '/belfold/2026/11/20/cikk',
      '/belfold/2026/11/20/cikk/elo',
    ];
    for (const sample of samples) {
      const match = matchRoute(sample)!;
      expect(match.route.build(...(match.params as string[])), sample).toBe(sample);
    }
    expect(new Set(routeTable.map((r) => r.kind)).size).toBe(routeTable.length);
  });
});

// The proxy's matcher must be static (Next reads it at build time), so it cannot be built from the
// table; this test keeps the two in step.
describe('proxy.ts matcher and the route table', () => {
  it('pages exactly the route table’s paged lists by ?oldal', () => {
    const pagingMatcher = proxyConfig.matcher.find(
      (entry) => typeof entry === 'object' && entry.has?.[0]?.key === 'oldal',
    );
    const source = typeof pagingMatcher === 'object' ? pagingMatcher.source : '';
    const roots = /^\/:list\(([^)]+)\)\/:path\*$/.exec(source)?.[1];
    expect(roots?.split('|').sort()).toEqual(pagedListRoots().sort());
  });
});

// SPEC section 2: lists are paged by `oldal`; a search keeps its term and filters on every page.
describe('withPage (SPEC §2 pagination)', () => {
  it.each([
    ['/legfrissebb', 1, '/legfrissebb'],
    ['/legfrissebb', 2, '/legfrissebb?oldal=2'],
    ['/archivum?term=a', 2, '/archivum?term=a&oldal=2'],
    ['/archivum?term=a&oldal=2', 3, '/archivum?term=a&oldal=3'],
    ['/archivum?term=a&oldal=2', 1, '/archivum?term=a'],
    [
      '/archivum?filters=%7B%22tags%22%3A%5B%22x%22%5D%7D',
      2,
      '/archivum?filters=%7B%22tags%22%3A%5B%22x%22%5D%7D&oldal=2',
    ],
  ])('%s page %d -> %s', (base, page, expected) => {
    expect(withPage(base, page)).toBe(expected);
  });
});

const readJson = <T>(...segments: string[]) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data', ...segments), 'utf8')) as T;

// SPEC section 2 "Redirects": our own links name the final URL, never one that redirects (a 308 costs
// the reader a round trip, and crawlers a hop).
describe.each(['main', 'regional'] as const)('links of the %s edition name final URLs', (slug) => {
  const redirects = editions[slug].redirects;
  const sources = new Set(
    redirectsFor(slug)
      .filter((rule) => !/[:()*]/.test(rule.source))
      .map((rule) => rule.source.toLowerCase()),
  );
  const slugs = (...files: string[][]) =>
    files.flatMap((file) => readJson<Array<{ slug: string }>>(...file)).map((item) => item.slug);

  it('section links', () => {
    for (const section of slugs(['superTags.json'])) {
      expect(sources.has(paths.section(section)), paths.section(section)).toBe(false);
    }
    expect(paths.section('english')).toBe('/english');
    expect(paths.section('g7')).toBe('/g7');
    expect(paths.section('after')).toBe('/after');
  });

  it('tag links', () => {
    for (const tag of slugs(['tags', 'news.json'], ['tags', 'features.json'])) {
      expect(sources.has(finalTagPath(tag, redirects)), finalTagPath(tag, redirects)).toBe(false);
    }
  });

  it('menu links (header, drawer, footer)', () => {
    const menus = readJson<Parameters<typeof allMenuItems<{ url: string }>>[0]>(
      `menus.${slug}.json`,
    );
    for (const { url } of allMenuItems(menus)) {
      expect(sources.has(url.toLowerCase()), url).toBe(false);
    }
  });

  it('author links and the impresszum', () => {
    for (const author of slugs(['authors', 'news.json'], ['authors', 'features.json'])) {
      expect(sources.has(paths.author(author))).toBe(false);
    }
    expect(sources.has(paths.impress(redirects))).toBe(false);
  });
});
