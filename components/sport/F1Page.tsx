// The Formula 1 page (/sport/forma-1; SPEC section 2): the calendar with circuit info and results (a
// live tag and a 15 s refresh while a race is live), the starting grid, teams, drivers, and the two
// championships. Every choice is a link: a URL the server renders, readable without JavaScript. Names
// come in Hungarian from the server; polled races get them from the names the server recorded.
import { intlLocales } from '@/lib/i18n/locales';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { CANONICAL_TIME_ZONE, F1_REFRESH_MS } from '@/lib/constants';
import { usePoll } from '@/lib/hooks/usePoll';
import { sportText, type SportKey } from '@/lib/i18n/sport.hu';
import { f1TimeText } from '@/lib/rules/f1';
import { paths } from '@/lib/routing/paths';
import { f1RaceSchema, type F1Race } from '@/lib/schemas/f1';
import { livescoreAnswer } from '@/lib/schemas/livescoreAnswer';
import { F1_TABS, type F1View } from '@/lib/view/f1';
import { localizeRace, lookupSportName } from '@/lib/view/sportNames';
import { NoData } from './NoData';
import * as styles from './sport.css';
import { TableFrame } from './TableFrame';
import { log } from '@/lib/observability/log';

const racesAnswer = livescoreAnswer(f1RaceSchema);
const day = new Intl.DateTimeFormat(intlLocales.hu, {
  timeZone: CANONICAL_TIME_ZONE,
  month: 'long',
  day: 'numeric',
});

function Fact({ k, value }: { k: SportKey; value: string | number | null | undefined }) {
  return value === null || value === undefined || value === '' ? null : (
    <li>{sportText(k, { value })}</li>
  );
}

/** A tab of cards (teams, drivers) under its heading, or 'Még nincs adat.'. */
function Cards<T>({
  id,
  title,
  items,
  keyOf,
  render,
}: {
  id: string;
  title: string;
  items: T[];
  keyOf: (item: T) => string | number;
  render: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length ? (
        <div className={styles.columns}>
          {items.map((item) => (
            <article key={keyOf(item)} className={styles.detail}>
              {render(item)}
            </article>
          ))}
        </div>
      ) : (
        <NoData />
      )}
    </section>
  );
}

function laps(race: F1Race): string {
  const { current, total } = race.laps;
  if (total === null) return '';
  return race.status === 'Live' && current !== null
    ? sportText('f1.laps', { current, total })
    : sportText('f1.lapsTotal', { total });
}

