// A data page /melleklet/{supplement}/adatok/{x}/{y} (issue 31; SPEC section 2, reached from the map):
// the area's result in every race that has it (candidates or lists, votes, shares, seats, turnout and
// the share counted), and the areas within it as links (a county's constituencies and cities). Works
// without JavaScript; a running count redraws it as it moves.
import Link from 'next/link';
import { usePageText } from '@/components/common/usePageText';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { paths } from '@/lib/routing/paths';
import { dataPageAreas } from '@/lib/rules/elections';
import type { Election } from '@/lib/schemas/elections';
import { areaRow, electionFormats, partiesOf } from '@/lib/view/electionView';
import type { SupplementElection } from '@/lib/view/supplementElection';
import { AreaTable } from './AreaTable';
import { CountLine, SourceNote } from './CountLine';
import { ResultTable } from './ResultTable';
import * as styles from './elections.css';

export function ElectionDataPage({
  data,
  election,
}: {
  data: SupplementElection;
  election: Election;
}) {
  const t = usePageText();
  const formats = electionFormats(useLocale());
  const parties = partiesOf(election);
  const found = dataPageAreas(election, data.area);
  if (!found) return null;
  const name = found.here[0]?.area.name ?? data.area.join(' / ');
  const illustrative = [
    ...found.here.map(({ area }) => area),
    ...found.within.flatMap((w) => w.areas),
  ].some((area) => area.provenance === 'illustrative');
  return (
    <>
      <p className={styles.crumbs}>
        <Link href={paths.supplement(data.supplement, data.settings.mapTab)}>
          {t('election.data.back')}
        </Link>
      </p>
      <h2 className={styles.heading}>{name}</h2>
      <CountLine election={election} />
      {found.here.map(({ race, area }) => (
        <section key={race.id} className={styles.section}>
          <ResultTable
            caption={race.title}
            lines={area.results}
            parties={parties}
            seatsLabel={election.country === 'us' ? t('election.electors') : t('election.seats')}
          />
          {area.registered && area.voted !== null ? (
            <p>
              {t('election.turnout.final', {
                percent: formats.percent((area.voted / area.registered) * 100),
                voted: formats.number(area.voted),
              })}
            </p>
          ) : null}
          {area.counted < 1 ? (
            <p>{t('election.counted', { counted: formats.counted(area.counted) })}</p>
          ) : null}
        </section>
      ))}
      {found.within.map(({ race, areas }) => (
        <section key={race.id} className={styles.section}>
          <AreaTable
            caption={`${race.title}: ${t('election.data.within', { area: name })}`}
            columns={[
              t('election.area'),
              t('election.leader'),
              t('election.party'),
              t('election.share'),
            ]}
            rows={areas.map((area) =>
              areaRow(election, race, area, formats, t('election.independent')),
            )}
          />
        </section>
      ))}
      <SourceNote election={election} illustrative={illustrative} />
    </>
  );
}
