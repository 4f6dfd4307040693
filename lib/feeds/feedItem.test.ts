import { listItemForTest } from '@/tests/support/fakeContentSource';
import {
  absoluteUrl,
  absolutizeHtmlUrls,
  feedContentHtml,
  imageEnclosure,
  shareImageOf,
  imageMimeType,
  toRssItem,
} from './feedItem';

const SITE = 'https://hirvonal.hu';

describe('absoluteUrl', () => {
  it.each([
    ['a canonical path', '/belfold/2026/11/20/cikk', 'https://hirvonal.hu/belfold/2026/11/20/cikk'],
    [
      'a path with a query',
      '/archivum?term=a&oldal=2',
      'https://hirvonal.hu/archivum?term=a&oldal=2',
    ],
    ['non-ASCII is percent-encoded', '/cimke/árvíz', 'https://hirvonal.hu/cimke/%C3%A1rv%C3%ADz'],
    ['the front page', '/', 'https://hirvonal.hu/'],
    ['an absolute URL stays', 'https://cdn.example/a.svg', 'https://cdn.example/a.svg'],
    ['a relative path', 'uploads/a.svg', 'https://hirvonal.hu/uploads/a.svg'],
  ])('%s', (_name, path, expected) => {
    expect(absoluteUrl(SITE, path)).toBe(expected);
  });

  it('accepts a site URL with a trailing slash', () => {
    expect(absoluteUrl('http://localhost:3000/', '/rss')).toBe('http://localhost:3000/rss');
  });
});

describe('imageMimeType', () => {
  it.each([
    ['/uploads/2026/11/a.svg', 'image/svg+xml'],
    ['/uploads/a_768x432.SVG', 'image/svg+xml'],
    ['/uploads/a.jpg?v=2', 'image/jpeg'],
    ['/uploads/a.jpeg', 'image/jpeg'],
    ['/uploads/a.png', 'image/png'],
    ['/uploads/a.webp#x', 'image/webp'],
    ['/uploads/a.gif', 'image/gif'],
    ['/uploads/a.avif', 'image/avif'],
    ['/uploads/a.tiff', null],
    ['/uploads.d/noext', null],
  ])('%s -> %s', (path, expected) => {
    expect(imageMimeType(path)).toBe(expected);
  });
});

describe('imageEnclosure', () => {
  it('is absolute, typed, with length 0 (unknown)', () => {
    expect(imageEnclosure(SITE, '/uploads/2026/11/a.svg')).toEqual({
      url: 'https://hirvonal.hu/uploads/2026/11/a.svg',
      type: 'image/svg+xml',
      length: 0,
    });
  });

  it.each([[null], [''], ['/uploads/a.bmp2']])('is left out for %j', (src) => {
    expect(imageEnclosure(SITE, src)).toBeUndefined();
  });

  it("names a photo's share size, which the image service always sends as a JPEG", () => {
    expect(imageEnclosure(SITE, shareImageOf('/uploads/photos/to_400x225.jpg'))).toEqual({
      url: 'https://hirvonal.hu/uploads/photos/to_1200x630.jpg',
      type: 'image/jpeg',
      length: 0,
    });
  });
});

describe('absolutizeHtmlUrls', () => {
  it.each([
    ['a link', '<a href="/cimke/x">x</a>', '<a href="https://hirvonal.hu/cimke/x">x</a>'],
    [
      'an image',
      '<img src="/uploads/a.svg" alt="" />',
      '<img src="https://hirvonal.hu/uploads/a.svg" alt="" />',
    ],
    [
      'a srcset',
      '<img srcset="/uploads/a_2.svg 2x, /uploads/a_3.svg 3x, https://x.test/b.svg 4x" />',
      '<img srcset="https://hirvonal.hu/uploads/a_2.svg 2x, https://hirvonal.hu/uploads/a_3.svg 3x, https://x.test/b.svg 4x" />',
    ],
    [
      'an escaped query stays escaped',
      '<a href="/a?b=1&amp;c=2">x</a>',
      '<a href="https://hirvonal.hu/a?b=1&amp;c=2">x</a>',
    ],
    [
      'absolute and mailto links stay',
      '<a href="https://x.test/" rel="noopener noreferrer" target="_blank">x</a><a href="mailto:a@b.hu">m</a>',
      '<a href="https://x.test/" rel="noopener noreferrer" target="_blank">x</a><a href="mailto:a@b.hu">m</a>',
    ],
    ['text that looks like an attribute stays', '<p> href="/x"</p>', '<p> href="/x"</p>'],
    ['anchors stay', '<a href="#jegyzet">1</a>', '<a href="#jegyzet">1</a>'],
  ])('%s', (_name, html, expected) => {
    expect(absolutizeHtmlUrls(html, SITE)).toBe(expected);
  });
});

