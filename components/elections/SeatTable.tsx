// The seats each party won (issue 31): the National Assembly's make-up, the constituency seats.
import { usePageText } from '@/components/common/usePageText';
import type { Election } from '@/lib/schemas/elections';
import { INDEPENDENT_FILL, partiesOf } from '@/lib/view/electionView';
import { FigureTable, Swatch } from './FigureTable';

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
    <FigureTable
      caption={caption}
      columns={[
        { label: t('election.party') },
        {
          label: election.country === 'us' ? t('election.electors') : t('election.seats'),
          numeric: true,
        },
      ]}
      rows={rows.map((row) => {
        const party = row.party ? parties.get(row.party) : undefined;
        return {
          key: row.party ?? 'independent',
          head: (
            <>
              <Swatch color={party?.color ?? INDEPENDENT_FILL} />
              {party?.name ?? t('election.independent')}
            </>
          ),
          cells: [row.seats],
        };
      })}
    />
  );
}
