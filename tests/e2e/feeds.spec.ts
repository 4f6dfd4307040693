// RSS 2.0 feeds, sitemaps and robots.txt against the running server, for both editions (DESIGN "Public
// surface compatibility"). The XML is parsed by the browser's own strict XML parser (DOMParser in
// Chromium, via page.evaluate), so a document that is not well-formed fails here just as in a feed
// reader, without adding an XML parser to the dependencies.
//
// The server answers with the edition's production siteUrl unless SITE_URL was set at build time, so
// links are checked against that origin and followed by their path on the test server.
import { type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './guardedTest';
import { editionOf } from './edition';
import { runNow } from './runClock';

const PUB_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$/;
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const NS = {
  content: 'http://purl.org/rss/1.0/modules/content/',
  dc: 'http://purl.org/dc/elements/1.1/',
  atom: 'http://www.w3.org/2005/Atom',
  sitemap: 'http://www.sitemaps.org/schemas/sitemap/0.9',
  news: 'http://www.google.com/schemas/sitemap-news/0.9',
};

/** A section with articles in each edition (as in api.spec.ts). */
const knownSection = { main: 'g7', regional: 'erdely' } as const;

function siteUrlOf(testInfo: TestInfo): string {
  return (process.env.SITE_URL || editionOf(testInfo).siteUrl).replace(/\/$/, '');
}

/** The path (with query) of an absolute URL on the site, to request from the test server. */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

async function fetchText(
  request: APIRequestContext,
  path: string,
  contentType: string,
  status = 200,
): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  expect(response.headers()['content-type'], path).toContain(contentType);
  return response.text();
}

interface ParsedFeed {
  error: string | null;
  root: string;
  version: string | null;
  channel: {
    title: string;
    link: string;
    description: string;
    language: string;
    lastBuildDate: string;
    self: string | null;
  };
  items: Array<{
    title: string;
    link: string;
    guid: string;
    guidIsPermaLink: string | null;
    description: string;
    categories: string[];
    creators: string[];
    pubDate: string;
    enclosure: { url: string | null; type: string | null; length: string | null } | null;
    encoded: string | null;
  }>;
}

function parseFeed(page: Page, xml: string): Promise<ParsedFeed> {
  return page.evaluate(
    ({ xml, ns }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0];
      const childText = (parent: Element | undefined, name: string) =>
        [...(parent?.children ?? [])].find((el) => el.tagName === name)?.textContent ?? '';
      const channel = doc.getElementsByTagName('channel')[0];
      return {
        error: error ? (error.textContent ?? 'parsererror') : null,
        root: doc.documentElement.tagName,
        version: doc.documentElement.getAttribute('version'),
        channel: {
          title: childText(channel, 'title'),
          link: childText(channel, 'link'),
          description: childText(channel, 'description'),
          language: childText(channel, 'language'),
          lastBuildDate: childText(channel, 'lastBuildDate'),
          self:
            [...doc.getElementsByTagNameNS(ns.atom, 'link')]
              .find((el) => el.getAttribute('rel') === 'self')
              ?.getAttribute('href') ?? null,
        },
        items: [...doc.getElementsByTagName('item')].map((item) => {
          const guid = item.getElementsByTagName('guid')[0];
          const enclosure = item.getElementsByTagName('enclosure')[0];
          return {
            title: childText(item, 'title'),
            link: childText(item, 'link'),
            guid: guid?.textContent ?? '',
            guidIsPermaLink: guid?.getAttribute('isPermaLink') ?? null,
            description: childText(item, 'description'),
            categories: [...item.getElementsByTagName('category')].map((c) => c.textContent ?? ''),
            creators: [...item.getElementsByTagNameNS(ns.dc, 'creator')].map(
              (c) => c.textContent ?? '',
            ),
            pubDate: childText(item, 'pubDate'),
            enclosure: enclosure
              ? {
                  url: enclosure.getAttribute('url'),
                  type: enclosure.getAttribute('type'),
                  length: enclosure.getAttribute('length'),
                }
              : null,
            encoded: item.getElementsByTagNameNS(ns.content, 'encoded')[0]?.textContent ?? null,
          };
        }),
      };
    },
    { xml, ns: NS },
  );
}

interface ParsedSitemap {
  error: string | null;
  root: string;
  namespace: string | null;
  locs: string[];
  lastmods: string[];
  news: Array<{ name: string; language: string; date: string; title: string }>;
}

