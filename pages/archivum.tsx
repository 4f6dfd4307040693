// /archivum: search results for `term` and `filters` (JSON), rendered per request (SPEC section 2).
// Bad filters are a 400 page, never a 500.
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import type { CardItem } from '@/lib/view/cardItem';
import { CardList } from '@/components/list/CardList';
import { SearchBar } from '@/components/search/SearchBar';
import * as styles from '@/components/list/list.css';
import { Pagination } from '@/components/list/Pagination';
import { edition } from '@/editions/currentEdition';
import { ANSWER_LIFETIME_SECONDS, publicCacheControl } from '@/lib/cachePolicy';
import { getContentSource } from '@/lib/content/getContentSource';
import { SEARCH_PAGE_SIZE } from '@/lib/constants';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import { loadShell } from '@/lib/pages/loadShell';
import { renderModeOf } from '@/lib/routing/renderMode';
import { toCard } from '@/lib/view/cardItem';
import { paths } from '@/lib/routing/paths';
import { pageTitle } from '@/lib/rules/pageTitle';
import { parsePage } from '@/lib/rules/paging';
import { BadFiltersError, parseSearchFilters } from '@/lib/rules/searchFilters';
import { filtersToTags } from '@/lib/rules/searchTagFilters';
import type { ShellData } from '@/lib/view/shellData';

interface Props {
  shell: ShellData;
  renderedAt: number;
  term: string;
  filtersParam: string;
  items: CardItem[];
  page: number;
  totalPages: number;
  totalItems: number;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export default function ArchivePage({
  term,
  filtersParam,
  items,
  page,
  totalPages,
  totalItems,
  renderedAt,
}: Props) {
  const t = useTranslate();
  const initialTags = filtersToTags(safeJson(filtersParam));
  // The pages of this search keep its term and filters (Pagination merges `oldal` into them).
  const basePath = paths.search({ term, filters: filtersParam });
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name, t('search.title'))}</title>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('search.title')}</h1>
      </header>
      <SearchBar
        key={`${term}|${filtersParam}`}
        initialTerm={term}
        initialTags={initialTags}
        label={t('search.label')}
      />
      <p role="status">
        {totalItems ? t('search.results', { n: totalItems }) : t('search.noResults')}
      </p>
      <CardList items={items} renderedAt={renderedAt} />
      <Pagination basePath={basePath} page={page} totalPages={totalPages} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ query, res }) => {
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
  res.setHeader('Cache-Control', publicCacheControl(ANSWER_LIFETIME_SECONDS.search));
  return {
    props: {
      shell: await loadShell({ renderMode: renderModeOf(query), headerSearch: null }),
      renderedAt: Date.now(),
      term,
      filtersParam,
      items: result.items.map(toCard),
      page,
      totalPages: result.totalPages,
      totalItems: result.totalItems,
    },
  };
};
