// The loader of every list route (SPEC section 2 "List pages"): resolve the path, read one page of
// the list through the content port, 404 for unknown lists, empty sections and pages past the end.
import type { GetStaticPropsResult } from 'next';
import { pageAds } from '../ads/pageAds';
import type { ContentSource } from '../content/contentSource';
import { getContentSource } from '../content/getContentSource';
import { getLiveTeasers } from '../content/services/liveBlog';
import { LIST_PAGE_SIZE, SHORT_LIST_PAGE_SIZE } from '../constants';
import { loadShell } from './loadShell';
import { loadSponsoredLine } from './sponsoredLineProps';
import { HIGHLIGHT_LIST_SIZE } from '../rules/listInsertions';
import { emptyFilters, type SearchFilters } from '../rules/searchFilters';
import { storedCommonDataSchema } from '../schemas/commonDataSource';
import { translate } from '../i18n/translate';
import { paths } from '../routing/paths';
import { listOfParams, type ListRoute } from './listRoutes';
import type { PageLoader } from './pageRequest';
import type { RouteList } from '../routing/routes';
import type { RenderMode } from '../routing/renderMode';
import { partnerKind } from '../view/articleFormat';
import { asPartnerCard, toCard } from '../view/cardItem';
import { withJobTitle } from '../view/jobTitle';
import { withLiveTeaser } from '../view/liveTeaser';
import type { ListPageProps } from '../view/listPage';

const HIKING_SECTION = 'szepkilatas';
const HIKING_NEWS_TAG = 'turahirek';

async function loadHiking(source: ContentSource): Promise<ListPageProps['hiking']> {
  const [hikes, news] = await Promise.all([
    source.getMapArticles(HIKING_SECTION),
    source.listArticles({
      filter: { kind: 'tag', key: HIKING_NEWS_TAG },
      page: 1,
      perPage: SHORT_LIST_PAGE_SIZE,
    }),
  ]);
  // The map answer carries no flags: the hikes' own list items tell which are partner content
  // (SPEC section 5), read in one call; the page is cached (ISR), so readers never wait for it.
  const items = await source.getItemsBySlugs(hikes.map((hike) => hike.url.split('/').pop() ?? ''));
  const partners = new Map(items.map((item) => [item.url, partnerKind(item)]));
  return {
    hikes: hikes.map((hike) => ({ ...hike, partner: partners.get(hike.url) ?? null })),
    news: news.items.map(toCard),
  };
}

/** The loader of the list pages of route `list` (the route table's list extras). */
export function loadListPage(list: RouteList): PageLoader<ListPageProps> {
  return async ({ params, page, mode }) => {
    const route = listOfParams(list, params, page);
    return route ? listPage(route, mode) : { notFound: true };
  };
}

/** One page of the list `route` names. */
export async function listPage(
  route: ListRoute,
  mode: RenderMode,
): Promise<GetStaticPropsResult<ListPageProps>> {
  const source = getContentSource();
  const list = route.filters
    ? await source.search({ filters: route.filters, page: route.page, perPage: LIST_PAGE_SIZE })
    : await source.listArticles({
        filter: route.filter,
        page: route.page,
        perPage: LIST_PAGE_SIZE,
      });
  // SPEC section 5: a section list with zero items gives 404; so does a page past the end.
  if (list.totalItems === 0 || list.items.length === 0) return { notFound: true };
  const highlightFilters: SearchFilters = {
    ...emptyFilters,
    parentId: null,
    flags: ['legfontosabb'],
    sections: route.filter?.kind === 'mstag' ? [route.filter.key] : [],
    anyTags: route.filter?.kind === 'tag' ? [route.filter.key] : [],
    authors: route.filter?.kind === 'author' ? [route.filter.key] : [],
  };
  const [highlights, partner, sponsoredLine, hiking, common, liveTeasers] = await Promise.all([
    source.search({ filters: highlightFilters, page: 1, perPage: HIGHLIGHT_LIST_SIZE }),
    route.kind === 'legfrissebb' && route.page === 1
      ? source.search({
          filters: { ...emptyFilters, parentId: null, flags: ['pr'] },
          page: 1,
          perPage: 1,
        })
      : null,
    loadSponsoredLine(source, route),
    route.basePath.startsWith(paths.section(HIKING_SECTION)) ? loadHiking(source) : null,
    source.getDocument('commonData'),
    // SPEC section 9: a live blog in the list shows its pinned posts, then the 4 newest.
    getLiveTeasers(source, list.items),
  ]);
  const placeholders = storedCommonDataSchema.safeParse(common);
  const section = route.filter?.kind === 'mstag' ? route.filter.key : 'default';
  // The placeholders are Hungarian texts: an English list takes its dictionary's default instead.
  const searchPlaceholder =
    placeholders.success && route.locale === 'hu'
      ? (placeholders.data.searchPlaceholders[section] ??
        placeholders.data.searchPlaceholders.default)
      : null;
  return {
    props: {
      shell: await loadShell({
        locale: route.locale,
        headerSearch: { placeholder: searchPlaceholder },
      }),
      highlights: highlights.items.map(toCard),
      hiking,
      partner: partner?.items[0] ? asPartnerCard(toCard(partner.items[0])) : null,
      sponsoredLine,
      renderedAt: Date.now(),
      ads: pageAds('list', { renderMode: mode }),
      route: {
        basePath: route.basePath,
        page: route.page,
        title: route.titleKey
          ? translate(route.locale, route.titleKey)
          : (list.title ?? route.basePath),
        tabs: route.tabs ?? [],
        searchTag:
          route.filter?.kind === 'mstag' && route.filter.key === 'szepkilatas' && list.title
            ? { type: 'superTags', text: list.title }
            : null,
        searchPlaceholder,
        brand: route.kind === 'g7' || route.kind === 'after' ? route.kind : null,
      },
      author: list.author ? withJobTitle(list.author, route.locale) : null,
      rss: list.rss,
      items: list.items.map((item) => withLiveTeaser(toCard(item), liveTeasers)),
      totalPages: list.totalPages,
    },
  };
}