function parseSitemap(page: Page, xml: string): Promise<ParsedSitemap> {
  return page.evaluate(
    ({ xml, ns }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0];
      const texts = (name: string, namespace = ns.sitemap, parent: Document | Element = doc) =>
        [...parent.getElementsByTagNameNS(namespace, name)].map((el) => el.textContent ?? '');
      return {
        error: error ? (error.textContent ?? 'parsererror') : null,
        root: doc.documentElement.localName,
        namespace: doc.documentElement.namespaceURI,
        locs: texts('loc'),
        lastmods: texts('lastmod'),
        news: [...doc.getElementsByTagNameNS(ns.news, 'news')].map((el) => ({
          name: texts('name', ns.news, el)[0] ?? '',
          language: texts('language', ns.news, el)[0] ?? '',
          date: texts('publication_date', ns.news, el)[0] ?? '',
          title: texts('title', ns.news, el)[0] ?? '',
        })),
      };
    },
    { xml, ns: NS },
  );
}

/** Fetches a feed and checks everything the contract promises; returns it for more checks. */
async function checkFeed(
  page: Page,
  request: APIRequestContext,
  path: string,
  siteUrl: string,
  { minItems = 1, language = 'hu' } = {},
): Promise<ParsedFeed> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toBe('application/rss+xml; charset=utf-8');
  expect(response.headers()['cache-control'], path).toContain('s-maxage=');
  const feed = await parseFeed(page, await response.text());
  expect(feed.error, path).toBeNull();
  expect(feed.root).toBe('rss');
  expect(feed.version).toBe('2.0');
  expect(feed.channel.title, path).toBeTruthy();
  expect(feed.channel.description, path).toBeTruthy();
  expect(feed.channel.link.startsWith(`${siteUrl}/`), feed.channel.link).toBe(true);
  expect(feed.channel.language, path).toBe(language);
  expect(feed.channel.lastBuildDate, path).toMatch(PUB_DATE);
  expect(feed.channel.self, path).toBe(`${siteUrl}${path}`);
  expect(feed.items.length, path).toBeGreaterThanOrEqual(minItems);
  for (const item of feed.items) {
    expect(item.title, path).toBeTruthy();
    expect(item.link.startsWith(`${siteUrl}/`), item.link).toBe(true);
    expect(item.guid).toBe(item.link);
    expect(item.guidIsPermaLink).toBe('true');
    expect(item.categories.length, item.link).toBeGreaterThan(0);
    expect(item.pubDate, item.link).toMatch(PUB_DATE);
    if (item.enclosure) {
      expect(item.enclosure.url?.startsWith(`${siteUrl}/`), item.link).toBe(true);
      expect(item.enclosure.type, item.link).toMatch(/^image\//);
      expect(item.enclosure.length, item.link).toMatch(/^\d+$/);
    }
  }
  if (feed.items.length) {
    expect(
      feed.items.some((item) => (item.encoded ?? '').includes('<p')),
      path,
    ).toBe(true);
    expect(
      feed.items.every((item) => !/<script/i.test(item.encoded ?? '')),
      path,
    ).toBe(true);
  }
  return feed;
}

