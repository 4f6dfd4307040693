// The search page's props (/archivum, SPEC section 2 archivum), per request: the term (at most 200
// characters) and filters (bad filters: a 400 with an unfiltered search) of the query, one page of
// results (SPEC section 9: SEARCH_PAGE_SIZE), kept briefly by shared caches.
import type { GetServerSideProps } from 'next';
import { ANSWER_LIFETIME_SECONDS, publicCacheControl } from '../cachePolicy';
import { SEARCH_PAGE_SIZE } from '../constants';
import { getContentSource } from '../content/getContentSource';
import { getLiveTeasers } from '../content/services/liveBlog';
import { renderModeOf } from '../routing/renderMode';
import { parsePage } from '../rules/paging';
import { BadFiltersError, parseSearchFilters } from '../rules/searchFilters';
import { toCard } from '../view/cardItem';
import { withLiveTeaser } from '../view/liveTeaser';
import type { SearchPageProps } from '../view/searchPage';
import { loadShell } from './loadShell';

export const searchServerSideProps: GetServerSideProps<SearchPageProps> = async ({
  query,
  res,
}) => {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value) ?? '';
  const term = first(query.term).slice(0, 200);
  const filtersParam = first(query.filters).slice(0, 4000);
  let filters;
  try {
    filters = parseSearchFilters(filtersParam);
  } catch (error) {
    if (!(error instanceof BadFiltersError)) throw error;
    res.statusCode = 400;
    filters = parseSearchFilters('');
  }
  const page = parsePage(query.oldal);
  const result = await getContentSource().search({
    term,
    filters,
    page,
    perPage: SEARCH_PAGE_SIZE,
  });
  // SPEC section 9: a live blog among the results shows its pinned posts, then the 4 newest.
  const liveTeasers = await getLiveTeasers(getContentSource(), result.items);
  res.setHeader('Cache-Control', publicCacheControl(ANSWER_LIFETIME_SECONDS.search));
  return {
    props: {
      shell: await loadShell({ renderMode: renderModeOf(query), headerSearch: null }),
      renderedAt: Date.now(),
      term,
      filtersParam,
      items: result.items.map((item) => withLiveTeaser(toCard(item), liveTeasers)),
      page,
      totalPages: result.totalPages,
      totalItems: result.totalItems,
    },
  };
};
