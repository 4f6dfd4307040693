// The election pages' tables of figures (issue 31): a caption, the column heads (figures aligned right
// with tabular digits), one row per party, area or hour with its name as the row's head; a wide table
// scrolls sideways inside its own named frame. Swatch and ShareBar draw a party's colour and a share
// beside the words and numbers that say them (decoration for assistive technology).
import type { ReactNode } from 'react';
import { TableFrame } from '@/components/sport/TableFrame';
import * as sport from '@/components/sport/sport.css';
import * as styles from './elections.css';

export interface FigureColumn {
  label: string;
  numeric?: boolean;
}

export interface FigureRow {
  key: string;
  /** The row's head: the first column. */
  head: ReactNode;
  /** The other columns' cells, in order. */
  cells: ReactNode[];
}

export function FigureTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: FigureColumn[];
  rows: FigureRow[];
}) {
  const cellClass = (index: number) => (columns[index]?.numeric ? sport.numeric : sport.cell);
  return (
    <TableFrame label={caption}>
      <table className={`${sport.table} ${styles.table}`}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column.label} scope="col" className={cellClass(index)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${sport.cell} ${styles.name}`}>
                {row.head}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className={cellClass(index + 1)}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

export function Swatch({ color }: { color: string | undefined }) {
  return <span className={styles.swatch} style={{ background: color }} aria-hidden />;
}

/** `share` 0-100 as a bar's width. */
export function ShareBar({ share, color }: { share: number; color: string }) {
  return (
    <div className={styles.bar} style={{ width: `${share}%`, background: color }} aria-hidden />
  );
}
