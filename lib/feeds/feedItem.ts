// Maps a list item (and its article body) to an RSS item: absolute links on the site URL, the lead as
// description, the section (then the tags) as categories, authors as dc:creator, the list image as an
// enclosure, and the sanitised body with site-relative URLs made absolute (feed readers have no base
// URL for them). Partner content (SPEC section 5) says so where every feed reader shows it: the label
// before the title, and again as the first category.
import { translate } from '../i18n/translate';
import type { ListItem } from '../schemas/article';
import { partnerKind } from '../view/articleFormat';
import { sanitizeArticleHtml } from '../content/sanitizeArticleHtml';
import { SHARE_IMAGE } from '../images/imageSlots';
import { imageUrl, parseSizedImagePath } from '../rules/imageUrl';
import { rfc822Date } from './rfc822Date';
import type { RssEnclosure, RssItem } from './rssDocument';

const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** `path` on `siteUrl` (an origin, no trailing slash); absolute http(s) URLs are kept. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return new URL(path).href;
  if (path.startsWith('/') && !path.startsWith('//')) {
    return new URL(`${siteUrl.replace(/\/$/, '')}${path}`).href;
  }
  return new URL(path, `${siteUrl.replace(/\/$/, '')}/`).href;
}

/** MIME type from the file extension (query and fragment ignored), or null for an unknown one. */
export function imageMimeType(path: string): string | null {
  const clean = path.split(/[?#]/)[0] ?? '';
  const dot = clean.lastIndexOf('.');
  if (dot < 0 || dot < clean.lastIndexOf('/')) return null;
  return IMAGE_TYPES[clean.slice(dot + 1).toLowerCase()] ?? null;
}

/** The share-size picture (SPEC section 3 suffix) of the image a list item shows. */
export function shareImageOf(imageSrc: string | null): string | null {
  if (!imageSrc) return null;
  return imageUrl(parseSizedImagePath(imageSrc).base, `${SHARE_IMAGE.width}:${SHARE_IMAGE.height}`);
}

export function imageEnclosure(siteUrl: string, imageSrc: string | null): RssEnclosure | undefined {
  if (!imageSrc) return undefined;
  const type = imageMimeType(imageSrc);
  return type ? { url: absoluteUrl(siteUrl, imageSrc), type, length: 0 } : undefined;
}

const isSiteRelative = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * Makes the site-relative href/src/srcset values of sanitised HTML absolute. Works on
 * sanitize-html's output only: it writes every attribute double-quoted with `"`, `<` and `>` escaped
 * inside values, so a tag ends at the first `>` and a value at the next `"`. Values stay as escaped as
 * they were: the site URL (an origin, nothing to escape) is put in front of them, nothing else.
 */
export function absolutizeHtmlUrls(html: string, siteUrl: string): string {
  const origin = siteUrl.replace(/\/$/, '');
  const prefixed = (url: string) => (isSiteRelative(url) ? `${origin}${url}` : url);
  return html.replace(/<(?:a|img|iframe|source)\b[^>]*>/gi, (tag) =>
    tag.replace(
      /(\s(href|src|srcset)=")([^"]*)"/gi,
      (_all, head: string, name: string, value: string) => {
        const url =
          name.toLowerCase() === 'srcset'
            ? value
                .split(',')
                .map((candidate) => candidate.trim().replace(/^\S+/, prefixed))
                .join(', ')
            : prefixed(value);
        return `${head}${url}"`;
      },
    ),
  );
}

/** Article HTML as content:encoded carries it: sanitised, then with absolute URLs. */
export function feedContentHtml(rawHtml: string, siteUrl: string): string {
  return absolutizeHtmlUrls(sanitizeArticleHtml(rawHtml), siteUrl);
}

export interface FeedItemContext {
  siteUrl: string;
  timeZone?: string;
}

/** The partner label of a paid item in its own language (issue 27 item 5), or null. */
export function feedPartnerLabel(item: ListItem): string | null {
  return partnerKind(item) ? translate(item.english ? 'en' : 'hu', 'article.partner') : null;
}

export function toRssItem(item: ListItem, context: FeedItemContext, contentHtml?: string): RssItem {
  const link = absoluteUrl(context.siteUrl, item.url);
  const partnerLabel = feedPartnerLabel(item);
  const categories = [
    ...new Set(
      [partnerLabel, item.mainSuperTag.name, ...item.tags.map((tag) => tag.name)].filter(
        (name): name is string => Boolean(name),
      ),
    ),
  ];
  return {
    title: partnerLabel ? `${partnerLabel}: ${item.title}` : item.title,
    link,
    description: item.lead,
    categories,
    creators: item.articleAuthors.map((author) => author.name),
    pubDate: rfc822Date(item.pubDate, context.timeZone),
    // The share size: a JPEG for every reader, whatever its Accept header (lib/images/imageSlots.ts).
    enclosure: imageEnclosure(context.siteUrl, shareImageOf(item.imageSrc)),
    ...(contentHtml === undefined ? {} : { contentHtml }),
  };
}
