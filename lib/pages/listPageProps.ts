// getStaticProps for every list route (SPEC section 2 "List pages"): resolve the path, read one page of
// the list through the content port, 404 for unknown lists, empty sections and pages past the end.
import type { GetStaticPaths, GetStaticProps } from 'next';
import { getContentSource } from '../content/getContentSource';
import { LIST_PAGE_SIZE } from '../constants';
import { loadShell } from '../loadShell';
import type { ListResult } from '../schemas/article';
import type { ShellData } from '../shellData';
import { resolveListRoute, type ListKind, type ListRoute } from './listRoutes';
import type { CardItem } from '@/components/list/ArticleCard';

export const LIST_REVALIDATE_SECONDS = 60;

export interface ListPageProps {
  shell: ShellData;
  renderedAt: number;
  route: Pick<ListRoute, 'basePath' | 'page'> & {
    title: string;
    tabs: NonNullable<ListRoute['tabs']>;
  };
  author: ListResult['author'] | null;
  rss: string | null;
  items: CardItem[];
  totalPages: number;
}

/** The fields an ArticleCard needs, so page data stays small. */
export function toCard(item: ListResult['items'][number]): CardItem {
  const {
    id,
    title,
    url,
    lead,
    pubDate,
    updatedAt,
    flags,
    imageSrc,
    imageSrcSet,
    ctUrl,
    articleAuthors,
  } = item;
  return {
    id,
    title,
    url,
    lead,
    pubDate,
    updatedAt,
    flags,
    imageSrc,
    imageSrcSet,
    ctUrl,
    articleAuthors,
  };
}

function segmentsOf(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** getStaticProps for list kind `kind`; `params` holds the path segments after the kind. */
export function listStaticProps(
  kind: ListKind,
  paramNames: string[] = ['path'],
): GetStaticProps<ListPageProps> {
  return async ({ params = {} }) => {
    const segments = paramNames.flatMap((name) =>
      name === 'oldal' ? ['oldal', ...segmentsOf(params[name])] : segmentsOf(params[name]),
    );
    const route = resolveListRoute(kind, segments);
    if (!route) return { notFound: true, revalidate: LIST_REVALIDATE_SECONDS };
    const source = getContentSource();
    const list = route.filters
      ? await source.search({ filters: route.filters, page: route.page, perPage: LIST_PAGE_SIZE })
      : await source.listArticles({
          filter: route.filter,
          page: route.page,
          perPage: LIST_PAGE_SIZE,
        });
    // SPEC section 5: a section list with zero items gives 404; so does a page past the end.
    if (list.totalItems === 0 || list.items.length === 0) {
      return { notFound: true, revalidate: LIST_REVALIDATE_SECONDS };
    }
    return {
      props: {
        shell: await loadShell({ locale: route.locale }),
        renderedAt: Date.now(),
        route: {
          basePath: route.basePath,
          page: route.page,
          title: route.title ?? list.title ?? route.basePath,
          tabs: route.tabs ?? [],
        },
        author: list.author ?? null,
        rss: list.rss,
        items: list.items.map(toCard),
        totalPages: list.totalPages,
      },
      revalidate: LIST_REVALIDATE_SECONDS,
    };
  };
}

/** Lists render on first request and are then cached (ISR). */
export const listStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