test.describe('RSS feeds', () => {
  test('/rss lists the newest articles, and its links resolve', async ({
    page,
    request,
  }, testInfo) => {
    const siteUrl = siteUrlOf(testInfo);
    const feed = await checkFeed(page, request, '/rss', siteUrl, { minItems: 10 });
    expect(feed.channel.title).toContain(editionOf(testInfo).name);
    expect(feed.channel.link).toBe(`${siteUrl}/`);
    const dates = feed.items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of feed.items.slice(0, 3)) {
      const response = await request.get(pathOf(item.link));
      expect(response.status(), item.link).toBe(200);
      expect(pathOf(response.url()), item.link).toBe(pathOf(item.link));
    }
    const image = feed.items.find((item) => item.enclosure)?.enclosure?.url ?? '';
    const imageResponse = await request.get(pathOf(image));
    expect(imageResponse.status(), image).toBe(200);
    expect(imageResponse.headers()['content-type']).toContain('image/svg+xml');
  });

  test('section, tag and author feeds', async ({ page, request }, testInfo) => {
    const siteUrl = siteUrlOf(testInfo);
    const section = knownSection[editionOf(testInfo).slug];
    const sectionFeed = await checkFeed(page, request, `/rss/rovat/${section}`, siteUrl);
    const list = await (await request.get(`/api/articles?filters[mstag]=${section}`)).json();
    expect(list.rss).toBe(`/rss/rovat/${section}`);
    expect(sectionFeed.items[0]?.link).toBe(`${siteUrl}${list.items[0].url}`);

    const tag = list.items[0].tags[0];
    const tagFeed = await checkFeed(page, request, `/rss/cimke/${tag.slug}`, siteUrl);
    expect(tagFeed.channel.link).toBe(`${siteUrl}/cimke/${tag.slug}`);
    expect(tagFeed.items.every((item) => item.categories.includes(tag.name))).toBe(true);

    const author = list.items[0].articleAuthors[0];
    const authorFeed = await checkFeed(page, request, `/rss/szerzo/${author.slug}`, siteUrl);
    expect(authorFeed.channel.title).toContain(author.name);
    expect(authorFeed.items.every((item) => item.creators.includes(author.name))).toBe(true);
  });

  test('the list pages’ feeds: english, after and g7', async ({ page, request }, testInfo) => {
    const siteUrl = siteUrlOf(testInfo);
    const english = await checkFeed(page, request, '/rss/rovat/english', siteUrl, {
      language: 'en',
    });
    expect(english.channel.link).toBe(`${siteUrl}/english`);
    if (editionOf(testInfo).slug === 'main') {
      expect((await checkFeed(page, request, '/rss/rovat/after', siteUrl)).channel.link).toBe(
        `${siteUrl}/after`,
      );
      expect((await checkFeed(page, request, '/rss/rovat/g7', siteUrl)).channel.link).toBe(
        `${siteUrl}/g7`,
      );
    } else {
      // The sub-brands are the main edition's: no articles here, so no feed (as no list page).
      await fetchText(request, '/rss/rovat/g7', 'text/plain', 404);
    }
  });

  test('/rss/archivum takes the parameters of /api/search', async ({ page, request }, testInfo) => {
    const siteUrl = siteUrlOf(testInfo);
    const all = await checkFeed(page, request, '/rss/archivum', siteUrl);
    const search = await (await request.get('/api/search?perPage=5&oldal=2')).json();
    const paged = await checkFeed(page, request, '/rss/archivum?oldal=2&perPage=5', siteUrl);
    expect(paged.items.map((item) => pathOf(item.link))).toEqual(
      search.items.map((item: { url: string }) => item.url),
    );
    const section = knownSection[editionOf(testInfo).slug];
    const filters = encodeURIComponent(JSON.stringify({ superTags: [section] }));
    const filtered = await checkFeed(page, request, `/rss/archivum?filters=${filters}`, siteUrl);
    expect(filtered.items.length).toBeLessThanOrEqual(all.items.length);
    const empty = await checkFeed(
      page,
      request,
      '/rss/archivum?term=zzzqqqxxx-nincs-ilyen',
      siteUrl,
      { minItems: 0 },
    );
    expect(empty.items).toHaveLength(0);
  });

  test('unknown lists are 404 and bad filters 400, as plain text', async ({ request }) => {
    for (const path of [
      '/rss/rovat/nincs-ilyen',
      '/rss/cimke/nincs-ilyen-cimke',
      '/rss/szerzo/nincs-ilyen-szerzo',
      '/rss/rovat/Nincs%20Ilyen',
    ]) {
      await fetchText(request, path, 'text/plain', 404);
    }
    for (const bad of ['%7Bbad', encodeURIComponent('"x"'), encodeURIComponent('{"tags":[1]}')]) {
      const body = await fetchText(request, `/rss/archivum?filters=${bad}`, 'text/plain', 400);
      expect(body).toMatch(/^400 .*filters/);
    }
    await fetchText(request, `/rss/archivum?term=${'x'.repeat(600)}`, 'text/plain', 400);
  });
});

