// The ContentSource port: the only way pages and API routes get data. Two adapters implement it:
// `local` (the embedded store, in-process) and `remote` (a content API speaking SPEC section 7). An
// adapter is bound to one edition.
import type { Article, ListItem, ListResult } from '../schemas/article';
import type { AutocompleteAnswer } from '../schemas/autocompleteAnswer';
import type { Menus } from '../schemas/menu';
import type { SearchFilters } from '../rules/searchFilters';

export type ListFilter = { kind: 'tag' | 'mstag' | 'author' | 'flag'; key: string };

export interface ListQuery {
  filter?: ListFilter;
  page: number;
  perPage: number;
  /** Article ids left out of the list (e.g. those already on the page). */
  excludes?: number[];
}

export interface SearchQuery {
  term?: string;
  filters: SearchFilters;
  page: number;
  perPage: number;
}

/** A list item with its body HTML as stored (not yet sanitised). */
export type ListItemWithContent = ListItem & { content: string };
export type ListResultWithContent = Omit<ListResult, 'items'> & { items: ListItemWithContent[] };

/** An article with map coordinates (the hike map of /rovat/szepkilatas, SPEC section 2). */
export interface MapArticle {
  title: string;
  url: string;
  geo: { lat: number; lng: number; name: string };
}

/** The most articles getMapArticles answers (the newest ones). */
export const MAP_ARTICLES_LIMIT = 100;

export interface ContentSource {
  getMenus(): Promise<Menus>;
  /**
   * By slug or id; inactive articles (or inactive sections) only with includeInactive. A live blog's
   * subArticles are its posts' `page` (default 1) of SUB_ARTICLE_PAGE_SIZE (SPEC sections 7 and 9).
   */
  getArticle(
    key: { slug: string } | { id: number },
    options?: { includeInactive?: boolean; page?: number },
  ): Promise<Article | null>;
  getArticleVersion(slug: string): Promise<number | null>;
  /** A list; for tag, section and author lists the result carries the list's title (and author). */
  listArticles(query: ListQuery): Promise<ListResult>;
  /**
   * Listed articles with start <= pubDate < end (unix seconds), newest first, at most `limit`. Optional:
   * an adapter without a date-range query leaves it out and lib/feeds/archiveByDate.ts bisects the
   * newest-first list instead.
   */
  listArticlesBetween?(range: { start: number; end: number }, limit: number): Promise<ListItem[]>;
  /** Child items of a live blog: pinned first, then newest first. */
  getArticleItems(id: number, paging: { page: number; perPage: number }): Promise<ListResult>;
  /** getArticleItems with each post's body HTML, in one read (not one article read per post). */
  getArticleItemsWithContent(
    id: number,
    paging: { page: number; perPage: number },
  ): Promise<ListResultWithContent>;
  /**
   * The listed articles of section `mstag` that carry map coordinates, newest first, at most
   * MAP_ARTICLES_LIMIT, in one read.
   */
  getMapArticles(mstag: string): Promise<MapArticle[]>;
  search(query: SearchQuery): Promise<ListResult>;
  typeahead(term: string, limit: number): Promise<{ items: ListItem[] }>;
  autocomplete(term: string, filters: SearchFilters): Promise<AutocompleteAnswer>;
  /** List items for the given slugs, in that order (unknown, inactive or other-edition ones left out). */
  getItemsBySlugs(slugs: string[]): Promise<ListItem[]>;
  /** Named JSON documents (front page blocks, common data, uniques, docs ...), per edition or shared. */
  getDocument(kind: string, key?: string): Promise<unknown | null>;
}
