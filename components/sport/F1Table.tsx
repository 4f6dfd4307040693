// A Formula 1 table (a race's result or grid, a championship's standings) in its scrolling frame: a
// head cell per column, the column that names the row as row headers; 'Még nincs adat.' when empty.
import type { ReactNode } from 'react';
import { NoData } from './NoData';
import * as styles from './sport.css';
import { TableFrame } from './TableFrame';

export interface F1Column<Row> {
  head: string;
  cell: (row: Row) => ReactNode;
  /** The column that names the row (the driver, or the team): its cells are row headers. */
  namesRow?: boolean;
}

export function F1Table<Row>({
  label,
  columns,
  rows,
  keyOf,
}: {
  label: string;
  columns: ReadonlyArray<F1Column<Row>>;
  rows: Row[];
  keyOf: (row: Row, index: number) => string;
}) {
  return rows.length ? (
    <TableFrame label={label}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.head} scope="col" className={styles.cell}>
                {column.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={keyOf(row, index)}>
              {columns.map((column) =>
                column.namesRow ? (
                  <th key={column.head} scope="row" className={styles.cell}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.head} className={styles.cell}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  ) : (
    <NoData />
  );
}
