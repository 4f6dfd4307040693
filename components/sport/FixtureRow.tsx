// One match in a list (the football page's day, a supplement's matches): round header if any, then a
// link with its state, the teams and the score. A fixed-height row: a changing score moves nothing.
import Link from 'next/link';
import { sportText } from '@/lib/i18n/sport.hu';
import type { Fixture } from '@/lib/schemas/football';
import { matchStatus, scoreText } from '@/lib/view/matchStatus';
import * as styles from './sport.css';

export function FixtureRow({
  fixture,
  header,
  href,
}: {
  fixture: Fixture;
  header: string | null;
  href: string;
}) {
  const status = matchStatus(fixture);
  return (
    <li>
      {header ? <h3 className={styles.roundHeader}>{header}</h3> : null}
      <Link href={href} className={styles.fixture} data-fixture={fixture.fixture.id}>
        <span>
          {status.live ? <span className={styles.live}>{sportText('football.live')}</span> : null}{' '}
          {status.text}
        </span>
        <span>
          {sportText('football.matchOf', {
            home: fixture.teams.home.name,
            away: fixture.teams.away.name,
          })}
        </span>
        <span className={styles.score} aria-live={status.live ? 'polite' : undefined}>
          {scoreText(fixture)}
        </span>
      </Link>
    </li>
  );
}
