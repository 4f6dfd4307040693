// @vitest-environment jsdom
import { editions } from '@/editions/editions';
import { redirectsFor } from '../routing/redirectTable';
import { fakeSource, listItemForTest } from '@/tests/support/fakeContentSource';
import { parseXmlForTest } from '@/tests/support/parseXml';
import {
  buildMonthSitemap,
  buildNewsSitemap,
  buildPagesSitemap,
  buildSitemapIndex,
  isPastMonth,
} from './sitemaps';
import { renderNewsSitemap, renderSitemapIndex, renderUrlset } from './sitemapXml';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
const at = (iso: string) => Date.parse(iso) / 1000;
const site = {
  siteUrl: 'https://hirvonal.hu',
  name: 'Hírvonal',
  features: editions.main.features,
  redirects: redirectsFor('main'),
};
const english = { id: 9, name: 'English', slug: 'english', active: true };

const items = [
  listItemForTest({ id: 1, pubDate: at('2026-09-15T10:00:00Z'), slug: 'szept' }),
  listItemForTest({
    id: 2,
    pubDate: at('2026-10-31T22:30:00Z'), // 23:30 on 31 October in Budapest
    updatedAt: at('2026-11-01T08:00:00Z'),
    url: '/belfold/2026/10/31/halloween',
  }),
  listItemForTest({ id: 3, pubDate: at('2026-10-31T23:30:00Z'), title: 'Kiss & Nagy' }),
  listItemForTest({
    id: 4,
    pubDate: at('2026-11-21T09:00:00Z'),
    title: 'Yesterday',
    mainSuperTag: english,
    english: true,
  }),
  listItemForTest({ id: 5, pubDate: at('2026-11-22T03:00:00Z'), title: 'Ma <reggel>' }),
  listItemForTest({ id: 6, pubDate: at('2026-11-22T20:00:00Z'), title: 'Ma este' }),
];
const now = new Date('2026-11-22T04:00:00Z');
const locs = (doc: Document) =>
  [...doc.getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((el) => el.textContent);

describe('sitemap writers', () => {
  it('write well-formed documents with escaped text', () => {
    const entry = { loc: 'https://hirvonal.hu/a?b=1&c=2', lastmod: '2026-11-22T05:00:00+01:00' };
    for (const xml of [renderSitemapIndex([entry]), renderUrlset([entry])]) {
      expect(locs(parseXmlForTest(xml))).toEqual([entry.loc]);
    }
    const news = parseXmlForTest(
      renderNewsSitemap([
        {
          loc: entry.loc,
          publicationName: 'Hírvonal',
          language: 'hu',
          publicationDate: entry.lastmod,
          title: 'A & <b>',
        },
      ]),
    );
    expect(news.getElementsByTagNameNS(NEWS_NS, 'title')[0]?.textContent).toBe('A & <b>');
  });
});

describe('buildSitemapIndex', () => {
  it('points to pages, news and every month from the newest article back to the oldest', async () => {
    const doc = parseXmlForTest(await buildSitemapIndex(fakeSource(items), site));
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(locs(doc)).toEqual([
      'https://hirvonal.hu/sitemap/pages.xml',
      'https://hirvonal.hu/sitemap/news.xml',
      'https://hirvonal.hu/sitemap/articles-2026-11.xml',
      'https://hirvonal.hu/sitemap/articles-2026-10.xml',
      'https://hirvonal.hu/sitemap/articles-2026-09.xml',
    ]);
    expect(doc.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent).toBe(
      '2026-11-22T21:00:00+01:00',
    );
  });

  it('has pages and news only for an empty archive', async () => {
    expect(locs(parseXmlForTest(await buildSitemapIndex(fakeSource([]), site)))).toHaveLength(2);
  });
});

describe('buildMonthSitemap', () => {
  it('lists the month’s articles by their Budapest date, with lastmod', async () => {
    const doc = parseXmlForTest(
      (await buildMonthSitemap(fakeSource(items), site, { year: 2026, month: 10 }))!,
    );
    expect(locs(doc)).toEqual(['https://hirvonal.hu/belfold/2026/10/31/halloween']);
    expect(doc.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent).toBe(
      '2026-11-01T09:00:00+01:00',
    );
  });

  it('answers an empty month inside the archive with an empty set, outside it with null (404)', async () => {
    const source = fakeSource([items[0]!, items[4]!]);
    const inside = await buildMonthSitemap(source, site, { year: 2026, month: 10 });
    expect(locs(parseXmlForTest(inside!))).toEqual([]);
    expect(await buildMonthSitemap(source, site, { year: 2026, month: 8 })).toBeNull();
    expect(await buildMonthSitemap(source, site, { year: 2026, month: 12 })).toBeNull();
  });
});

describe('buildNewsSitemap', () => {
  it('lists the last two days with publication, language, date and title', async () => {
    const doc = parseXmlForTest(await buildNewsSitemap(fakeSource(items), site, now));
    expect(locs(doc)).toHaveLength(3);
    const news = [...doc.getElementsByTagNameNS(NEWS_NS, 'news')].map((el) => ({
      name: el.getElementsByTagNameNS(NEWS_NS, 'name')[0]?.textContent,
      language: el.getElementsByTagNameNS(NEWS_NS, 'language')[0]?.textContent,
      date: el.getElementsByTagNameNS(NEWS_NS, 'publication_date')[0]?.textContent,
      title: el.getElementsByTagNameNS(NEWS_NS, 'title')[0]?.textContent,
    }));
    expect(news).toEqual([
      // Listed, so published, though dated later today.
      { name: 'Hírvonal', language: 'hu', date: '2026-11-22T21:00:00+01:00', title: 'Ma este' },
      { name: 'Hírvonal', language: 'hu', date: '2026-11-22T04:00:00+01:00', title: 'Ma <reggel>' },
      { name: 'Hírvonal', language: 'en', date: '2026-11-21T10:00:00+01:00', title: 'Yesterday' },
    ]);
  });
});

describe('buildPagesSitemap', () => {
  it('lists the front page and the menus’ pages, leaving out empty lists', async () => {
    const link = (url: string) => ({ title: url, url });
    const source = {
      ...fakeSource([items[0]!]),
      getMenus: async () => ({
        site: [link('/dokumentum/adatvedelem')],
        main: [link('/rovat/belfold'), link('/rovat/ures'), link('/cimke/ures'), link('/english')],
        sidebar: [link('/legfrissebb'), link('/rovat/belfold/nincs/ilyen')],
        heading: [],
        extra: [],
        footer: [],
      }),
    };
    expect(locs(parseXmlForTest(await buildPagesSitemap(source, site)))).toEqual([
      'https://hirvonal.hu/',
      'https://hirvonal.hu/dokumentum/adatvedelem',
      'https://hirvonal.hu/rovat/belfold',
      'https://hirvonal.hu/legfrissebb',
    ]);
  });
});

describe('isPastMonth', () => {
  it.each([
    [{ year: 2026, month: 11 }, false],
    [{ year: 2026, month: 10 }, false],
    [{ year: 2026, month: 9 }, true],
    [{ year: 2025, month: 12 }, true],
  ])('%j -> %s', (month, expected) => {
    expect(isPastMonth(month, now)).toBe(expected);
  });
});
