// One result as a table (issue 31): every list or candidate with its colour, votes, share (drawn as a
// bar too) and seats, best first. A caption names it; a wide table scrolls inside its own frame.
import { usePageText } from '@/components/common/usePageText';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { withShares } from '@/lib/rules/elections';
import type { Party, ResultLine } from '@/lib/schemas/elections';
import { electionFormats, lineColor, lineName } from '@/lib/view/electionView';
import { FigureTable, ShareBar, Swatch } from './FigureTable';

export function ResultTable({
  caption,
  lines,
  parties,
  seatsLabel,
  seatsExpected = false,
  valid = null,
}: {
  caption: string;
  lines: readonly ResultLine[];
  /** The valid votes the shares are of (a race's official base); null: the lines' sum. */
  valid?: number | null;
  parties: Map<string, Party>;
  /** The seats column's heading; none: no seats column. */
  seatsLabel?: string;
  /** The race fills seats: the column stands (with '–') while the count runs, so nothing moves. */
  seatsExpected?: boolean;
}) {
  const t = usePageText();
  const formats = electionFormats(useLocale());
  const candidates = lines.some((line) => line.candidate);
  const showSeats =
    seatsLabel !== undefined && (seatsExpected || lines.some((line) => line.seats !== null));
  return (
    <FigureTable
      caption={caption}
      columns={[
        { label: candidates ? t('election.name') : t('election.party') },
        { label: t('election.votes'), numeric: true },
        { label: t('election.share'), numeric: true },
        ...(showSeats ? [{ label: seatsLabel!, numeric: true }] : []),
      ]}
      rows={withShares(lines, valid).map((line) => {
        const named = lineName(line, parties, t('election.independent'));
        const color = lineColor(line, parties);
        return {
          key: `${line.party}:${line.candidate}`,
          head: (
            <>
              <Swatch color={color} />
              {named.name}
              {line.candidate ? ` (${named.party})` : null}
              <ShareBar share={line.share} color={color} />
            </>
          ),
          cells: [
            formats.number(line.votes),
            formats.percent(line.share),
            ...(showSeats ? [line.seats ?? '–'] : []),
          ],
        };
      })}
    />
  );
}
