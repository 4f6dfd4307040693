// The remote adapter: the port over HTTP, against a content API that speaks SPEC section 7 (e.g. another
// instance's pages/api). Every response is validated with the same zod schemas as the local store.
import { z } from 'zod';
import { articleSchema, listItemSchema, listResultSchema } from '../schemas/article';
import { autocompleteAnswerSchema } from '../schemas/autocompleteAnswer';
import { menusSchema } from '../schemas/menu';
import type { SearchFilters } from '../rules/searchFilters';
import type { ContentSource, ListResultWithContent, MapArticle } from './contentSource';
import { NotFoundError, UpstreamError } from './errors';
import { requestIdHeaders } from '@/lib/observability/log';

const TIMEOUT_MS = 5_000;
const itemsSchema = z.object({ items: z.array(listItemSchema) });
const documentSchema = z.object({ data: z.unknown() });
const itemsWithContentSchema = listResultSchema.extend({
  items: z.array(listItemSchema.extend({ content: z.string() })),
}) satisfies z.ZodType<ListResultWithContent>;
const mapArticlesSchema = z.object({
  items: z.array(
    z.object({ title: z.string(), url: z.string(), geo: articleSchema.shape.geo.unwrap() }),
  ),
}) satisfies z.ZodType<{ items: MapArticle[] }>;

/** Search filters back into the JSON shape /api/search accepts. */
function filtersJson(filters: SearchFilters): string {
  return JSON.stringify({
    superTagSlugs: filters.sections,
    tagSlugs: filters.anyTags,
    and_tags: filters.allTags,
    not_tags: filters.notTags,
    authorSlugs: filters.authors,
    flags: filters.flags,
    title: filters.titleTerms,
    ...(filters.parentId !== undefined ? { parentId: [filters.parentId] } : {}),
  });
}

export function createRemoteSource(baseUrl: string): ContentSource {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

  /** `schema` may be zod or zod/mini (the answers the browser reads too are zod/mini). */
  async function get<T extends z.core.$ZodType>(
    path: string,
    params: Record<string, string | number | undefined>,
    schema: T,
  ): Promise<z.output<T> | null> {
    const url = new URL(path, base);
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', ...requestIdHeaders() },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new UpstreamError(`GET ${url.pathname} failed: ${(error as Error).message}`);
    }
    if (response.status === 404) return null;
    if (!response.ok) {
      throw new UpstreamError(`GET ${url.pathname} answered ${response.status}`, response.status);
    }
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = z.safeParse(schema, body);
    if (!parsed.success)
      throw new UpstreamError(`GET ${url.pathname} answered an unexpected shape`);
    return parsed.data;
  }

  async function required<T>(value: Promise<T | null>, what: string): Promise<T> {
    const result = await value;
    if (result === null) throw new NotFoundError(what);
    return result;
  }

  const source: ContentSource = {
    getMenus: async () => menusSchema.parse(await required(source.getDocument('menus'), 'menus')),
    getArticle: (key, { page } = {}) =>
      'slug' in key
        ? get(`api/articles/${encodeURIComponent(key.slug)}`, { page }, articleSchema)
        : get(`api/article/${key.id}`, {}, articleSchema),
    getArticleVersion: async (slug) =>
      (
        await get(
          `api/articles/${encodeURIComponent(slug)}/version`,
          {},
          z.object({ data: z.object({ v: z.number() }) }),
        )
      )?.data.v ?? null,
    listArticles: ({ filter, page, perPage, excludes }) =>
      required(
        get(
          'api/articles',
          {
            ...(filter ? { [`filters[${filter.kind}]`]: filter.key } : {}),
            page,
            perPage,
            excludes: excludes?.length ? excludes.join(',') : undefined,
          },
          listResultSchema,
        ),
        'list',
      ),
    getArticleItems: (id, { page, perPage }) =>
      required(
        get(`api/articles/${id}/items`, { page, perPage }, listResultSchema),
        `items of ${id}`,
      ),
    getArticleItemsWithContent: (id, { page, perPage }) =>
      required(
        get(`api/articles/${id}/items`, { page, perPage, withContent: 1 }, itemsWithContentSchema),
        `items of ${id}`,
      ),
    getMapArticles: async (mstag) =>
      (
        await required(
          get('api/map/articles', { mstag }, mapArticlesSchema),
          `map articles of ${mstag}`,
        )
      ).items,
    search: ({ term, filters, page, perPage }) =>
      required(
        get(
          'api/search',
          { term, filters: filtersJson(filters), oldal: page, perPage },
          listResultSchema,
        ),
        'search',
      ),
    typeahead: (term, limit) =>
      required(get('api/search/articles', { term, limit }, itemsSchema), 'typeahead'),
    autocomplete: (term, filters) =>
      required(
        get(
          'api/search/autocomplete',
          { term, filters: filtersJson(filters) },
          autocompleteAnswerSchema,
        ),
        'autocomplete',
      ),
    getItemsBySlugs: async (slugs) =>
      slugs.length
        ? ((await get('api/articles', { slugs: slugs.join(',') }, itemsSchema))?.items ?? [])
        : [],
    getDocument: async (kind, key = '') =>
      (
        await get(
          `api/documents/${encodeURIComponent(kind)}`,
          { key: key || undefined },
          documentSchema,
        )
      )?.data ?? null,
  };
  return source;
}
