// Adatok / Térkép (issue 31; SPEC sections 2 and 7): the headline result, the embedded map (our own
// embeddable map page by default, or ELECTION_MAP_URL's) in an iframe with its path and hideMore=1,
// sized by the frame's own messages, and under it every area as a link to its data page: the way
// to the data without JavaScript, and for anyone who prefers a list.
import { usePageText } from '@/components/common/usePageText';
import { useLocale } from '@/lib/i18n/LocaleContext';
import type { Election } from '@/lib/schemas/elections';
import {
  electionFormats,
  mapAreas,
  mapEntries,
  mapKeyOf,
  partiesOf,
} from '@/lib/view/electionView';
import type { SupplementElection } from '@/lib/view/supplementElection';
import { CountLine, SourceNote } from './CountLine';
import { ResultTable } from './ResultTable';
import { useElectionFrame } from './useElectionFrame';
import { useMapTexts } from './useMapTexts';
import * as styles from './elections.css';

/** The electoral votes a US presidential candidate needs. */
const ELECTORS_TO_WIN = 270;

export function HeadlineResult({ election, race: raceId }: { election: Election; race: string }) {
  const t = usePageText();
  const race = election.races.find((r) => r.id === raceId);
  if (!race) return null;
  // A race of one area (the Budapest mayor) has its result there.
  const lines = race.national?.results ?? (race.areas.length === 1 ? race.areas[0]!.results : null);
  if (!lines) return null;
  return (
    <ResultTable
      caption={t('election.results', { race: race.title })}
      lines={lines}
      valid={race.national?.valid ?? null}
      parties={partiesOf(election)}
      seatsLabel={election.country === 'us' ? t('election.electors') : t('election.seats')}
      seatsExpected={race.national !== null && race.seats !== null}
    />
  );
}

export function ElectionMapTab({
  data,
  election,
}: {
  data: SupplementElection;
  election: Election;
}) {
  const t = usePageText();
  const formats = electionFormats(useLocale());
  const texts = useMapTexts();
  const { ref, height, src, onLoad } = useElectionFrame(data.frame!, data.supplement);
  const entries = mapEntries(election, data.settings, formats, texts);
  const headline = election.races.find((race) => race.id === data.settings.headlineRace);
  return (
    <>
      <CountLine election={election} />
      <section className={styles.section}>
        <HeadlineResult election={election} race={data.settings.headlineRace} />
        {election.country === 'us' ? (
          <p>{t('election.usa.toWin', { n: ELECTORS_TO_WIN })}</p>
        ) : null}
      </section>
      <iframe
        ref={ref}
        className={styles.frame}
        src={src}
        title={t('election.map.frameTitle', { title: election.title })}
        onLoad={onLoad}
        style={
          height === null
            ? { aspectRatio: String(data.frame!.aspectRatio), minHeight: '16rem' }
            : { height }
        }
        data-election-frame
      />
      <section className={styles.section} aria-labelledby="election-areas">
        <h2 id="election-areas" className={styles.heading}>
          {t('election.map.areas')}
        </h2>
        <ul className={styles.links}>
          {mapAreas(election, data.settings).map(({ area }) => {
            const entry = entries[mapKeyOf(data.settings, area)]!;
            return (
              <li key={entry.href}>
                <a href={entry.href}>{entry.label}</a>
              </li>
            );
          })}
        </ul>
      </section>
      <SourceNote election={election} illustrative={headline?.provenance === 'illustrative'} />
    </>
  );
}
