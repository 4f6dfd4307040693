// Választókerületek (issue 31): the constituencies' tile map coloured by the winner (every tile a link
// to its data page, with a text alternative), the seats won in constituencies, and the same data as a
// table.
import { usePageText } from '@/components/common/usePageText';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { seatTotals } from '@/lib/rules/elections';
import type { Election } from '@/lib/schemas/elections';
import { areaRow, electionFormats, mapEntries, mapLegend } from '@/lib/view/electionView';
import type { SupplementElection } from '@/lib/view/supplementElection';
import { AreaMap } from './AreaMap';
import { AreaTable } from './AreaTable';
import { CountLine, hasIllustrative, SourceNote } from './CountLine';
import { SeatTable } from './SeatTable';
import { useMapTexts } from './useMapTexts';
import * as styles from './elections.css';

export function ConstituenciesTab({
  data,
  election,
}: {
  data: SupplementElection;
  election: Election;
}) {
  const t = usePageText();
  const formats = electionFormats(useLocale());
  const texts = useMapTexts();
  const race = election.races.find((r) => r.id === data.settings.mapRaces[0]);
  if (!race || !data.layout) return null;
  return (
    <>
      <CountLine election={election} />
      <section className={styles.section}>
        <AreaMap
          layout={data.layout}
          title={t('election.constituencies.map', { count: race.areas.length })}
          areas={mapEntries(election, data.settings, formats, texts)}
          legend={mapLegend(election, data.settings, texts.independent)}
        />
      </section>
      {election.count.status === 'final' ? (
        <section className={styles.section}>
          <SeatTable
            caption={t('election.constituencies.seats')}
            rows={seatTotals(election, [race.id])}
            election={election}
          />
        </section>
      ) : null}
      <section className={styles.section}>
        <AreaTable
          caption={t('election.constituencies.table')}
          columns={[
            t('election.area'),
            t('election.leader'),
            t('election.party'),
            t('election.share'),
          ]}
          rows={race.areas.map((area) => areaRow(election, race, area, formats, texts.independent))}
        />
      </section>
      <SourceNote election={election} illustrative={hasIllustrative(election)} />
    </>
  );
}
