// The Formula 1 page's calendar tab (versenynaptar; SPEC section 2): the season's Grands Prix by date,
// each a link that opens its weekend (F1Weekend) below the list, with a live tag and the laps while a
// race is live (SPEC section 4).
import Link from 'next/link';
import { CANONICAL_TIME_ZONE } from '@/lib/constants';
import { intlLocales } from '@/lib/i18n/locales';
import { sportText } from '@/lib/i18n/sport.hu';
import type { F1Circuit, F1Race, F1ResultRow } from '@/lib/schemas/f1';
import type { F1Selection } from '@/lib/view/f1';
import type { F1Href } from './f1Href';
import { lapsText } from '@/lib/view/f1Laps';
import { F1Weekend } from './F1Weekend';
import { NoData } from './NoData';
import * as styles from './sport.css';

const day = new Intl.DateTimeFormat(intlLocales.hu, {
  timeZone: CANONICAL_TIME_ZONE,
  month: 'long',
  day: 'numeric',
});

export function F1Calendar({
  races,
  selection,
  circuit,
  result,
  href,
}: {
  /** Every race of the season: the server's, or the latest poll's while one is live. */
  races: F1Race[];
  selection: F1Selection;
  circuit: F1Circuit | null;
  result: F1ResultRow[];
  href: F1Href;
}) {
  const weekends = races.filter((race) => race.type === 'Race');
  const selectedRace = races.find((race) => race.id === selection.race) ?? null;
  const sessions = races.filter((race) => race.competition.id === selection.competition);
  return (
    <>
      <section aria-labelledby="calendar-heading">
        <h2 id="calendar-heading">{sportText('f1.tab.versenynaptar')}</h2>
        {weekends.length ? (
          <ol className={styles.fixtures}>
            {weekends.map((race) => (
              <li key={race.id}>
                <Link
                  href={href({ verseny: race.competition.id })}
                  className={
                    race.competition.id === selection.competition
                      ? `${styles.fixture} ${styles.selected}`
                      : styles.fixture
                  }
                  aria-current={race.competition.id === selection.competition ? 'true' : undefined}
                >
                  <span>{day.format(new Date(race.date))}</span>
                  <span>
                    {race.competition.name} – {race.circuit.name}
                  </span>
                  <span>
                    {race.status === 'Live' ? (
                      <span className={styles.live}>{sportText('f1.live')}</span>
                    ) : null}{' '}
                    {lapsText(race)}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        ) : (
          <NoData />
        )}
      </section>
      {sessions.length ? (
        <F1Weekend
          sessions={sessions}
          race={selectedRace}
          grid={selection.grid}
          circuit={circuit}
          result={result}
          href={href}
        />
      ) : null}
    </>
  );
}
