// A Formula 1 race's result (position, driver, team, time or DNS / DNF / DSQ in words, SPEC section 8)
// or its starting grid (no time column), or 'Még nincs adat.'.
import { sportText } from '@/lib/i18n/sport.hu';
import { f1TimeText } from '@/lib/rules/f1';
import type { F1ResultRow } from '@/lib/schemas/f1';
import { F1Table, type F1Column } from './F1Table';

const columns: Array<F1Column<F1ResultRow>> = [
  { head: sportText('f1.col.position'), cell: (row) => row.position ?? '–' },
  { head: sportText('f1.col.driver'), cell: (row) => row.driver.name, namesRow: true },
  { head: sportText('f1.col.team'), cell: (row) => row.team.name },
];
const time: F1Column<F1ResultRow> = {
  head: sportText('f1.col.time'),
  cell: (row) => f1TimeText(row.time),
};

export function F1ResultTable({ rows, grid }: { rows: F1ResultRow[]; grid: boolean }) {
  return (
    <F1Table
      label={sportText(grid ? 'f1.grid' : 'f1.result')}
      columns={grid ? columns : [...columns, time]}
      rows={rows}
      keyOf={(row, index) => `${row.driver.name}-${index}`}
    />
  );
}
