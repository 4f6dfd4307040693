// One result as a table (issue 31): every list or candidate with its colour, votes, share (drawn as a
// bar too) and seats, best first. A caption names it; a wide table scrolls inside its own frame.
import { usePageText } from '@/components/common/usePageText';
import { TableFrame } from '@/components/sport/TableFrame';
import * as sport from '@/components/sport/sport.css';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { withShares } from '@/lib/rules/elections';
import type { Party, ResultLine } from '@/lib/schemas/elections';
import { electionFormats, lineColor, lineName } from '@/lib/view/electionView';
import * as styles from './elections.css';

export function ResultTable({
  caption,
  lines,
  parties,
  seatsLabel,
  seatsExpected = false,
}: {
  caption: string;
  lines: readonly ResultLine[];
  parties: Map<string, Party>;
  /** The seats column's heading; none: no seats column. */
  seatsLabel?: string;
  /** The race fills seats: the column stands (with '–') while the count runs, so nothing moves. */
  seatsExpected?: boolean;
}) {
  const t = usePageText();
  const formats = electionFormats(useLocale());
  const shares = withShares(lines);
  const candidates = lines.some((line) => line.candidate);
  const showSeats =
    seatsLabel !== undefined && (seatsExpected || lines.some((line) => line.seats !== null));
  return (
    <TableFrame label={caption}>
      <table className={sport.table}>
        <caption className={styles.heading}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={sport.cell}>
              {candidates ? t('election.name') : t('election.party')}
            </th>
            <th scope="col" className={sport.numeric}>
              {t('election.votes')}
            </th>
            <th scope="col" className={sport.numeric}>
              {t('election.share')}
            </th>
            {showSeats ? (
              <th scope="col" className={sport.numeric}>
                {seatsLabel}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {shares.map((line) => {
            const named = lineName(line, parties, t('election.independent'));
            const color = lineColor(line, parties);
            return (
              <tr key={`${line.party}:${line.candidate}`}>
                <th scope="row" className={`${sport.cell} ${styles.name}`}>
                  <span className={styles.swatch} style={{ background: color }} aria-hidden />
                  {named.name}
                  {line.candidate ? ` (${named.party})` : null}
                  <div
                    className={styles.bar}
                    style={{ width: `${line.share}%`, background: color }}
                    aria-hidden
                  />
                </th>
                <td className={sport.numeric}>{formats.number(line.votes)}</td>
                <td className={sport.numeric}>{formats.percent(line.share)}</td>
                {showSeats ? <td className={sport.numeric}>{line.seats ?? '–'}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
