// The sitemaps of an edition, read through the content port: /sitemap.xml (the index), the pages
// sitemap, one article sitemap per month (/sitemap/articles-YYYY-MM.xml) and the Google News sitemap
// of the last two days.
import type { EditionConfig } from '@/editions/editionSchema';
import type { ContentSource } from '../content/contentSource';
import type { ListItem } from '../schemas/article';
import { listOfParams } from '../pages/listRoutes';
import { matchRoute } from '../routing/routes';
import { archiveSpan, articlesBetween } from './archiveByDate';
import { absoluteUrl } from './feedItem';
import { pagePaths, type RedirectLike } from './pagePaths';
import { isoDateTime } from './rfc822Date';
import { formatMonth, monthBounds, monthOf, monthsBetween, type Month } from './sitemapMonths';
import {
  NEWS_SITEMAP_MAX_URLS,
  renderNewsSitemap,
  renderSitemapIndex,
  renderUrlset,
  SITEMAP_MAX_URLS,
  type SitemapEntry,
} from './sitemapXml';

/** Google News lists articles of the last two days. */
export const NEWS_SITEMAP_WINDOW_SECONDS = 2 * 24 * 60 * 60;

export interface SitemapSite {
  siteUrl: string;
  name: string;
  timeZone?: string;
  features: EditionConfig['features'];
  redirects: readonly RedirectLike[];
}

export const monthSitemapPath = (month: Month) => `/sitemap/articles-${formatMonth(month)}.xml`;

const lastChange = (item: ListItem) => Math.max(item.pubDate, item.updatedAt);

function articleEntry(site: SitemapSite, item: ListItem): SitemapEntry {
  return {
    loc: absoluteUrl(site.siteUrl, item.url),
    lastmod: isoDateTime(lastChange(item), site.timeZone),
  };
}

export async function buildSitemapIndex(source: ContentSource, site: SitemapSite): Promise<string> {
  const span = await archiveSpan(source);
  const months = span
    ? monthsBetween(
        monthOf(span.newest.pubDate, site.timeZone),
        monthOf(span.oldest.pubDate, site.timeZone),
      )
    : [];
  const newestChange = span ? isoDateTime(lastChange(span.newest), site.timeZone) : undefined;
  return renderSitemapIndex([
    { loc: absoluteUrl(site.siteUrl, '/sitemap/pages.xml') },
    { loc: absoluteUrl(site.siteUrl, '/sitemap/news.xml'), lastmod: newestChange },
    ...months.map((month, index) => ({
      loc: absoluteUrl(site.siteUrl, monthSitemapPath(month)),
      // Only the newest month's change time is known without reading the month.
      lastmod: index === 0 ? newestChange : undefined,
    })),
  ]);
}

/**
 * False for a list page that would answer 404: a list without articles (SPEC section 5), e.g. a
 * section a menu links that this edition has no articles in. One small read.
 */
async function listPageExists(source: ContentSource, path: string): Promise<boolean> {
  const match = matchRoute(path);
  if (!match?.route.list) return true;
  const route = listOfParams(match.route.list, match.named);
  if (!route) return false;
  const list = route.filters
    ? await source.search({ filters: route.filters, page: 1, perPage: 1 })
    : await source.listArticles({ filter: route.filter, page: 1, perPage: 1 });
  return list.totalItems > 0;
}

export async function buildPagesSitemap(source: ContentSource, site: SitemapSite): Promise<string> {
  const menus = await source.getMenus();
  const paths = pagePaths(menus, site.features, site.redirects);
  const exists = await Promise.all(paths.map((path) => listPageExists(source, path)));
  return renderUrlset(
    paths
      .filter((_path, index) => exists[index])
      .map((path) => ({ loc: absoluteUrl(site.siteUrl, path) })),
  );
}

/**
 * The month's articles; null when the month has none and lies outside the archive (so only the
 * months the index names answer 200).
 */
export async function buildMonthSitemap(
  source: ContentSource,
  site: SitemapSite,
  month: Month,
): Promise<string | null> {
  const items = await articlesBetween(source, monthBounds(month, site.timeZone), SITEMAP_MAX_URLS);
  if (items.length === 0) {
    const span = await archiveSpan(source);
    const key = (m: Month) => m.year * 12 + m.month;
    const inside =
      span &&
      key(month) <= key(monthOf(span.newest.pubDate, site.timeZone)) &&
      key(month) >= key(monthOf(span.oldest.pubDate, site.timeZone));
    if (!inside) return null;
  }
  return renderUrlset(items.map((item) => articleEntry(site, item)));
}

/** True when `month` is older than the month before `now`'s: its sitemap rarely changes. */
export function isPastMonth(month: Month, now: Date, timeZone?: string): boolean {
  const current = monthOf(Math.floor(now.getTime() / 1000), timeZone);
  return month.year * 12 + month.month < current.year * 12 + current.month - 1;
}

function newsLanguage(item: ListItem): string {
  return item.english || item.mainSuperTag.slug === 'english' ? 'en' : 'hu';
}

export async function buildNewsSitemap(
  source: ContentSource,
  site: SitemapSite,
  now: Date = new Date(),
): Promise<string> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  // No upper bound: whatever the lists show is published, even with a pubDate later than now.
  const items = await articlesBetween(
    source,
    { start: nowSeconds - NEWS_SITEMAP_WINDOW_SECONDS, end: Number.MAX_SAFE_INTEGER },
    NEWS_SITEMAP_MAX_URLS,
  );
  return renderNewsSitemap(
    items.map((item) => ({
      loc: absoluteUrl(site.siteUrl, item.url),
      publicationName: site.name,
      language: newsLanguage(item),
      publicationDate: isoDateTime(item.pubDate, site.timeZone),
      title: item.title,
    })),
  );
}
