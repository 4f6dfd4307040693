// A supplement's football tab (SPEC section 2): the matches or results by day (each links to the match
// on the football page), the group tables, or the top lists.
import { CANONICAL_TIME_ZONE } from '@/lib/constants';
import { intlLocales } from '@/lib/i18n/locales';
import { sportText } from '@/lib/i18n/sport.hu';
import { paths } from '@/lib/routing/paths';
import type { SupplementFootball as Data } from '@/lib/view/supplementFootball';
import { FixtureRow } from './FixtureRow';
import { FootballTables } from './FootballTables';
import { NoData } from './NoData';
import * as styles from './sport.css';

const dayTitle = new Intl.DateTimeFormat(intlLocales.hu, {
  timeZone: CANONICAL_TIME_ZONE,
  month: 'long',
  day: 'numeric',
  weekday: 'long',
});

export function SupplementFootball({ data }: { data: Data }) {
  if (data.kind === 'unavailable') return <p role="status">{sportText('sport.unavailable')}</p>;
  if (data.kind === 'standings') return <FootballTables table={data.table} />;
  if (data.kind === 'toplists') {
    return (
      <div className={styles.page}>
        {data.tables.map((table, index) => (
          <FootballTables key={index} table={table} />
        ))}
      </div>
    );
  }
  if (!data.days.length) return <NoData />;
  return (
    <div className={styles.page}>
      <p className={styles.note}>{sportText('sport.notRealTime')}</p>
      {data.days.map(({ day, matches }) => (
        <section key={day} aria-labelledby={`nap-${day}`}>
          <h2 id={`nap-${day}`}>{dayTitle.format(new Date(`${day}T12:00:00Z`))}</h2>
          <ul className={styles.fixtures}>
            {matches.map(({ fixture, header }) => (
              <FixtureRow
                key={fixture.fixture.id}
                fixture={fixture}
                header={header}
                href={paths.football({
                  liga: data.league,
                  szezon: data.season,
                  nap: day,
                  meccs: fixture.fixture.id,
                })}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
