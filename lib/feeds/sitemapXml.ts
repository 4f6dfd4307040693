// Writers of the sitemaps protocol (sitemaps.org 0.9): the sitemap index, URL sets, and the Google News
// sitemap (news:news with publication name and language, publication_date in W3C format, title).
import { xmlElement } from './xmlEscape';

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';
/** Protocol limit of URLs in one sitemap (and of sitemaps in one index). */
export const SITEMAP_MAX_URLS = 50_000;
/** Google News limit of URLs in one news sitemap. */
export const NEWS_SITEMAP_MAX_URLS = 1_000;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** W3C datetime (isoDateTime). */
  lastmod?: string;
}

export interface NewsSitemapEntry {
  loc: string;
  publicationName: string;
  /** ISO 639 code: hu, en. */
  language: string;
  /** W3C datetime (isoDateTime). */
  publicationDate: string;
  title: string;
}

function document(root: string, namespaces: Record<string, string>, children: string[]): string {
  const attrs = Object.entries(namespaces)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root}${attrs}>`,
    ...children,
    `</${root}>`,
    '',
  ].join('\n');
}

function entry(tag: string, { loc, lastmod }: SitemapEntry): string {
  const lines = [xmlElement('loc', loc), ...(lastmod ? [xmlElement('lastmod', lastmod)] : [])];
  return `  <${tag}>${lines.join('')}</${tag}>`;
}

export function renderSitemapIndex(sitemaps: readonly SitemapEntry[]): string {
  return document(
    'sitemapindex',
    { xmlns: SITEMAP_NS },
    sitemaps.slice(0, SITEMAP_MAX_URLS).map((s) => entry('sitemap', s)),
  );
}

export function renderUrlset(urls: readonly SitemapEntry[]): string {
  return document(
    'urlset',
    { xmlns: SITEMAP_NS },
    urls.slice(0, SITEMAP_MAX_URLS).map((u) => entry('url', u)),
  );
}

export function renderNewsSitemap(urls: readonly NewsSitemapEntry[]): string {
  return document(
    'urlset',
    { xmlns: SITEMAP_NS, 'xmlns:news': NEWS_NS },
    urls
      .slice(0, NEWS_SITEMAP_MAX_URLS)
      .map(
        (u) =>
          `  <url>${xmlElement('loc', u.loc)}<news:news><news:publication>${xmlElement(
            'news:name',
            u.publicationName,
          )}${xmlElement('news:language', u.language)}</news:publication>${xmlElement(
            'news:publication_date',
            u.publicationDate,
          )}${xmlElement('news:title', u.title)}</news:news></url>`,
      ),
  );
}
