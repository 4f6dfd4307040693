// The loader of the supplement page (SPEC section 2 "Supplements under /melleklet/"): the tabs, and
// what the chosen tab shows — the article list (with its sub-filter, its page and the supplement
// search), the football tabs from the live-score port, the Olympic tabs, or the election tabs' notice.
// The proxy serves `?szuro=` and `?oldal=` from path segments, so every filter and page is its own ISR
// page (the page comes parsed, lib/routing/pageSuffix.ts).
import { PAGE_LIFETIME_SECONDS } from '../cachePolicy';
import { getContentSource } from '../content/getContentSource';
import { getLiveTeasers } from '../content/services/liveBlog';
import { LIST_PAGE_SIZE } from '../constants';
import { paths } from '../routing/paths';
import {
  FOOTBALL_SUPPLEMENT_TABS,
  footerlessTabs,
  resolveSupplement,
  type SupplementRoute,
  type SupplementTab,
} from '../routing/supplements';
import { emptyFilters } from '../rules/searchFilters';
import { toCard } from '../view/cardItem';
import { withLiveTeaser } from '../view/liveTeaser';
import type { SupplementPageProps, SupplementView } from '../view/supplementPage';
import { loadShell } from './loadShell';
import { segmentsOf, type PageLoader } from './pageRequest';
import { supplementFootball } from './supplementFootball';
import { supplementOlympics } from './supplementOlympics';
import { electionSidebar, supplementElection } from './supplementElection';
import { supplementShows } from './supplementShows';

/** The article list of `route` (its filter and page); null when the page is past the end. */
async function articles(route: SupplementRoute): Promise<SupplementView | null> {
  const { supplement, filter, page } = route;
  const source = getContentSource();
  // The supplement's own list also names its tag, as the search bar shows tags; a sub-filter's list
  // is a search for both tags (or the tag and a flag).
  const tagList = await source.listArticles({
    filter: { kind: 'tag', key: supplement.slug },
    page: filter ? 1 : page,
    perPage: LIST_PAGE_SIZE,
  });
  const list = filter
    ? await source.search({
        filters: {
          ...emptyFilters,
          parentId: null,
          allTags: [supplement.slug, ...(filter.tag ? [filter.tag] : [])],
          flags: filter.flag ? [filter.flag] : [],
        },
        page,
        perPage: LIST_PAGE_SIZE,
      })
    : tagList;
  if (page > 1 && list.items.length === 0) return null;
  // SPEC section 9: a live blog in the list shows its pinned posts, then the 4 newest.
  const liveTeasers = await getLiveTeasers(source, list.items);
  const basePath = filter
    ? paths.supplementFilter(supplement.slug, filter.slug)
    : paths.supplement(supplement.slug);
  return {
    kind: 'articles',
    items: list.items.map((item) => withLiveTeaser(toCard(item), liveTeasers)),
    page,
    totalPages: list.totalPages,
    basePath,
    filters: supplement.filters.length
      ? [
          { href: paths.supplement(supplement.slug), label: null, active: !filter },
          ...supplement.filters.map((f) => ({
            href: paths.supplementFilter(supplement.slug, f.slug),
            label: f.label,
            active: f === filter,
          })),
        ]
      : [],
    searchTag:
      tagList.totalItems > 0 ? { type: 'tags', text: tagList.title ?? supplement.slug } : null,
  };
}

async function dataTab(route: SupplementRoute, tab: SupplementTab): Promise<SupplementView | null> {
  const { supplement } = route;
  switch (tab.kind) {
    case 'football': {
      const view = FOOTBALL_SUPPLEMENT_TABS[tab.segment as keyof typeof FOOTBALL_SUPPLEMENT_TABS];
      return {
        kind: 'football',
        data: supplement.football
          ? await supplementFootball(view, supplement.football)
          : { kind: 'unavailable' },
      };
    }
    case 'medals':
    case 'schedule':
    case 'hungarian':
      return { kind: 'olympics', data: await supplementOlympics(tab.kind, supplement.slug) };
    case 'shows':
      return supplementShows(supplement.slug);
    case 'articles': {
      // The list a sub-filter would give, at the tab's own path and without the sub-filters.
      const list = await articles({ ...route, tab: null, filter: tab.filter ?? null });
      return list?.kind === 'articles'
        ? { ...list, basePath: paths.supplement(supplement.slug, tab.segment), filters: [] }
        : list;
    }
    default: {
      const data = await supplementElection(supplement, route, tab.kind);
      return data && { kind: 'election', data };
    }
  }
}

export const loadSupplementPage: PageLoader<SupplementPageProps> = async ({ params, page }) => {
  const route = resolveSupplement(segmentsOf(params.path), page);
  if (!route) return { notFound: true };
  const { supplement, tab } = route;
  const view = tab ? await dataTab(route, tab) : await articles(route);
  if (!view) return { notFound: true };
  return {
    props: {
      shell: await loadShell({ hideFooter: tab !== null && footerlessTabs.includes(tab.segment) }),
      sidebar: await electionSidebar(supplement),
      renderedAt: Date.now(),
      slug: supplement.slug,
      title: supplement.title,
      tabs: [
        { href: paths.supplement(supplement.slug), label: null, active: !tab },
        ...supplement.tabs.map((t) => ({
          href: paths.supplement(supplement.slug, t.segment),
          label: t.label,
          active: t === tab,
        })),
      ],
      tabLabel: tab?.label ?? null,
      subTabs:
        tab?.subTabs?.map((sub, index) => ({
          href:
            index === 0
              ? paths.supplement(supplement.slug, tab.segment)
              : `${paths.supplement(supplement.slug, tab.segment)}/${sub.segment}`,
          label: sub.label,
          active: sub === route.subTab,
        })) ?? [],
      view,
    },
    // Live scores change during a match, and a tab whose source failed should recover soon; everything
    // else changes rarely (the route table's lifetime).
    ...(view.kind === 'football' ||
    (view.kind === 'olympics' && view.data.kind === 'unavailable') ||
    (view.kind === 'election' &&
      (view.data.kind === 'unavailable' || view.data.election.count.status !== 'final'))
      ? { revalidate: PAGE_LIFETIME_SECONDS.supplementLive }
      : {}),
  };
};
