// The RSS 2.0 writer of the public feeds (DESIGN "Public surface compatibility": items with title,
// absolute link, description, category, pubDate with a numeric offset, an image enclosure and
// content:encoded).
//
// Why hand-written and not the `feed` package: feed 6.0.0 (checked 2026-11) writes every pubDate and
// lastBuildDate with Date#toUTCString() (`Tue, 26 Apr 2022 06:14:10 GMT`) and has no hook to change
// that, so the contract's numeric offset would need a regex pass over its output; it derives the
// enclosure type from the file extension (`image/svg`, not `image/svg+xml`), always marks a separate
// guid isPermaLink="false", and its XML layer (xml-js 1.6.11, last released 2019) escapes only the first
// `]]>` inside CDATA, so article HTML containing two of them would break the document. The format is
// small; this module writes it with the escaping of xmlEscape.ts, and tests parse the result with a
// strict XML parser.
import { cdata, htmlEscapedText, xmlElement } from './xmlEscape';

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

export interface RssEnclosure {
  url: string;
  type: string;
  /** Bytes; RSS 2.0 requires the attribute, 0 when unknown. */
  length: number;
}

export interface RssItem {
  title: string;
  /** Absolute URL; also the guid (isPermaLink="true"). */
  link: string;
  description: string;
  categories: string[];
  creators: string[];
  /** RFC 822 with numeric offset (rfc822Date). */
  pubDate: string;
  enclosure?: RssEnclosure;
  /** Sanitised HTML with absolute URLs, written as content:encoded. */
  contentHtml?: string;
}

export interface RssChannel {
  title: string;
  /** Absolute URL of the HTML page the feed mirrors. */
  link: string;
  description: string;
  language: string;
  lastBuildDate: string;
  /** Absolute URL of this feed (atom:link rel="self"). */
  selfUrl: string;
}

const NAMESPACES = {
  'xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
  'xmlns:dc': 'http://purl.org/dc/elements/1.1/',
  'xmlns:atom': 'http://www.w3.org/2005/Atom',
};

function renderItem(item: RssItem): string {
  const lines = [
    xmlElement('title', htmlEscapedText(item.title)),
    xmlElement('link', item.link),
    xmlElement('guid', item.link, { isPermaLink: 'true' }),
    xmlElement('description', htmlEscapedText(item.description)),
    ...item.categories.map((name) => xmlElement('category', name)),
    ...item.creators.map((name) => xmlElement('dc:creator', name)),
    xmlElement('pubDate', item.pubDate),
  ];
  if (item.enclosure) {
    lines.push(
      xmlElement('enclosure', undefined, {
        url: item.enclosure.url,
        length: String(item.enclosure.length),
        type: item.enclosure.type,
      }),
    );
  }
  if (item.contentHtml !== undefined) {
    lines.push(`<content:encoded>${cdata(item.contentHtml)}</content:encoded>`);
  }
  return `    <item>\n${lines.map((line) => `      ${line}`).join('\n')}\n    </item>`;
}

export function renderRss(channel: RssChannel, items: readonly RssItem[]): string {
  const rssAttrs = Object.entries(NAMESPACES)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');
  const head = [
    xmlElement('title', htmlEscapedText(channel.title)),
    xmlElement('link', channel.link),
    xmlElement('description', htmlEscapedText(channel.description)),
    xmlElement('language', channel.language),
    xmlElement('lastBuildDate', channel.lastBuildDate),
    xmlElement('atom:link', undefined, {
      href: channel.selfUrl,
      rel: 'self',
      type: 'application/rss+xml',
    }),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0"${rssAttrs}>`,
    '  <channel>',
    ...head.map((line) => `    ${line}`),
    ...items.map(renderItem),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
