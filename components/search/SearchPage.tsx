// The search page (/archivum, SPEC section 2 archivum): the search bar with the term and filters of the
// URL, the number of results, one page of them and the pagination that keeps the search. Not indexed.
import Head from 'next/head';
import { CardList } from '@/components/list/CardList';
import * as styles from '@/components/list/list.css';
import { Pagination } from '@/components/list/Pagination';
import { edition } from '@/editions/currentEdition';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import { paths } from '@/lib/routing/paths';
import { pageTitle } from '@/lib/rules/pageTitle';
import { filtersToTags } from '@/lib/rules/searchTagFilters';
import type { SearchPageProps } from '@/lib/view/searchPage';
import { SearchBar } from './SearchBar';

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function SearchPage({
  term,
  filtersParam,
  items,
  page,
  totalPages,
  totalItems,
  renderedAt,
}: SearchPageProps) {
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
