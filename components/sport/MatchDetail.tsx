// A selected match (SPEC section 2): summary, timeline (105 / 125 / 130 minutes, SPEC section 9), the
// events, statistics, squads and the predicted outcome, with a 'Vissza' link back to the day. Missing
// parts say 'Még nincs adat.' or 'Nincs még elérhető információ.' (SPEC section 8).
import Link from 'next/link';
import { sportText, type SportKey } from '@/lib/i18n/sport.hu';
import { timelinePosition, timelineWidth } from '@/lib/rules/football';
import type { Fixture, FixtureEvent } from '@/lib/schemas/football';
import { kickOffTime, matchStatus, scoreText } from './matchStatus';
import { NoData } from './NoData';
import * as styles from './sport.css';
import { TableFrame } from './TableFrame';

function eventKey(event: FixtureEvent): SportKey {
  const detail = (event.detail ?? '').toLowerCase();
  if (event.type === 'Goal') {
    if (detail.includes('own')) return 'football.event.ownGoal';
    if (detail.includes('missed')) return 'football.event.missedPenalty';
    if (detail.includes('penalty')) return 'football.event.penalty';
    return 'football.event.goal';
  }
  if (event.type === 'Card') {
    return detail.includes('red') ? 'football.event.red' : 'football.event.yellow';
  }
  return 'football.event.other';
}

const minute = (event: FixtureEvent) =>
  `${event.time.elapsed ?? 0}${event.time.extra ? `+${event.time.extra}` : ''}'`;

export function MatchDetail({ fixture, backHref }: { fixture: Fixture; backHref: string }) {
  const status = matchStatus(fixture);
  const width = timelineWidth(fixture.fixture.status.short);
  const events = fixture.events ?? [];
  const { home, away } = fixture.teams;
  const penalty = fixture.score.penalty;
  const heading = sportText('football.matchOf', { home: home.name, away: away.name });
  return (
    <section className={styles.detail} aria-labelledby="match-heading">
      <p>
        <Link href={backHref}>{sportText('football.back')}</Link>
      </p>
      <h2 id="match-heading">{heading}</h2>
      <div aria-live="polite">
        <p className={styles.score}>
          {home.name} {scoreText(fixture)} {away.name}
          {penalty.home !== null && penalty.away !== null
            ? ` ${sportText('football.penalties', { home: penalty.home, away: penalty.away })}`
            : null}
        </p>
        <p>
          {status.live ? <span className={styles.live}>{sportText('football.live')}</span> : null}{' '}
          {status.text}
        </p>
      </div>
      <h3>{sportText('football.summary')}</h3>
      <ul>
        <li>{sportText('football.kickOff', { time: kickOffTime(fixture) })}</li>
        {fixture.fixture.venue.name ? (
          <li>
            {sportText('football.venue', {
              venue: [fixture.fixture.venue.name, fixture.fixture.venue.city]
                .filter(Boolean)
                .join(', '),
            })}
          </li>
        ) : null}
        {fixture.fixture.referee ? (
          <li>{sportText('football.referee', { name: fixture.fixture.referee })}</li>
        ) : null}
      </ul>
      <h3>{sportText('football.timeline')}</h3>
      <div className={styles.timeline} aria-hidden="true" data-width={width}>
        {events.map((event, index) => (
          <span
            key={index}
            className={styles.marker}
            style={{ left: `${timelinePosition(event.time, width) * 100}%` }}
            title={`${minute(event)} ${sportText(eventKey(event))}`}
          >
            {event.type === 'Goal' ? '⚽' : '▮'}
          </span>
        ))}
      </div>
      <h3>{sportText('football.events')}</h3>
      {events.length ? (
        <ol>
          {events.map((event, index) => (
            <li key={index}>
              {minute(event)} {sportText(eventKey(event))}: {event.player.name ?? ''} (
              {event.team.name})
              {event.assist.name
                ? `, ${sportText('football.assist', { name: event.assist.name })}`
                : null}
            </li>
          ))}
        </ol>
      ) : (
        <NoData />
      )}
      <h3>{sportText('football.statistics')}</h3>
      {fixture.statistics?.length ? (
        <TableFrame label={sportText('football.statistics')}>
          <table className={styles.table}>
            <tbody>
              {fixture.statistics[0]!.statistics.map((stat, index) => (
                <tr key={stat.type}>
                  <td className={styles.cell}>{stat.value ?? '–'}</td>
                  <th scope="row" className={styles.cell}>
                    {stat.type}
                  </th>
                  <td className={styles.cell}>
                    {fixture.statistics![1]?.statistics[index]?.value ?? '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      ) : (
        <NoData />
      )}
      <h3>{sportText('football.squads')}</h3>
      {fixture.lineups?.length ? (
        <div className={styles.columns}>
          {fixture.lineups.map((lineup, index) => (
            <div key={lineup.team?.id ?? index}>
              <h4>{lineup.team?.name ?? (index === 0 ? home.name : away.name)}</h4>
              <p>{sportText('football.startXI')}</p>
              <ol>
                {lineup.startXI.map(({ player }) => (
                  <li key={`${player.name}-${player.number ?? ''}`}>{player.name}</li>
                ))}
              </ol>
              {lineup.substitutes.length ? (
                <>
                  <p>{sportText('football.substitutes')}</p>
                  <ul>
                    {lineup.substitutes.map(({ player }) => (
                      <li key={player.name}>{player.name}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              {lineup.coach.name ? (
                <p>{sportText('football.coach', { name: lineup.coach.name })}</p>
              ) : null}
            </div>
          ))}
        </div>
      ) : (
        <NoData />
      )}
      <h3>{sportText('football.prediction')}</h3>
      <p>{sportText('sport.noInfo')}</p>
    </section>
  );
}
