// A selected match (SPEC section 2): summary, timeline (105 / 125 / 130 minutes, SPEC section 9), the
// events, statistics, squads (each side's own, or a note when only the other's is known) and the
// predicted outcome from the fixture's data, with a 'Vissza' link back to the day. Missing parts say
// 'Még nincs adat.' or, for the prediction, 'Nincs még elérhető információ.' (SPEC section 8).
import Link from 'next/link';
import { sportText, type SportKey } from '@/lib/i18n/sport.hu';
import { timelinePosition, timelineWidth } from '@/lib/rules/football';
import type { Fixture, FixtureEvent, Lineup } from '@/lib/schemas/football';
import { predictedOutcome } from '@/lib/view/footballPrediction';
import { kickOffTime, matchStatus, scoreText } from '@/lib/view/matchStatus';
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

/** A side's line-up: by its team's id, or (a line-up without a team) by its place, home first. */
function lineupOf(fixture: Fixture, teamId: number, index: number): Lineup | null {
  const lineups = fixture.lineups ?? [];
  return (
    lineups.find((lineup) => lineup.team?.id === teamId) ??
    (lineups[index] && !lineups[index].team ? lineups[index] : null)
  );
}

function LineupList({ lineup }: { lineup: Lineup }) {
  return (
    <>
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
      {lineup.coach.name ? <p>{sportText('football.coach', { name: lineup.coach.name })}</p> : null}
    </>
  );
}

export function MatchDetail({ fixture, backHref }: { fixture: Fixture; backHref: string }) {
  const status = matchStatus(fixture);
  const width = timelineWidth(fixture.fixture.status.short);
  const events = fixture.events ?? [];
  const { home, away } = fixture.teams;
  const penalty = fixture.score.penalty;
  const heading = sportText('football.matchOf', { home: home.name, away: away.name });
  const prediction = predictedOutcome(fixture);
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
          {[home, away].map((side, index) => {
            const lineup = lineupOf(fixture, side.id, index);
            return (
              <div key={side.id}>
                <h4>{side.name}</h4>
                {lineup ? <LineupList lineup={lineup} /> : <NoData />}
              </div>
            );
          })}
        </div>
      ) : (
        <NoData />
      )}
      <h3>{sportText('football.prediction')}</h3>
      {prediction ? (
        <ul>
          {prediction.favourite ? (
            <li>{sportText('football.prediction.favourite', { name: prediction.favourite })}</li>
          ) : null}
          {prediction.chances ? (
            <>
              <li>
                {sportText('football.prediction.chance', {
                  outcome: home.name,
                  percent: prediction.chances.home,
                })}
              </li>
              <li>
                {sportText('football.prediction.chance', {
                  outcome: sportText('football.prediction.draw'),
                  percent: prediction.chances.draw,
                })}
              </li>
              <li>
                {sportText('football.prediction.chance', {
                  outcome: away.name,
                  percent: prediction.chances.away,
                })}
              </li>
            </>
          ) : null}
        </ul>
      ) : (
        <p>{sportText('sport.noInfo')}</p>
      )}
    </section>
  );
}
