// The seats each party won (issue 31): the National Assembly's make-up, the constituency seats.
import { usePageText } from '@/components/common/usePageText';
import { TableFrame } from '@/components/sport/TableFrame';
import * as sport from '@/components/sport/sport.css';
import type { Election } from '@/lib/schemas/elections';
import { INDEPENDENT_FILL, partiesOf } from '@/lib/view/electionView';
import * as styles from './elections.css';

export function SeatTable({
  caption,
  rows,
  election,
}: {
  caption: string;
  rows: Array<{ party: string | null; seats: number }>;
  election: Election;
}) {
  const t = usePageText();
  const parties = partiesOf(election);
  return (
    <TableFrame label={caption}>
      <table className={sport.table}>
        <caption className={styles.heading}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={sport.cell}>
              {t('election.party')}
            </th>
            <th scope="col" className={sport.numeric}>
              {election.country === 'us' ? t('election.electors') : t('election.seats')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const party = row.party ? parties.get(row.party) : undefined;
            return (
              <tr key={row.party ?? 'independent'}>
                <th scope="row" className={sport.cell}>
                  <span
                    className={styles.swatch}
                    style={{ background: party?.color ?? INDEPENDENT_FILL }}
                    aria-hidden
                  />
                  {party?.name ?? t('election.independent')}
                </th>
                <td className={sport.numeric}>{row.seats}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