export function F1Page({ view }: { view: F1View }) {
  const { selection } = view;
  const here = { oldal: selection.tab, szezon: selection.season };
  // Live races (SPEC section 4): the calendar refreshes every 15 s while one is live.
  const poll = usePoll({
    url: `/api/livescore/formula-1/races/${selection.season}`,
    schema: racesAnswer,
    intervalMs: (latest) =>
      (latest?.response ?? view.races).some((race) => race.status === 'Live') ? F1_REFRESH_MS : 0,
    onError: (error) => log.warn('races not refreshed', { error: error }),
  });
  const polled = poll.data?.response;
  const translate = lookupSportName(view.names);
  const races = polled ? polled.map((race) => localizeRace(race, translate)) : view.races;
  const weekends = races.filter((race) => race.type === 'Race');
  const selectedRace = races.find((race) => race.id === selection.race) ?? null;
  const sessions = races.filter((race) => race.competition.id === selection.competition);
  const circuit = view.circuit;

  return (
    <div className={styles.page}>
      <h1>{sportText('f1.title')}</h1>
      <p className={styles.note}>{sportText('sport.notRealTime')}</p>
      {view.unavailable ? <p role="status">{sportText('sport.unavailable')}</p> : null}
      <nav aria-label={sportText('f1.tabs')}>
        <ul className={styles.tabs}>
          {F1_TABS.map((tab) => (
            <li key={tab}>
              <Link
                href={paths.f1({ ...here, oldal: tab })}
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
        <>
          <section aria-labelledby="calendar-heading">
            <h2 id="calendar-heading">{sportText('f1.tab.versenynaptar')}</h2>
            {weekends.length ? (
              <ol className={styles.fixtures}>
                {weekends.map((race) => (
                  <li key={race.id}>
                    <Link
                      href={paths.f1({ ...here, verseny: race.competition.id })}
                      className={
                        race.competition.id === selection.competition
                          ? `${styles.fixture} ${styles.selected}`
                          : styles.fixture
                      }
                      aria-current={
                        race.competition.id === selection.competition ? 'true' : undefined
                      }
                    >
                      <span>{day.format(new Date(race.date))}</span>
                      <span>
                        {race.competition.name} – {race.circuit.name}
                      </span>
                      <span>
                        {race.status === 'Live' ? (
                          <span className={styles.live}>{sportText('f1.live')}</span>
                        ) : null}{' '}
                        {laps(race)}
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
            <section aria-labelledby="weekend-heading" className={styles.detail}>
              <h2 id="weekend-heading">{sessions[0]!.competition.name}</h2>
              <ul className={styles.tabs}>
                {sessions.map((race) => (
                  <li key={race.id}>
                    <Link
                      href={paths.f1({ ...here, verseny: race.competition.id, futam: race.id })}
                    >
                      {sportText(race.type === 'Sprint' ? 'f1.session.Sprint' : 'f1.session.Race')}
                    </Link>{' '}
                    <Link
                      href={paths.f1({ ...here, verseny: race.competition.id, futam: -race.id })}
                    >
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
                    <Fact k="f1.circuit.length" value={circuit.length} />
                    <Fact k="f1.circuit.distance" value={circuit.race_distance} />
                    <Fact k="f1.circuit.opened" value={circuit.opened} />
                    <Fact k="f1.circuit.firstGrandPrix" value={circuit.first_grand_prix} />
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
                {sportText(selection.grid ? 'f1.grid' : 'f1.result')}
                {selectedRace
                  ? ` – ${sportText(selectedRace.type === 'Sprint' ? 'f1.session.Sprint' : 'f1.session.Race')}`
                  : null}
              </h3>
              {selectedRace?.status === 'Live' ? (
                <p>
                  <span className={styles.live}>{sportText('f1.live')}</span> {laps(selectedRace)}
                </p>
              ) : null}
              {view.result.length ? (
                <TableFrame label={sportText(selection.grid ? 'f1.grid' : 'f1.result')}>
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col" className={styles.cell}>
                          {sportText('f1.col.position')}
                        </th>
                        <th scope="col" className={styles.cell}>
                          {sportText('f1.col.driver')}
                        </th>
                        <th scope="col" className={styles.cell}>
                          {sportText('f1.col.team')}
                        </th>
                        {selection.grid ? null : (
                          <th scope="col" className={styles.cell}>
                            {sportText('f1.col.time')}
                          </th>
                        )}
                      </tr>
                    </thead>
                    <tbody>
                      {view.result.map((row, index) => (
                        <tr key={`${row.driver.name}-${index}`}>
                          <td className={styles.cell}>{row.position ?? '–'}</td>
                          <th scope="row" className={styles.cell}>
                            {row.driver.name}
                          </th>
                          <td className={styles.cell}>{row.team.name}</td>
                          {selection.grid ? null : (
                            <td className={styles.cell}>{f1TimeText(row.time)}</td>
                          )}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableFrame>
              ) : (
                <NoData />
              )}
            </section>
          ) : null}
        </>
      ) : null}

      {selection.tab === 'csapatok' ? (
        <Cards
          id="teams-heading"
          title={sportText('f1.tab.csapatok')}
          items={view.teams}
          keyOf={(team) => team.id ?? team.name}
          render={(team) => (
            <>
              <h3>
                <Link href={paths.f1({ ...here, csapat: team.id ?? null })}>{team.name}</Link>
              </h3>
              <ul>
                <Fact k="f1.team.base" value={team.base} />
                <Fact k="f1.team.director" value={team.director} />
                <Fact k="f1.team.chassis" value={team.chassis} />
                <Fact k="f1.team.engine" value={team.engine} />
                {team.id === selection.team ? (
                  <>
                    <Fact k="f1.team.firstEntry" value={team.first_team_entry} />
                    <Fact k="f1.team.titles" value={team.world_championships} />
                    <Fact k="f1.team.wins" value={team.highest_race_finish.number} />
                    <Fact k="f1.team.technical" value={team.technical_manager} />
                    <Fact k="f1.team.tyres" value={team.tyres} />
                  </>
                ) : null}
              </ul>
            </>
          )}
        />
      ) : null}

      {selection.tab === 'versenyzok' ? (
        <Cards
          id="drivers-heading"
          title={sportText('f1.tab.versenyzok')}
          items={view.drivers}
          keyOf={(driver) => driver.id ?? driver.name}
          render={(driver) => (
            <>
              <h3>
                <Link href={paths.f1({ ...here, versenyzo: driver.id ?? null })}>
                  {driver.name}
                </Link>
              </h3>
              <ul>
                <Fact k="f1.driver.number" value={driver.number} />
                <Fact
                  k="f1.driver.team"
                  value={driver.teams.map((entry) => entry.team.name).join(', ')}
                />
                {driver.id === selection.driver ? (
                  <>
                    <Fact k="f1.driver.nationality" value={driver.nationality} />
                    {driver.birthdate ? (
                      <li>
                        {sportText('f1.driver.born', {
                          date: driver.birthdate,
                          place: driver.birthplace ?? '',
                        })}
                      </li>
                    ) : null}
                    <Fact k="f1.driver.titles" value={driver.world_championships} />
                    <Fact k="f1.driver.wins" value={driver.highest_race_finish.number} />
                  </>
                ) : null}
              </ul>
            </>
          )}
        />
      ) : null}

      {selection.tab === 'pontverseny' || selection.tab === 'konstruktor' ? (
        <section aria-labelledby="standings-heading">
          <h2 id="standings-heading">{sportText(`f1.tab.${selection.tab}`)}</h2>
          {view.standings.length ? (
            <TableFrame label={sportText(`f1.tab.${selection.tab}`)}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col" className={styles.cell}>
                      {sportText('f1.col.position')}
                    </th>
                    <th scope="col" className={styles.cell}>
                      {sportText(selection.tab === 'konstruktor' ? 'f1.col.team' : 'f1.col.driver')}
                    </th>
                    {selection.tab === 'konstruktor' ? null : (
                      <th scope="col" className={styles.cell}>
                        {sportText('f1.col.team')}
                      </th>
                    )}
                    <th scope="col" className={styles.cell}>
                      {sportText('f1.col.points')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {view.standings.map((row) => (
                    <tr key={row.driverName}>
                      <td className={styles.cell}>{row.position ?? '–'}</td>
                      <th scope="row" className={styles.cell}>
                        {row.driverName}
                      </th>
                      {selection.tab === 'konstruktor' ? null : (
                        <td className={styles.cell}>{row.teamName}</td>
                      )}
                      <td className={styles.cell}>{row.points ?? '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
          ) : (
            <NoData />
          )}
        </section>
      ) : null}
    </div>
  );
}
