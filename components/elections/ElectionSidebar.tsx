// The sidebar of an election supplement (issue 31; SPEC section 2): the election box (valasztas-2024,
// ep-2024) with the headline result, the share counted and a link to the data, and the EU-funding
// notice (ep-2024). The box follows a running count through the one polling hook.
import Link from 'next/link';
import { usePageText } from '@/components/common/usePageText';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { paths } from '@/lib/routing/paths';
import { withShares } from '@/lib/rules/elections';
import type { Election } from '@/lib/schemas/elections';
import { electionFormats, lineColor, lineName, partiesOf } from '@/lib/view/electionView';
import type { ElectionSidebar as Sidebar } from '@/lib/view/supplementElection';
import { CountLine } from './CountLine';
import { useCountedElection } from './useCountedElection';
import * as styles from './elections.css';

/** The box shows this many lines of the headline result. */
const BOX_LINES = 4;

export function ElectionSidebar({ sidebar }: { sidebar: Sidebar }) {
  const t = usePageText();
  return (
    <>
      {sidebar.box ? <ElectionBox initial={sidebar.box} /> : null}
      {sidebar.euFunding ? (
        <aside className={styles.box} aria-labelledby="eu-funding">
          <h2 id="eu-funding" className={styles.boxTitle}>
            {t('election.eu.title')}
          </h2>
          <p className={styles.note}>{t('election.eu.text')}</p>
        </aside>
      ) : null}
    </>
  );
}

function ElectionBox({ initial }: { initial: Election }) {
  const t = usePageText();
  const formats = electionFormats(useLocale());
  const raceId = initial.races[0]?.id ?? '';
  const election = useCountedElection(initial, { races: [raceId], areas: 'withoutNational' });
  const race = election.races[0];
  const lines = race?.national?.results ?? (race?.areas.length === 1 ? race.areas[0]!.results : []);
  const parties = partiesOf(election);
  return (
    <aside className={styles.box} aria-labelledby="election-box" data-election-box>
      <h2 id="election-box" className={styles.boxTitle}>
        {t('election.box.title')}: {race?.title}
      </h2>
      <CountLine election={election} />
      <ol className={styles.candidates}>
        {withShares(lines, race?.national?.valid)
          .slice(0, BOX_LINES)
          .map((line) => {
            // Short names: the box is narrow (a list's full name runs to three lines).
            const named = lineName(line, parties, t('election.independent'));
            const name = line.candidate ? named.name : named.party;
            return (
              <li key={`${line.party}:${line.candidate}`}>
                <span
                  className={styles.swatch}
                  style={{ background: lineColor(line, parties) }}
                  aria-hidden
                />
                {name}: <strong>{formats.percent(line.share)}</strong>
              </li>
            );
          })}
      </ol>
      <p>
        <Link href={paths.supplement(election.id, 'adatok')}>{t('election.box.more')}</Link>
      </p>
    </aside>
  );
}
