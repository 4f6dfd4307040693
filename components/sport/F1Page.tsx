// The Formula 1 page (/sport/forma-1; SPEC section 2): the heading, the tabs, and the chosen tab: the
// calendar with circuit info and results (F1Calendar; a live tag and a 15 s refresh while a race is
// live, useLiveF1Races), the teams (F1Teams), the drivers (F1Drivers), or one of the two championships
// (F1Standings). Every choice is a link: a URL the server renders, readable without JavaScript. Names
// come in Hungarian from the server; polled races get them from the names the server recorded.
import Head from 'next/head';
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { pageTitle } from '@/lib/rules/pageTitle';
import { sportText } from '@/lib/i18n/sport.hu';
import { F1_TABS, type F1View } from '@/lib/view/f1';
import { F1Calendar } from './F1Calendar';
import { F1Drivers } from './F1Drivers';
import { f1Href } from './f1Href';
import { F1Standings } from './F1Standings';
import { F1Teams } from './F1Teams';
import * as styles from './sport.css';
import { useLiveF1Races } from './useLiveF1Races';

export function F1Page({ view }: { view: F1View }) {
  const { selection } = view;
  const href = f1Href(selection);
  // Live races (SPEC section 4): the calendar refreshes every 15 s while one is live.
  const races = useLiveF1Races(view);

  return (
    <div className={styles.page}>
      <Head>
        <title>{pageTitle(edition.name, sportText('f1.title'))}</title>
      </Head>
      <h1>{sportText('f1.title')}</h1>
      <p className={styles.note}>{sportText('sport.notRealTime')}</p>
      {view.unavailable ? <p role="status">{sportText('sport.unavailable')}</p> : null}
      <nav aria-label={sportText('f1.tabs')}>
        <ul className={styles.tabs}>
          {F1_TABS.map((tab) => (
            <li key={tab}>
              <Link
                href={href({ oldal: tab })}
                className={
                  tab === selection.tab ? `${styles.tab} ${styles.currentTab}` : styles.tab
                }
                aria-current={tab === selection.tab ? 'page' : undefined}
              >
                {sportText(`f1.tab.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {selection.tab === 'versenynaptar' ? (
        <F1Calendar
          races={races}
          selection={selection}
          circuit={view.circuit}
          result={view.result}
          href={href}
        />
      ) : null}
      {selection.tab === 'csapatok' ? (
        <F1Teams teams={view.teams} selected={selection.team} href={href} />
      ) : null}
      {selection.tab === 'versenyzok' ? (
        <F1Drivers drivers={view.drivers} selected={selection.driver} href={href} />
      ) : null}
      {selection.tab === 'pontverseny' || selection.tab === 'konstruktor' ? (
        <F1Standings tab={selection.tab} rows={view.standings} />
      ) : null}
    </div>
  );
}
