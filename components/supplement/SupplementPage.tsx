// A supplement under /melleklet/ (SPEC section 2): its title, its tabs, and the chosen tab — the
// article list with its sub-filters, the supplement search ('Keresés a mellékletben', the supplement's
// tag protected) and pagination; a football or Olympic data tab; or an election tab (issue 31), with
// the election box and the EU-funding notice in the sidebar where the supplement has them.
import { usePageText } from '@/components/common/usePageText';
import Head from 'next/head';
import { CardList } from '@/components/list/CardList';
import { Pagination } from '@/components/list/Pagination';
import { Tabs } from '@/components/list/Tabs';
import * as styles from '@/components/list/list.css';
import * as own from './supplement.css';
import { SupplementShows } from './SupplementShows';
import { SearchBar } from '@/components/search/SearchBar';
import { SupplementFootball } from '@/components/sport/SupplementFootball';
import { SupplementOlympics } from '@/components/sport/SupplementOlympics';
import { ElectionSidebar } from '@/components/elections/ElectionSidebar';
import { ElectionTab } from '@/components/elections/ElectionTab';
import * as election from '@/components/elections/elections.css';
import { edition } from '@/editions/currentEdition';
import { pageTitle } from '@/lib/rules/pageTitle';
import type { SupplementPageProps, SupplementView } from '@/lib/view/supplementPage';

export function SupplementPage({
  title,
  tabs,
  tabLabel,
  subTabs,
  sidebar,
  view,
  renderedAt,
}: SupplementPageProps) {
  const t = usePageText();
  const tabLinks = tabs.map((tab) => ({ ...tab, label: tab.label ?? t('supplement.articles') }));
  const filter = view.kind === 'articles' ? view.filters.find((f) => f.active && f.label) : null;
  const subTab = subTabs.find((sub) => sub.active);
  const heading = [title, tabLabel, subTab?.label, filter?.label].filter(Boolean).join(' – ');
  const page = view.kind === 'articles' && view.page > 1 ? view.page : null;
  return (
    <>
      <Head>
        <title>
          {pageTitle(edition.name, page ? `${heading} – ${t('list.page', { n: page })}` : heading)}
        </title>
      </Head>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
      </header>
      {tabs.length > 1 ? <Tabs tabs={tabLinks} label={t('supplement.tabs')} /> : null}
      {subTabs.length ? (
        <Tabs
          tabs={subTabs.map((sub) => ({ ...sub, label: sub.label ?? '' }))}
          label={tabLabel ?? t('supplement.tabs')}
        />
      ) : null}
      {sidebar ? (
        <div className={election.withSidebar}>
          <div className={election.main}>
            <TabContent view={view} renderedAt={renderedAt} />
          </div>
          <div>
            <ElectionSidebar sidebar={sidebar} />
          </div>
        </div>
      ) : (
        <TabContent view={view} renderedAt={renderedAt} />
      )}
    </>
  );
}

function TabContent({ view, renderedAt }: { view: SupplementView; renderedAt: number }) {
  const t = usePageText();
  switch (view.kind) {
    case 'football':
      return <SupplementFootball data={view.data} />;
    case 'olympics':
      return <SupplementOlympics data={view.data} />;
    case 'election':
      return view.data.kind === 'election' ? (
        <ElectionTab data={view.data} />
      ) : (
        <p role="status">{t('supplement.noInformation')}</p>
      );
    case 'shows':
      return (
        <SupplementShows episodes={view.episodes} videos={view.videos} renderedAt={renderedAt} />
      );
    case 'articles':
      return (
        <>
          {view.filters.length ? (
            <Tabs
              tabs={view.filters.map((f) => ({
                ...f,
                label: f.label ?? t('supplement.allFilter'),
              }))}
              label={t('supplement.filters')}
            />
          ) : null}
          {view.searchTag ? (
            <section aria-labelledby="supplement-search">
              <h2 id="supplement-search" className={own.searchTitle}>
                {t('search.supplementTitle')}
              </h2>
              <SearchBar
                initialTags={[{ ...view.searchTag, protected: true }]}
                label={t('search.supplementTitle')}
              />
            </section>
          ) : null}
          {view.items.length ? (
            <CardList items={view.items} renderedAt={renderedAt} />
          ) : (
            <p>{t('supplement.noData')}</p>
          )}
          <Pagination basePath={view.basePath} page={view.page} totalPages={view.totalPages} />
        </>
      );
  }
}
