// Reads a feed's list through the content port and writes it as RSS 2.0: one list call, then the
// bodies of the listed articles (getArticle by id, a few at a time) for content:encoded.
import type { ContentSource } from '../content/contentSource';
import { feedText } from '../i18n/feedTexts';
import type { ListResult } from '../schemas/article';
import type { FeedDefinition } from './feedDefinitions';
import { absoluteUrl, feedContentHtml, toRssItem } from './feedItem';
import { rfc822Date } from './rfc822Date';
import { renderRss } from './rssDocument';

/** Article bodies read at once; keeps a remote content API from getting 100 requests in one burst. */
const BODY_CONCURRENCY = 8;

export interface FeedSite {
  /** Public origin, e.g. https://hirvonal.hu (edition.siteUrl). */
  siteUrl: string;
  /** Edition name, e.g. Hírvonal. */
  name: string;
  /** Zone of pubDate and lastBuildDate (CANONICAL_TIME_ZONE unless a test says otherwise). */
  timeZone?: string;
}

async function mapLimited<T, R>(
  values: readonly T[],
  limit: number,
  map: (value: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(values.length);
  let next = 0;
  const worker = async () => {
    while (next < values.length) {
      const index = next++;
      results[index] = await map(values[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, values.length) }, worker));
  return results;
}

function readList(source: ContentSource, definition: FeedDefinition): Promise<ListResult> {
  return definition.source.kind === 'list'
    ? source.listArticles(definition.source.query)
    : source.search(definition.source.query);
}

/** Hungarian definite article: `az` before a vowel sound, `a` otherwise (names only start with letters). */
function hungarianArticle(word: string): string {
  return /^[aáeéiíoóöőuúüű]/i.test(word) ? 'az' : 'a';
}

function channelDescription(site: FeedSite, title: string, definition: FeedDefinition): string {
  const locale = definition.language;
  const theSite = locale === 'hu' ? `${hungarianArticle(site.name)} ${site.name}` : site.name;
  if (definition.source.kind === 'search') {
    const term = definition.source.query.term;
    return term
      ? feedText(locale, 'feed.searchDescriptionTerm', { theSite, term })
      : feedText(locale, 'feed.searchDescription', { theSite });
  }
  return feedText(locale, 'feed.description', { title, theSite });
}

/** The feed as XML, or null when the definition says an empty list is a 404 and the list is empty. */
export async function buildFeed(
  source: ContentSource,
  definition: FeedDefinition,
  site: FeedSite,
  now: Date = new Date(),
): Promise<string | null> {
  const list = await readList(source, definition);
  if (definition.emptyIsNotFound && (list.totalItems === 0 || list.items.length === 0)) {
    return null;
  }
  const bodies = await mapLimited(list.items, BODY_CONCURRENCY, async (item) => {
    const article = await source.getArticle({ id: item.id });
    return article ? feedContentHtml(article.content, site.siteUrl) : undefined;
  });
  const context = { siteUrl: site.siteUrl, timeZone: site.timeZone };
  const items = list.items.map((item, index) => toRssItem(item, context, bodies[index]));
  const title = definition.title ?? list.title ?? definition.pagePath;
  // The channel changed when its newest item did; a feed without items was built now.
  const changed = list.items.reduce<number | null>(
    (latest, item) => Math.max(latest ?? 0, item.pubDate, item.updatedAt),
    null,
  );
  return renderRss(
    {
      title: `${site.name} – ${title}`,
      link: absoluteUrl(site.siteUrl, definition.pagePath),
      description: channelDescription(site, title, definition),
      language: definition.language,
      lastBuildDate: rfc822Date(changed ?? Math.floor(now.getTime() / 1000), site.timeZone),
      selfUrl: absoluteUrl(site.siteUrl, definition.selfPath),
    },
    items,
  );
}
