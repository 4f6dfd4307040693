// The Olympic tabs of a supplement (SPEC section 2): the medal table (Hungary's line marked), the
// programme day by day with links to each day, and the Hungarian events with Hungary's medal count.
// Server-rendered tables; nothing here needs JavaScript.
import { intlLocales } from '@/lib/i18n/locales';
import { sportText, type SportKey } from '@/lib/i18n/sport.hu';
import { HUNGARY_NOC } from '@/lib/constants';
import type { SupplementOlympics as Data } from '@/lib/view/supplementOlympics';
import * as styles from './sport.css';
import { TableFrame } from './TableFrame';

/** A calendar day (YYYY-MM-DD) in words; the day is the host city's, so no time zone shifts it. */
const dayFormat = new Intl.DateTimeFormat(intlLocales.hu, {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  weekday: 'long',
});
const dayText = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));
const dayAnchor = (date: string) => `nap-${date}`;

export function SupplementOlympics({ data }: { data: Data }) {
  switch (data.kind) {
    case 'unavailable':
      return <p role="status">{sportText('sport.noInfo')}</p>;
    case 'medals':
      return <MedalTable title={data.title} rows={data.rows} />;
    case 'schedule':
      return <Schedule data={data} />;
    case 'hungarian':
      return <HungarianEvents data={data} />;
  }
}

function MedalTable({
  title,
  rows,
}: {
  title: string;
  rows: Extract<Data, { kind: 'medals' }>['rows'];
}) {
  const caption = sportText('olympics.medals', { title });
  return (
    <TableFrame label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              <abbr title={sportText('olympics.col.rank')}>#</abbr>
            </th>
            <th scope="col" className={styles.cell}>
              {sportText('olympics.col.country')}
            </th>
            {(['gold', 'silver', 'bronze', 'total'] as const).map((col) => (
              <th key={col} scope="col" className={styles.numeric}>
                {sportText(`olympics.col.${col}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.noc} className={row.noc === HUNGARY_NOC ? styles.highlightRow : undefined}>
              <td className={styles.cell}>{row.rank}.</td>
              <th scope="row" className={styles.cell}>
                {row.country}
              </th>
              <td className={styles.numeric}>{row.gold}</td>
              <td className={styles.numeric}>{row.silver}</td>
              <td className={styles.numeric}>{row.bronze}</td>
              <td className={styles.numeric}>{row.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** One day's table in a frame that scrolls sideways on a narrow screen (keys scroll it too). */
function DayTable({
  date,
  columns,
  children,
}: {
  date: string;
  columns: readonly SportKey[];
  children: React.ReactNode;
}) {
  return (
    <TableFrame label={dayText(date)}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={styles.cell}>
                {sportText(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableFrame>
  );
}

const SCHEDULE_COLUMNS = [
  'olympics.col.time',
  'olympics.col.sport',
  'olympics.col.event',
  'olympics.col.venue',
] as const satisfies readonly SportKey[];
const HUNGARIAN_COLUMNS = [
  'olympics.col.time',
  'olympics.col.event',
  'olympics.col.athletes',
  'olympics.col.result',
] as const satisfies readonly SportKey[];
const orDash = (value: string | null) => value ?? sportText('olympics.noTime');

function Schedule({ data }: { data: Extract<Data, { kind: 'schedule' }> }) {
  return (
    <div className={styles.page}>
      <h2>{sportText('olympics.schedule', { title: data.title })}</h2>
      <p className={styles.note}>{sportText('olympics.localTime', { city: data.city })}</p>
      <nav aria-label={sportText('olympics.days')}>
        <ul className={styles.tabs}>
          {data.days.map((day) => (
            <li key={day.date}>
              <a href={`#${dayAnchor(day.date)}`}>{dayText(day.date)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {data.days.map((day) => {
        const medals = day.events.filter((event) => event.medal).length;
        return (
          <section key={day.date} id={dayAnchor(day.date)}>
            <h3 className={styles.dayTitle}>
              {dayText(day.date)}
              {medals ? ` · ${sportText('olympics.medalEvents', { count: medals })}` : null}
            </h3>
            <DayTable date={day.date} columns={SCHEDULE_COLUMNS}>
              {day.events.map((event, index) => (
                <tr key={index}>
                  <td className={styles.cell}>{orDash(event.time)}</td>
                  <td className={styles.cell}>{event.sport}</td>
                  <td className={styles.cell}>
                    {event.event}
                    {event.medal ? <strong> ({sportText('olympics.medalEvent')})</strong> : null}
                  </td>
                  <td className={styles.cell}>{orDash(event.venue)}</td>
                </tr>
              ))}
            </DayTable>
          </section>
        );
      })}
    </div>
  );
}

function HungarianEvents({ data }: { data: Extract<Data, { kind: 'hungarian' }> }) {
  return (
    <div className={styles.page}>
      <h2>{sportText('olympics.hungarian', { title: data.title })}</h2>
      <p>{sportText('olympics.hungarianMedals', { ...data.medals })}</p>
      {data.days.map((day) => (
        <section key={day.date}>
          <h3 className={styles.dayTitle}>{dayText(day.date)}</h3>
          <DayTable date={day.date} columns={HUNGARIAN_COLUMNS}>
            {day.events.map((event, index) => (
              <tr key={index} className={event.medal ? styles.highlightRow : undefined}>
                <td className={styles.cell}>{orDash(event.time)}</td>
                <td className={styles.cell}>
                  {event.sport}, {event.event}
                </td>
                <td className={styles.cell}>{event.athletes.join(', ')}</td>
                <td className={styles.cell}>{event.result}</td>
              </tr>
            ))}
          </DayTable>
        </section>
      ))}
    </div>
  );
}
