// The football page (/sport/foci; SPEC section 2): league, season and day choice (a GET form, so it
// works without JavaScript and every selection is a shareable URL the server renders), the day's
// matches with their round headers (SPEC section 9), the tables behind the tabs, and a selected match.
// Live matches refresh every 15 s (useLiveFootball).
import Head from 'next/head';
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { pageTitle } from '@/lib/rules/pageTitle';
import { sportText } from '@/lib/i18n/sport.hu';
import { FOOTBALL_TABS } from '@/lib/rules/football';
import { paths } from '@/lib/routing/paths';
import type { FootballView } from '@/lib/view/football';
import { FixtureRow } from './FixtureRow';
import { FootballTables } from './FootballTables';
import { MatchDetail } from './MatchDetail';
import * as styles from './sport.css';
import { useLiveFootball } from './useLiveFootball';

export function FootballPage({ view }: { view: FootballView }) {
  const { selection } = view;
  const { fixtures, detail } = useLiveFootball(view);
  const here = {
    orszag: selection.country,
    liga: selection.league,
    szezon: selection.season,
    oldal: selection.tab,
    nap: selection.day,
  };
  const href = (change: Partial<Record<keyof typeof here | 'meccs', string | number | null>>) =>
    paths.football({ ...here, ...change });
  return (
    <div className={styles.page}>
      <Head>
        <title>{pageTitle(edition.name, sportText('football.title'))}</title>
      </Head>
      <h1>{sportText('football.title')}</h1>
      <p className={styles.note}>{sportText('sport.notRealTime')}</p>
      {view.unavailable ? <p role="status">{sportText('sport.unavailable')}</p> : null}
      <form method="get" action={paths.football()} aria-label={sportText('football.filters')}>
        <fieldset className={styles.filters}>
          <legend>{sportText('football.filters')}</legend>
          <label className={styles.field}>
            {sportText('football.country')}
            <select name="orszag" defaultValue={selection.country} className={styles.control}>
              {(view.countries.length
                ? view.countries
                : [{ value: selection.country, label: selection.country }]
              ).map((country) => (
                <option key={country.value} value={country.value}>
                  {country.label}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {sportText('football.league')}
            <select name="liga" defaultValue={selection.league} className={styles.control}>
              {(view.leagues.length
                ? view.leagues
                : [{ id: selection.league, name: String(selection.league) }]
              ).map((league) => (
                <option key={league.id} value={league.id}>
                  {league.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {sportText('football.season')}
            <select name="szezon" defaultValue={selection.season} className={styles.control}>
              {(view.seasons.length ? view.seasons : [selection.season]).map((year) => (
                <option key={year}>{year}</option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {sportText('football.day')}
            <input
              type="date"
              name="nap"
              defaultValue={selection.day ?? ''}
              className={styles.control}
            />
          </label>
          <input type="hidden" name="oldal" value={selection.tab} />
          <button type="submit" className={styles.button}>
            {sportText('football.show')}
          </button>
        </fieldset>
      </form>
      <nav className={styles.dayNav} aria-label={sportText('football.days')}>
        {view.previousDay ? (
          <Link href={href({ nap: view.previousDay })} rel="prev">
            {sportText('football.previousDay')}
          </Link>
        ) : null}
        {view.nextDay ? (
          <Link href={href({ nap: view.nextDay })} rel="next">
            {sportText('football.nextDay')}
          </Link>
        ) : null}
      </nav>
      {detail ? (
        <MatchDetail fixture={detail} backHref={href({ meccs: null })} />
      ) : (
        <section aria-labelledby="fixtures-heading">
          <h2 id="fixtures-heading">{sportText('football.pick')}</h2>
          {fixtures.length ? (
            <ul className={styles.fixtures}>
              {fixtures.map(({ fixture, header }) => (
                <FixtureRow
                  key={fixture.fixture.id}
                  fixture={fixture}
                  header={header}
                  href={href({ meccs: fixture.fixture.id })}
                />
              ))}
            </ul>
          ) : (
            <p>{sportText('football.noMatches')}</p>
          )}
        </section>
      )}
      <section aria-labelledby="tables-heading">
        <h2 id="tables-heading">{sportText('football.tabs')}</h2>
        <ul className={styles.tabs}>
          {FOOTBALL_TABS.map((tab) => (
            <li key={tab}>
              <Link
                href={href({ oldal: tab, meccs: selection.match })}
                className={
                  tab === selection.tab ? `${styles.tab} ${styles.currentTab}` : styles.tab
                }
                aria-current={tab === selection.tab ? 'page' : undefined}
              >
                {sportText(`football.tab.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
        <FootballTables table={view.table} />
      </section>
    </div>
  );
}