describe('feedContentHtml', () => {
  it('relies on the sanitiser escaping > and " inside attribute values', () => {
    expect(
      feedContentHtml(
        `<a href="/a?x=>y&z=1" title='q"<x>'>t</a><img src="/u.svg" alt="x > y">`,
        SITE,
      ),
    ).toBe(
      '<a href="https://hirvonal.hu/a?x=&gt;y&amp;z=1" title="q&quot;&lt;x&gt;">t</a><img src="https://hirvonal.hu/u.svg" alt="x &gt; y" />',
    );
  });

  it('sanitises before it absolutises', () => {
    expect(
      feedContentHtml(
        '<p onclick="x()">a<script>alert(1)</script></p><img src="/uploads/a.svg" onerror="x()">',
        SITE,
      ),
    ).toBe('<p>a</p><img src="https://hirvonal.hu/uploads/a.svg" />');
  });
});

describe('toRssItem', () => {
  const item = listItemForTest({
    id: 1,
    title: 'Cím',
    url: '/belfold/2022/04/26/cim',
    lead: 'A lead.',
    pubDate: Date.parse('2022-04-26T06:14:10Z') / 1000,
    tags: [
      { id: 1, name: 'Politika', slug: 'politika' },
      { id: 2, name: 'Belföld', slug: 'belfold-tag' },
    ],
    imageSrc: '/uploads/2022/04/cim.svg',
  });

  it('maps every field of the contract', () => {
    expect(toRssItem(item, { siteUrl: SITE }, '<p>x</p>')).toEqual({
      title: 'Cím',
      link: 'https://hirvonal.hu/belfold/2022/04/26/cim',
      description: 'A lead.',
      categories: ['Belföld', 'Politika'],
      creators: ['Szabó Eszter'],
      pubDate: 'Tue, 26 Apr 2022 08:14:10 +0200',
      enclosure: {
        // The share size of the item's picture (a JPEG for photos; lib/images/imageSlots.ts).
        url: 'https://hirvonal.hu/uploads/2022/04/cim_1200x630.svg',
        type: 'image/svg+xml',
        length: 0,
      },
      contentHtml: '<p>x</p>',
    });
  });

  it('has no content:encoded without a body', () => {
    expect(toRssItem(item, { siteUrl: SITE })).not.toHaveProperty('contentHtml');
  });
});

describe('toRssItem of partner content (SPEC section 5 (issue 27 item 5))', () => {
  const pr = { id: 91, name: 'PR-cikk', slug: 'pr-cikk', active: true };
  const base = { id: 2, title: 'Fűtésszámla', url: '/gazdasag/2026/11/16/futes' };

  it.each([
    ['the pr flag', { flags: [{ slug: 'pr' }] }],
    ['the pr field', { pr: true }],
    ['a sponsored main super tag', { mainSuperTag: pr }],
    ['a sponsored super tag among others', { superTags: [pr] }],
  ])('says so before the title and as the first category (%s)', (_name, fields) => {
    const rss = toRssItem(listItemForTest({ ...base, ...fields }), { siteUrl: SITE });
    expect(rss.title).toBe('Partnerünk ajánlata: Fűtésszámla');
    expect(rss.categories[0]).toBe('Partnerünk ajánlata');
    // The link stays the article's own, on the site.
    expect(rss.link).toBe('https://hirvonal.hu/gazdasag/2026/11/16/futes');
  });

  it('uses the English label for an English article', () => {
    const rss = toRssItem(listItemForTest({ ...base, english: true, pr: true }), {
      siteUrl: SITE,
    });
    expect(rss.title).toBe('From our partner: Fűtésszámla');
    expect(rss.categories[0]).toBe('From our partner');
  });

  it('leaves editorial items alone', () => {
    const rss = toRssItem(listItemForTest(base), { siteUrl: SITE });
    expect(rss.title).toBe('Fűtésszámla');
    expect(rss.categories).not.toContain('Partnerünk ajánlata');
  });
});
