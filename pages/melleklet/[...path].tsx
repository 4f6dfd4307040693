// /melleklet/{supplement}/{tab?}/...: a supplement with its tabs (SPEC section 2). The default tab lists
// the supplement's articles; the football supplements' tabs show the live-score data (matches, results,
// groups, top lists); the other data tabs show the SPEC's empty-state message until their issues
// (Olympic medal tables, elections) fill them.
import type { GetStaticPaths, GetStaticProps } from 'next';
import Head from 'next/head';
import type { CardItem } from '@/lib/view/cardItem';
import { CardList } from '@/components/list/CardList';
import { SupplementFootball } from '@/components/sport/SupplementFootball';
import { Tabs } from '@/components/list/Tabs';
import * as styles from '@/components/list/list.css';
import { edition } from '@/editions/currentEdition';
import { useTranslate } from '@/lib/i18n/LocaleContext';
import { getContentSource } from '@/lib/content/getContentSource';
import { LIST_PAGE_SIZE } from '@/lib/constants';
import { loadShell } from '@/lib/pages/loadShell';
import { toCard } from '@/lib/view/cardItem';
import { paths } from '@/lib/routing/paths';
import { pageTitle } from '@/lib/rules/pageTitle';
import {
  FOOTBALL_SUPPLEMENT_TABS,
  footerlessTabs,
  resolveSupplement,
} from '@/lib/routing/supplements';
import { supplementFootball } from '@/lib/pages/supplementFootball';
import type { SupplementFootball as FootballData } from '@/lib/view/supplementFootball';
import type { ShellData } from '@/lib/view/shellData';

interface Props {
  shell: ShellData;
  renderedAt: number;
  slug: string;
  title: string;
  /** A null label is the supplement's own article list (the first tab). */
  tabs: Array<{ href: string; label: string | null; active: boolean }>;
  tabLabel: string | null;
  items: CardItem[];
  /** The football data of a football supplement's data tab. */
  football: FootballData | null;
}

export default function SupplementPage({
  title,
  tabs,
  tabLabel,
  items,
  renderedAt,
  football,
}: Props) {
  const t = useTranslate();
  const tabLinks = tabs.map((tab) => ({ ...tab, label: tab.label ?? t('supplement.articles') }));
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name, tabLabel ? `${title} – ${tabLabel}` : title)}</title>
      </Head>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
      </header>
      {tabs.length > 1 ? <Tabs tabs={tabLinks} label={t('supplement.tabs')} /> : null}
      {football ? (
        <SupplementFootball data={football} />
      ) : tabLabel ? (
        <p>{t('supplement.noInformation')}</p>
      ) : items.length ? (
        <CardList items={items} renderedAt={renderedAt} />
      ) : (
        <p>{t('supplement.noData')}</p>
      )}
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async ({ params }) => {
  const route = resolveSupplement(([] as string[]).concat(params?.path ?? []));
  if (!route) return { notFound: true, revalidate: 300 };
  const { supplement, tab } = route;
  const footballView =
    tab && supplement.football
      ? FOOTBALL_SUPPLEMENT_TABS[tab.segment as keyof typeof FOOTBALL_SUPPLEMENT_TABS]
      : undefined;
  const football =
    footballView && supplement.football
      ? await supplementFootball(footballView, supplement.football)
      : null;
  const list = tab
    ? null
    : await getContentSource().listArticles({
        filter: { kind: 'tag', key: supplement.slug },
        page: 1,
        perPage: LIST_PAGE_SIZE,
      });
  return {
    props: {
      shell: await loadShell({ hideFooter: tab !== null && footerlessTabs.includes(tab.segment) }),
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
      items: (list?.items ?? []).map(toCard),
      football,
    },
    // Live scores change during a match; everything else rarely.
    revalidate: football ? FOOTBALL_TAB_REVALIDATE_SECONDS : 300,
  };
};

/** A football tab is regenerated at most this often (a live match's score reaches it within a minute). */
const FOOTBALL_TAB_REVALIDATE_SECONDS = 30;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
