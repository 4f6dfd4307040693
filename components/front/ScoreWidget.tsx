// The front page's score widget (issue 32): the football matches under way and the day's matches,
// the Formula 1 races under way, each a fixed-height row linking to its page, and links to the
// football and Formula 1 pages. No match today, or a failing source (SPEC section 8), is said in a
// note; the rest of the page renders either way. Everything is decided on the server
// (lib/pages/scoreWidgetProps.ts), also what the open page polls while a match or race is on.
import Link from 'next/link';
import { MATCH_REFRESH_MS } from '@/lib/constants';
import { usePoll } from '@/lib/hooks/usePoll';
import { paths } from '@/lib/routing/paths';
import type { ScoreWidgetView } from '@/lib/schemas/scoreWidget';
import * as styles from './front.css';

/** The widget's poll (pages/api/frontend/scores.ts). */
export const SCORE_WIDGET_URL = '/api/frontend/scores';

const widgetSchema = () =>
  import('@/lib/schemas/scoreWidget').then(({ scoreWidgetViewSchema }) => scoreWidgetViewSchema);

export function ScoreWidget({ scores: initial }: { scores: ScoreWidgetView }) {
  // SPEC sections 4 and 9: matches and races refresh every 15 s while they can change, then stop; a
  // failed poll changes nothing (section 8). The answer's schema comes with the first poll.
  const { data } = usePoll({
    url: initial.changing ? SCORE_WIDGET_URL : null,
    schema: widgetSchema,
    intervalMs: (latest) => ((latest ?? initial).changing ? MATCH_REFRESH_MS : 0),
  });
  const scores = data ?? initial;
  const { texts } = scores;
  return (
    <section className={styles.box} aria-labelledby="widget-scores">
      <h2 id="widget-scores" className={styles.boxTitle}>
        {scores.title}
      </h2>
      {texts.note ? (
        <p role={scores.unavailable ? 'status' : undefined} className={styles.small}>
          {texts.note}
        </p>
      ) : null}
      {scores.matches.length || scores.races.length ? (
        <ul className={styles.boxList}>
          {scores.matches.map((match) => (
            <li key={`m${match.id}`}>
              <Link href={match.href} className={styles.scoreRow} data-fixture={match.id}>
                <span>
                  {match.home} <strong>{match.score}</strong> {match.away}
                </span>
                <span className={styles.small}>
                  {match.live ? <span className={styles.scoreLive}>{texts.live}</span> : null}{' '}
                  {match.status}
                </span>
              </Link>
            </li>
          ))}
          {scores.races.map((race) => (
            <li key={`r${race.id}`}>
              <Link href={race.href} className={styles.scoreRow} data-race={race.id}>
                <span>{race.name}</span>
                <span className={styles.small}>
                  <span className={styles.scoreLive}>{texts.live}</span> {race.laps}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.small}>
        <Link href={paths.football()}>{texts.football}</Link> ·{' '}
        <Link href={paths.f1()}>{texts.f1}</Link>
      </p>
    </section>
  );
}
