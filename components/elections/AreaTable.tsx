// An election map's data as a table (issue 31): one row per area, its first cell a link to the area's
// page, the other cells as the caller formatted them. Beside AreaMap.tsx it is the way to every area
// for readers who do not use the map; a table wider than the screen scrolls inside its frame, which
// is focusable and named by the caption so keyboards can scroll it.
import { useId } from 'react';
import * as styles from './areaMap.css';

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
  const id = useId();
  const cellClass = (index: number) =>
    numericColumns.includes(index) ? styles.numeric : styles.cell;
  return (
    <div className={styles.tableFrame} tabIndex={0} role="region" aria-labelledby={id}>
      <table className={styles.table}>
        <caption id={id} className={styles.tableCaption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cellClass(index)}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.cell}>
                <a href={row.href} target={linkTarget}>
                  {row.cells[0]}
                </a>
              </th>
              {row.cells.slice(1).map((cell, index) => (
                <td key={index} className={cellClass(index + 1)}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
