// @vitest-environment jsdom
import { parseXmlForTest } from '@/tests/support/parseXml';
import { renderRss, type RssChannel, type RssItem } from './rssDocument';

const CONTENT_NS = 'http://purl.org/rss/1.0/modules/content/';
const DC_NS = 'http://purl.org/dc/elements/1.1/';
const ATOM_NS = 'http://www.w3.org/2005/Atom';

const channel: RssChannel = {
  title: 'Hírvonal – Belföld',
  link: 'https://hirvonal.hu/rovat/belfold',
  description: 'Belföld: a Hírvonal legfrissebb cikkei',
  language: 'hu',
  lastBuildDate: 'Tue, 26 Apr 2022 08:14:10 +0200',
  selfUrl: 'https://hirvonal.hu/rss/archivum?term=a&filters=%7B%7D',
};

const item: RssItem = {
  title: 'Kiss & Nagy <b>„idézet”</b>',
  link: 'https://hirvonal.hu/belfold/2022/04/26/kiss-nagy',
  description: 'Lead with ]]> and \u0001 control',
  categories: ['Belföld', 'Politika'],
  creators: ['Szabó Eszter', 'Kovács Péter'],
  pubDate: 'Tue, 26 Apr 2022 08:14:10 +0200',
  enclosure: {
    url: 'https://hirvonal.hu/uploads/2022/04/a.svg?x=1&y=2',
    type: 'image/svg+xml',
    length: 0,
  },
  contentHtml: '<p>Szöveg ]]> és <a href="https://hirvonal.hu/a?b=1&amp;c=2">link</a></p>',
};

describe('renderRss', () => {
  const xml = renderRss(channel, [item, { ...item, enclosure: undefined, contentHtml: undefined }]);
  const doc = parseXmlForTest(xml);
  const first = doc.getElementsByTagName('item')[0]!;
  const text = (parent: Element | Document, name: string) =>
    parent.getElementsByTagName(name)[0]?.textContent;
  // What a feed reader shows of a title or description: the XML text read as HTML (RSS 2.0).
  const shown = (parent: Element | Document, name: string) => {
    const html = document.createElement('div');
    html.innerHTML = text(parent, name) ?? '';
    return { text: html.textContent, elements: html.querySelectorAll('*').length };
  };

  it('is a well-formed RSS 2.0 document with the namespaces it uses', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(doc.getElementsByTagNameNS(CONTENT_NS, 'encoded')).toHaveLength(1);
    expect(doc.getElementsByTagNameNS(DC_NS, 'creator')).toHaveLength(4);
    expect(doc.getElementsByTagName('item')).toHaveLength(2);
  });

  it('writes the channel', () => {
    const ch = doc.getElementsByTagName('channel')[0]!;
    expect(shown(ch, 'title')).toEqual({ text: channel.title, elements: 0 });
    expect(text(ch, 'link')).toBe(channel.link);
    expect(shown(ch, 'description')).toEqual({ text: channel.description, elements: 0 });
    expect(text(ch, 'language')).toBe('hu');
    expect(text(ch, 'lastBuildDate')).toBe(channel.lastBuildDate);
    const self = doc.getElementsByTagNameNS(ATOM_NS, 'link')[0]!;
    expect(self.getAttribute('href')).toBe(channel.selfUrl);
    expect(self.getAttribute('rel')).toBe('self');
    expect(self.getAttribute('type')).toBe('application/rss+xml');
  });

  it('writes items whose text a feed reader shows as written, never as markup (issue 28)', () => {
    expect(text(first, 'title')).toBe('Kiss &amp; Nagy &lt;b&gt;„idézet”&lt;/b&gt;');
    expect(shown(first, 'title')).toEqual({ text: item.title, elements: 0 });
    expect(shown(first, 'description')).toEqual({
      text: 'Lead with ]]> and  control',
      elements: 0,
    });
  });

  it('writes items whose text parses back to the input (control characters dropped)', () => {
    expect(text(first, 'link')).toBe(item.link);
    expect(text(first, 'pubDate')).toBe(item.pubDate);
    const guid = first.getElementsByTagName('guid')[0]!;
    expect(guid.textContent).toBe(item.link);
    expect(guid.getAttribute('isPermaLink')).toBe('true');
    expect([...first.getElementsByTagName('category')].map((c) => c.textContent)).toEqual(
      item.categories,
    );
    expect([...first.getElementsByTagNameNS(DC_NS, 'creator')].map((c) => c.textContent)).toEqual(
      item.creators,
    );
  });

  it('writes the enclosure with url, length and type', () => {
    const enclosure = first.getElementsByTagName('enclosure')[0]!;
    expect(enclosure.getAttribute('url')).toBe(item.enclosure!.url);
    expect(enclosure.getAttribute('length')).toBe('0');
    expect(enclosure.getAttribute('type')).toBe('image/svg+xml');
  });

  it('carries the HTML verbatim in content:encoded CDATA, even with ]]> inside', () => {
    expect(first.getElementsByTagNameNS(CONTENT_NS, 'encoded')[0]!.textContent).toBe(
      item.contentHtml,
    );
    expect(xml).toContain('<content:encoded><![CDATA[<p>Szöveg ]]]]><![CDATA[> és');
  });

  it('leaves out the enclosure and content:encoded when an item has none', () => {
    const second = doc.getElementsByTagName('item')[1]!;
    expect(second.getElementsByTagName('enclosure')).toHaveLength(0);
    expect(second.getElementsByTagNameNS(CONTENT_NS, 'encoded')).toHaveLength(0);
  });

  it('writes an empty channel for an empty list', () => {
    const empty = parseXmlForTest(renderRss(channel, []));
    expect(empty.getElementsByTagName('item')).toHaveLength(0);
    expect(empty.getElementsByTagName('title')[0]?.textContent).toBe(channel.title);
  });
});
