// Test helper: list items and an in-memory ContentSource over them (newest first, as the store lists),
// counting list reads so tests can hold the sitemap readers to their cost; items by slug and named
// documents (`documents`) for the loaders that read them (the front page blocks). Its search knows
// a term (in titles), sections and all-of tags.
import type { ContentSource, ListQuery, SearchQuery } from '@/lib/content/contentSource';
import type { Article, ListItem, ListResult } from '@/lib/schemas/article';
import { sampleListItem } from '@/tests/fixtures/listItem';

export function listItemForTest(overrides: Partial<ListItem> & { id: number }): ListItem {
  const slug = overrides.slug ?? `cikk-${overrides.id}`;
  return sampleListItem({
    title: `Cikk ${overrides.id}`,
    slug,
    url: `/belfold/2026/11/20/${slug}`,
    pubDate: 1_795_000_000,
    insertedAt: 1_795_000_000,
    updatedAt: 1_795_000_000,
    ...overrides,
  });
}

export interface FakeSource extends ContentSource {
  /** listArticles and search calls so far. */
  reads: Array<{ page: number; perPage: number }>;
}

function pageOf(items: ListItem[], page: number, perPage: number, extra: Partial<ListResult> = {}) {
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    page,
    perPage,
    totalItems: items.length,
    totalPages: Math.ceil(items.length / perPage),
    rss: null,
    ...extra,
  } satisfies ListResult;
}

/** A source over `items` (any order; listed newest first); bodies as `<p>{title}</p>` unless given. */
export function fakeSource(
  items: ListItem[],
  options: {
    bodies?: Record<number, string>;
    titles?: Record<string, string>;
    /** getDocument's answers by kind (null for others); without it, getDocument is not used. */
    documents?: Record<string, unknown>;
  } = {},
): FakeSource {
  const sorted = [...items].sort((a, b) => b.pubDate - a.pubDate || b.id - a.id);
  const reads: FakeSource['reads'] = [];
  const matches = (item: ListItem, query: ListQuery) => {
    const filter = query.filter;
    if (!filter) return true;
    if (filter.kind === 'mstag')
      return [item.mainSuperTag, ...item.superTags].some((s) => s.slug === filter.key);
    if (filter.kind === 'tag') return item.tags.some((t) => t.slug === filter.key);
    if (filter.kind === 'author') return item.articleAuthors.some((a) => a.slug === filter.key);
    return item.flags.some((f) => f.slug === filter.key);
  };
  const unused = () => Promise.reject(new Error('not used by feeds'));
  return {
    reads,
    async listArticles(query) {
      reads.push({ page: query.page, perPage: query.perPage });
      const title = query.filter ? options.titles?.[query.filter.key] : undefined;
      return pageOf(
        sorted.filter((item) => matches(item, query)),
        query.page,
        query.perPage,
        title ? { title } : {},
      );
    },
    async search(query: SearchQuery) {
      reads.push({ page: query.page, perPage: query.perPage });
      const term = query.term?.toLowerCase();
      const found = sorted.filter(
        (item) =>
          (!term || item.title.toLowerCase().includes(term)) &&
          (query.filters.sections.length === 0 ||
            query.filters.sections.includes(item.mainSuperTag.slug)) &&
          query.filters.allTags.every((tag) => item.tags.some((t) => t.slug === tag)),
      );
      return pageOf(found, query.page, query.perPage);
    },
    async getArticle(key) {
      const item = sorted.find((i) => ('id' in key ? i.id === key.id : i.slug === key.slug));
      if (!item) return null;
      return {
        ...item,
        content: options.bodies?.[item.id] ?? `<p>${item.title}</p>`,
      } as Article;
    },
    getMenus: unused,
    getArticleVersion: unused,
    getArticleItems: unused,
    getArticleItemsWithContent: unused,
    getMapArticles: unused,
    typeahead: unused,
    autocomplete: unused,
    async getItemsBySlugs(slugs) {
      return slugs.flatMap((slug) => sorted.find((item) => item.slug === slug) ?? []);
    },
    getDocument: options.documents ? async (kind) => options.documents?.[kind] ?? null : unused,
  };
}
