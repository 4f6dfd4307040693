// Reading the archive by publication date through the content port. An adapter with a date-range query
// (listArticlesBetween: the local store's index) answers directly. For one without (the remote API of
// SPEC section 7), the newest-first list (listArticles without a filter, the order of /api/articles)
// is searched by bisection for the first article older than the range's end, then read forward a
// page at a time until an article is older than the range's start. A month of a 200k archive costs
// about 18 small probe reads plus one read per 100 articles of that month.
//
// Limits of the bisection: offsets are positions in a list that can change between reads; an article published
// meanwhile shifts the list by one, so a page boundary can repeat an article (kept once) or skip one
// until the next request.
import type { ContentSource } from '../content/contentSource';
import { MAX_PER_PAGE } from '../constants';
import type { ListItem, ListResult } from '../schemas/article';

/** Page size of the forward reads: the largest perPage the public API accepts. */
export const ARCHIVE_READ_PAGE_SIZE = MAX_PER_PAGE;
/**
 * Highest page number the public API honours (lib/rules/paging.ts clamps larger ones): probes pick a
 * page size that keeps every page number under it, so the remote adapter reads the same positions.
 */
const MAX_API_PAGE = 100_000;

export interface ArchiveSpan {
  newest: ListItem;
  oldest: ListItem;
  totalItems: number;
}

function probeSize(totalItems: number): number {
  return Math.max(1, Math.ceil(totalItems / MAX_API_PAGE));
}

/** The newest and oldest listed article (two reads), or null for an empty archive. */
export async function archiveSpan(source: ContentSource): Promise<ArchiveSpan | null> {
  const first = await source.listArticles({ page: 1, perPage: 1 });
  const newest = first.items[0];
  if (!newest || first.totalItems === 0) return null;
  const size = probeSize(first.totalItems);
  const last = await source.listArticles({
    page: Math.ceil(first.totalItems / size),
    perPage: size,
  });
  return { newest, oldest: last.items.at(-1) ?? newest, totalItems: first.totalItems };
}

/** Listed articles with start <= pubDate < end (unix seconds), newest first, at most `limit`. */
export async function articlesBetween(
  source: ContentSource,
  { start, end }: { start: number; end: number },
  limit: number,
): Promise<ListItem[]> {
  if (source.listArticlesBetween) return source.listArticlesBetween({ start, end }, limit);
  const read = (page: number) => source.listArticles({ page, perPage: ARCHIVE_READ_PAGE_SIZE });
  const first = await read(1);
  if (first.totalItems === 0 || first.items.length === 0) return [];

  let startPage = 1;
  const firstLast = first.items.at(-1);
  if (first.items.length === ARCHIVE_READ_PAGE_SIZE && firstLast && firstLast.pubDate >= end) {
    // The range starts past the first page: bisect for the first probe page whose last article is
    // older than `end` (pages before it hold only newer articles).
    const size = probeSize(first.totalItems);
    let low = 1;
    let high = Math.ceil(first.totalItems / size) + 1;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      const probe = await source.listArticles({ page: middle, perPage: size });
      const last = probe.items.at(-1);
      if (!last || last.pubDate < end) high = middle;
      else low = middle + 1;
    }
    startPage = Math.floor(((low - 1) * size) / ARCHIVE_READ_PAGE_SIZE) + 1;
  }

  const found = new Map<number, ListItem>();
  let page: ListResult = startPage === 1 ? first : await read(startPage);
  for (let number = startPage; ;) {
    for (const item of page.items) {
      if (item.pubDate >= end) continue;
      if (item.pubDate < start || found.size >= limit) return [...found.values()];
      found.set(item.id, item);
    }
    if (page.items.length < ARCHIVE_READ_PAGE_SIZE || number >= page.totalPages) break;
    if (number >= MAX_API_PAGE) break;
    number += 1;
    page = await read(number);
  }
  return [...found.values()];
}
