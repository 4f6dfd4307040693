// Where the count stands (issue 31): the share counted while a count runs (announced politely to screen
// readers as it moves), "Végeredmény" once final, and the note on illustrative figures when the part
// shown holds any, so an invented figure is never presented as official.
import { usePageText } from '@/components/common/usePageText';
import { useLocale } from '@/lib/i18n/LocaleContext';
import type { Election } from '@/lib/schemas/elections';
import { electionFormats } from '@/lib/view/electionView';
import * as styles from './elections.css';

export function CountLine({ election }: { election: Election }) {
  const t = usePageText();
  const formats = electionFormats(useLocale());
  const { status, counted } = election.count;
  return (
    <p className={styles.status} role="status" data-count-status={status}>
      {status === 'final' ? (
        <strong>{t('election.final')}</strong>
      ) : status === 'before' ? (
        <span>{t('election.before')}</span>
      ) : (
        <>
          <span className={styles.live}>{t('election.live')}</span>
          <span>{t('election.counted', { counted: formats.counted(counted) })}</span>
        </>
      )}
    </p>
  );
}

/** Whether any race or area shown holds illustrative figures. */
export function hasIllustrative(election: Election): boolean {
  return (
    election.turnout.provenance === 'illustrative' ||
    election.races.some(
      (race) =>
        race.provenance === 'illustrative' ||
        race.areas.some((area) => area.provenance === 'illustrative'),
    )
  );
}

/** The source of the figures and, where some are illustrative, the warning that says so. */
export function SourceNote({
  election,
  illustrative,
}: {
  election: Election;
  illustrative: boolean;
}) {
  const t = usePageText();
  return (
    <>
      {illustrative ? (
        <p className={styles.note} data-illustrative>
          {t('election.illustrative')}
        </p>
      ) : null}
      <p className={styles.note}>
        {election.country === 'us' ? t('election.source.us') : t('election.source.hu')}
      </p>
    </>
  );
}
