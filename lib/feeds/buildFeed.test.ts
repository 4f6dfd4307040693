// @vitest-environment jsdom
import { buildFeed } from './buildFeed';
import { fakeSource, listItemForTest } from '@/tests/support/fakeContentSource';
import { archiveFeed, listFeed, newestFeed } from './feedDefinitions';
import { parseXmlForTest } from '@/tests/support/parseXml';

const CONTENT_NS = 'http://purl.org/rss/1.0/modules/content/';
const ATOM_NS = 'http://www.w3.org/2005/Atom';
const site = { siteUrl: 'https://hirvonal.hu', name: 'Hírvonal' };
const english = { id: 9, name: 'English', slug: 'english', active: true };
const at = (iso: string) => Date.parse(iso) / 1000;

const items = [
  listItemForTest({
    id: 1,
    title: 'Régi',
    pubDate: at('2026-01-10T10:00:00Z'),
    updatedAt: at('2026-01-10T10:00:00Z'),
    imageSrc: '/uploads/2026/01/regi.svg',
  }),
  listItemForTest({
    id: 2,
    title: 'Friss & új',
    pubDate: at('2026-07-01T06:00:00Z'),
    updatedAt: at('2026-07-02T06:00:00Z'),
    url: '/belfold/2026/07/01/friss',
  }),
  listItemForTest({
    id: 3,
    title: 'In English',
    mainSuperTag: english,
    pubDate: at('2026-06-01T06:00:00Z'),
    updatedAt: at('2026-06-01T06:00:00Z'),
  }),
];
const source = fakeSource(items, {
  bodies: { 2: '<p>Body <a href="/cimke/x">x</a><script>alert(1)</script> ]]></p>' },
  titles: { english: 'English', belfold: 'Belföld' },
});