test.describe('sitemaps and robots.txt', () => {
  test('/sitemap.xml indexes pages, news and the archive months', async ({
    page,
    request,
  }, testInfo) => {
    const siteUrl = siteUrlOf(testInfo);
    const index = await parseSitemap(
      page,
      await fetchText(request, '/sitemap.xml', 'application/xml'),
    );
    expect(index.error).toBeNull();
    expect(index.root).toBe('sitemapindex');
    expect(index.namespace).toBe(NS.sitemap);
    expect(index.locs.slice(0, 2)).toEqual([
      `${siteUrl}/sitemap/pages.xml`,
      `${siteUrl}/sitemap/news.xml`,
    ]);
    const months = index.locs.slice(2);
    expect(months.length).toBeGreaterThan(0);
    for (const loc of months) {
      expect(loc).toMatch(
        new RegExp(`^${siteUrl.replace(/[.]/g, '\\.')}/sitemap/articles-\\d{4}-\\d{2}\\.xml$`),
      );
    }
    for (const lastmod of index.lastmods) expect(lastmod).toMatch(W3C_DATETIME);

    // The newest month lists the newest article; its first links resolve.
    const newest = await parseSitemap(
      page,
      await fetchText(request, pathOf(months[0]!), 'application/xml'),
    );
    expect(newest.error).toBeNull();
    expect(newest.root).toBe('urlset');
    expect(newest.locs.length).toBeGreaterThan(0);
    const latest = await (await request.get('/api/articles?limit=1')).json();
    expect(newest.locs).toContain(`${siteUrl}${latest.items[0].url}`);
    for (const lastmod of newest.lastmods) expect(lastmod).toMatch(W3C_DATETIME);
    for (const loc of newest.locs.slice(0, 3)) {
      expect((await request.get(pathOf(loc))).status(), loc).toBe(200);
    }
    await fetchText(request, '/sitemap/articles-1989-01.xml', 'text/plain', 404);
    await fetchText(request, '/sitemap/articles-2026-13.xml', 'text/plain', 404);
  });

  test('/sitemap/pages.xml lists pages that exist', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const siteUrl = siteUrlOf(testInfo);
    const pages = await parseSitemap(
      page,
      await fetchText(request, '/sitemap/pages.xml', 'application/xml'),
    );
    expect(pages.error).toBeNull();
    expect(pages.root).toBe('urlset');
    expect(pages.locs[0]).toBe(`${siteUrl}/`);
    expect(pages.locs).toContain(`${siteUrl}/legfrissebb`);
    expect(pages.locs).toContain(`${siteUrl}/english`);
    expect(pages.locs).toContain(
      `${siteUrl}/rovat/${editionOf(testInfo).slug === 'main' ? 'belfold' : 'erdely'}`,
    );
    for (const loc of pages.locs) {
      expect(loc.startsWith(`${siteUrl}/`), loc).toBe(true);
      const response = await request.get(pathOf(loc), { maxRedirects: 0 });
      expect(response.status(), loc).toBe(200);
    }
  });

  test('/sitemap/news.xml lists the last two days for Google News', async ({
    page,
    request,
  }, testInfo) => {
    const siteUrl = siteUrlOf(testInfo);
    const news = await parseSitemap(
      page,
      await fetchText(request, '/sitemap/news.xml', 'application/xml'),
    );
    expect(news.error).toBeNull();
    expect(news.root).toBe('urlset');
    // The store's world is the run's: its newest article is of the day before (tests/e2e/runClock.ts).
    expect(news.news.length).toBeGreaterThan(0);
    expect(news.news).toHaveLength(news.locs.length);
    const twoDaysAgo = runNow() - 2 * 24 * 3_600_000 - 60_000;
    for (const [index, entry] of news.news.entries()) {
      expect(news.locs[index]?.startsWith(`${siteUrl}/`)).toBe(true);
      expect(entry.name).toBe(editionOf(testInfo).name);
      expect(['hu', 'en']).toContain(entry.language);
      expect(entry.date).toMatch(W3C_DATETIME);
      expect(Date.parse(entry.date)).toBeGreaterThanOrEqual(twoDaysAgo);
      expect(entry.title).toBeTruthy();
    }
  });

  test('/robots.txt keeps crawlers out of the API and search, and names the sitemap', async ({
    request,
  }, testInfo) => {
    const body = await fetchText(request, '/robots.txt', 'text/plain');
    const lines = body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /archivum?');
    expect(lines).toContain(`Sitemap: ${siteUrlOf(testInfo)}/sitemap.xml`);
  });
});

test.describe('the flag lists’ feeds', () => {
  test('/rss/legfontosabb and /rss/kedvenceink list their articles, and their list pages link them', async ({
    page,
    request,
  }, testInfo) => {
    const siteUrl = siteUrlOf(testInfo);
    for (const [list, flag] of [
      ['legfontosabb', 'legfontosabb'],
      ['kedvenceink', 'favorite'],
    ] as const) {
      const path = `/rss/${list}`;
      const feed = await checkFeed(page, request, path, siteUrl);
      expect(feed.channel.link).toBe(`${siteUrl}/${list}`);
      const answer = await (
        await request.get(`/api/articles?filters[flag]=${flag}&perPage=${feed.items.length}`)
      ).json();
      expect(answer.rss).toBe(path);
      // Absolute links to the list's articles, newest first, as the API lists them.
      expect(feed.items.map((item) => item.link)).toEqual(
        answer.items.map((item: { url: string }) => `${siteUrl}${item.url}`),
      );
      for (const item of feed.items) {
        expect(pathOf(item.link), item.link).toMatch(/^\/[a-z0-9-]+\/\d{4}\/\d{2}\/\d{2}\/[^/]+$/);
      }
      const first = await request.get(pathOf(feed.items[0]!.link));
      expect(first.status(), feed.items[0]!.link).toBe(200);

      await page.goto(`/${list}`);
      await expect(
        page.locator(`link[rel="alternate"][type="application/rss+xml"][href="${path}"]`),
      ).toHaveCount(1);
      await expect(
        page.getByRole('link', { name: 'RSS-hírcsatorna', exact: true }),
      ).toHaveAttribute('href', path);
    }
  });

  test('/rss/nincs-ilyen is a 404', async ({ request }) => {
    expect((await request.get('/rss/nincs-ilyen')).status()).toBe(404);
  });
});
