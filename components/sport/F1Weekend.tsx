// A Grand Prix weekend on the Formula 1 calendar tab (SPEC section 2): its sessions (each a link to its
// result and one to its starting grid), the circuit's facts, and the chosen race's result or grid, with
// a live tag and the laps while that race is live.
import Link from 'next/link';
import { sportText } from '@/lib/i18n/sport.hu';
import type { F1Circuit, F1Race, F1ResultRow } from '@/lib/schemas/f1';
import { F1Fact } from './F1Fact';
import type { F1Href } from './f1Href';
import { lapsText } from '@/lib/view/f1Laps';
import { F1ResultTable } from './F1ResultTable';
import * as styles from './sport.css';

export function F1Weekend({
  sessions,
  race,
  grid,
  circuit,
  result,
  href,
}: {
  /** The weekend's races (Sprint, Race); never empty. */
  sessions: F1Race[];
  /** The race whose result or grid is shown. */
  race: F1Race | null;
  grid: boolean;
  circuit: F1Circuit | null;
  result: F1ResultRow[];
  href: F1Href;
}) {
  return (
    <section aria-labelledby="weekend-heading" className={styles.detail}>
      <h2 id="weekend-heading">{sessions[0]!.competition.name}</h2>
      <ul className={styles.tabs}>
        {sessions.map((session) => (
          <li key={session.id}>
            <Link href={href({ verseny: session.competition.id, futam: session.id })}>
              {sportText(session.type === 'Sprint' ? 'f1.session.Sprint' : 'f1.session.Race')}
            </Link>{' '}
            <Link href={href({ verseny: session.competition.id, futam: -session.id })}>
              {sportText('f1.grid')}
            </Link>
          </li>
        ))}
      </ul>
      {circuit ? (
        <>
          <h3>
            {sportText('f1.circuit')}: {circuit.name}
          </h3>
          <ul>
            <F1Fact k="f1.circuit.length" value={circuit.length} />
            <F1Fact k="f1.circuit.distance" value={circuit.race_distance} />
            <F1Fact k="f1.circuit.opened" value={circuit.opened} />
            <F1Fact k="f1.circuit.firstGrandPrix" value={circuit.first_grand_prix} />
            {circuit.lap_record.time ? (
              <li>
                {sportText('f1.circuit.lapRecord', {
                  time: circuit.lap_record.time,
                  driver: circuit.lap_record.driver ?? '',
                  year: circuit.lap_record.year ?? '',
                })}
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
      <h3>
        {sportText(grid ? 'f1.grid' : 'f1.result')}
        {race
          ? ` – ${sportText(race.type === 'Sprint' ? 'f1.session.Sprint' : 'f1.session.Race')}`
          : null}
      </h3>
      {race?.status === 'Live' ? (
        <p>
          <span className={styles.live}>{sportText('f1.live')}</span> {lapsText(race)}
        </p>
      ) : null}
      <F1ResultTable rows={result} grid={grid} />
    </section>
  );
}