describe('buildFeed', () => {
  it('writes the newest articles with channel, items and bodies', async () => {
    const xml = (await buildFeed(source, newestFeed(), site))!;
    const doc = parseXmlForTest(xml);
    const channel = doc.getElementsByTagName('channel')[0]!;
    const child = (name: string) =>
      [...channel.children].find((el) => el.tagName === name)?.textContent;
    expect(child('title')).toBe('Hírvonal – Friss hírek');
    expect(child('link')).toBe('https://hirvonal.hu/');
    expect(child('description')).toBe('Friss hírek: a Hírvonal legfrissebb cikkei');
    expect(child('language')).toBe('hu');
    // The newest change of any item: item 2's update, in Budapest summer time.
    expect(child('lastBuildDate')).toBe('Thu, 02 Jul 2026 08:00:00 +0200');
    expect(doc.getElementsByTagNameNS(ATOM_NS, 'link')[0]?.getAttribute('href')).toBe(
      'https://hirvonal.hu/rss',
    );

    const entries = [...doc.getElementsByTagName('item')];
    // RSS titles are HTML for feed readers: the text comes escaped once more (issue 28).
    expect(entries.map((e) => e.getElementsByTagName('title')[0]?.textContent)).toEqual([
      'Friss &amp; új',
      'In English',
      'Régi',
    ]);
    const [newest, , oldest] = entries;
    expect(newest!.getElementsByTagName('link')[0]?.textContent).toBe(
      'https://hirvonal.hu/belfold/2026/07/01/friss',
    );
    expect(newest!.getElementsByTagName('pubDate')[0]?.textContent).toBe(
      'Wed, 01 Jul 2026 08:00:00 +0200',
    );
    expect(oldest!.getElementsByTagName('pubDate')[0]?.textContent).toBe(
      'Sat, 10 Jan 2026 11:00:00 +0100',
    );
    expect(newest!.getElementsByTagNameNS(CONTENT_NS, 'encoded')[0]?.textContent).toBe(
      '<p>Body <a href="https://hirvonal.hu/cimke/x">x</a> ]]&gt;</p>',
    );
    expect(oldest!.getElementsByTagName('enclosure')[0]?.getAttribute('url')).toBe(
      'https://hirvonal.hu/uploads/2026/01/regi_1200x630.svg',
    );
    expect(newest!.getElementsByTagName('enclosure')).toHaveLength(0);
  });

  it('titles a section feed with the store name and writes English for the english section', async () => {
    const doc = parseXmlForTest((await buildFeed(source, listFeed('rovat', 'english')!, site))!);
    expect(doc.getElementsByTagName('title')[0]?.textContent).toBe('Hírvonal – English');
    expect(doc.getElementsByTagName('language')[0]?.textContent).toBe('en');
    expect(doc.getElementsByTagName('link')[0]?.textContent).toBe('https://hirvonal.hu/english');
    expect(doc.getElementsByTagName('description')[0]?.textContent).toBe(
      'English: the latest articles from Hírvonal',
    );
    expect(doc.getElementsByTagName('item')).toHaveLength(1);
  });

  it('labels a partner item and stays well-formed RSS (SPEC section 5 (issue 27 item 5))', async () => {
    const partner = listItemForTest({
      id: 4,
      title: 'Hőszivattyú <télen> & nyáron',
      flags: [{ slug: 'pr' }],
      ctUrl: 'https://partner.example.com/ajanlat?a=1&b=2',
      pubDate: at('2026-08-01T06:00:00Z'),
      updatedAt: at('2026-08-01T06:00:00Z'),
    });
    const doc = parseXmlForTest(
      (await buildFeed(fakeSource([...items, partner]), newestFeed(), site))!,
    );
    const [first, second] = [...doc.getElementsByTagName('item')];
    expect(first!.getElementsByTagName('title')[0]?.textContent).toBe(
      'Partnerünk ajánlata: Hőszivattyú &lt;télen&gt; &amp; nyáron',
    );
    expect(first!.getElementsByTagName('category')[0]?.textContent).toBe('Partnerünk ajánlata');
    expect(second!.getElementsByTagName('title')[0]?.textContent).toBe('Friss &amp; új');
  });

  it('is null (404) for an unknown or empty section, tag or author', async () => {
    expect(await buildFeed(source, listFeed('rovat', 'nincs-ilyen')!, site)).toBeNull();
    expect(await buildFeed(source, listFeed('cimke', 'nincs-ilyen')!, site)).toBeNull();
    expect(await buildFeed(source, listFeed('szerzo', 'nincs-ilyen')!, site)).toBeNull();
  });

  it('answers an empty search with an empty feed built now', async () => {
    const now = new Date('2026-11-22T04:00:00Z');
    const xml = (await buildFeed(source, archiveFeed({ term: 'nincs ilyen szó' }), site, now))!;
    const doc = parseXmlForTest(xml);
    expect(doc.getElementsByTagName('item')).toHaveLength(0);
    expect(doc.getElementsByTagName('lastBuildDate')[0]?.textContent).toBe(
      'Sun, 22 Nov 2026 05:00:00 +0100',
    );
    expect(doc.getElementsByTagName('title')[0]?.textContent).toBe(
      'Hírvonal – Archívum: nincs ilyen szó',
    );
    expect(doc.getElementsByTagName('description')[0]?.textContent).toBe(
      'Keresési találatok a Hírvonal archívumában: „nincs ilyen szó”',
    );
  });

  it.each([
    ['Hírvonal', 'Keresési találatok a Hírvonal archívumában'],
    ['Erdélyi Hírvonal', 'Keresési találatok az Erdélyi Hírvonal archívumában'],
  ])('describes a search feed without a term on %s: %s', async (name, description) => {
    const xml = (await buildFeed(source, archiveFeed({}), { ...site, name }))!;
    expect(parseXmlForTest(xml).getElementsByTagName('description')[0]?.textContent).toBe(
      description,
    );
  });

  it('searches with the archive parameters', async () => {
    const doc = parseXmlForTest((await buildFeed(source, archiveFeed({ term: 'friss' }), site))!);
    expect([...doc.getElementsByTagName('item')]).toHaveLength(1);
    expect(doc.getElementsByTagNameNS(ATOM_NS, 'link')[0]?.getAttribute('href')).toBe(
      'https://hirvonal.hu/rss/archivum?term=friss',
    );
  });

  it('writes an item without content:encoded when its body is gone', async () => {
    const gone = { ...source, getArticle: async () => null };
    const doc = parseXmlForTest((await buildFeed(gone, newestFeed(), site))!);
    expect(doc.getElementsByTagNameNS(CONTENT_NS, 'encoded')).toHaveLength(0);
    expect(doc.getElementsByTagName('item')).toHaveLength(3);
  });

  it('reads bodies a few at a time', async () => {
    const many = Array.from({ length: 50 }, (_, i) => listItemForTest({ id: i + 1 }));
    const base = fakeSource(many);
    let running = 0;
    let peak = 0;
    const counting = {
      ...base,
      getArticle: async (key: { id: number } | { slug: string }) => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running -= 1;
        return base.getArticle(key);
      },
    };
    const xml = (await buildFeed(counting, archiveFeed({ perPage: '50' }), site))!;
    expect(parseXmlForTest(xml).getElementsByTagNameNS(CONTENT_NS, 'encoded')).toHaveLength(50);
    expect(peak).toBeLessThanOrEqual(8);
    expect(peak).toBeGreaterThan(1);
  });
});
