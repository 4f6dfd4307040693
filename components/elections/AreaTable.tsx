// An election map's data as a table (issue 31): one row per area, its first cell a link to the area's
// page, the other cells as the caller formatted them. Beside AreaMap.tsx it is the way to every area
// for readers who do not use the map; a table wider than the screen scrolls inside its frame, which
// is focusable and named by the caption so keyboards can scroll it (FigureTable.tsx).
import { FigureTable } from './FigureTable';

export interface AreaRow {
  key: string;
  href: string;
  /** The area's name first, then one text per further column. */
  cells: string[];
}

interface Props {
  caption: string;
  /** The column heads, the area's column first. */
  columns: string[];
  rows: AreaRow[];
  /** Indexes of the columns holding figures (aligned right, with tabular digits). */
  numericColumns?: number[];
  /** '_top' in the embedded map: a link opens the data page in the whole window. */
  linkTarget?: '_top';
}

export function AreaTable({ caption, columns, rows, numericColumns = [], linkTarget }: Props) {
  return (
    <FigureTable
      caption={caption}
      columns={columns.map((label, index) => ({ label, numeric: numericColumns.includes(index) }))}
      rows={rows.map((row) => ({
        key: row.key,
        head: (
          <a href={row.href} target={linkTarget}>
            {row.cells[0]}
          </a>
        ),
        cells: row.cells.slice(1),
      }))}
    />
  );
}
