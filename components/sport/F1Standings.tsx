// The Formula 1 page's two championship tabs (SPEC section 2): the drivers' standings (pontverseny:
// driver, team, points) and the constructors' (konstruktor: team, points), or 'Még nincs adat.'.
import { sportText } from '@/lib/i18n/sport.hu';
import type { F1StandingRow } from '@/lib/schemas/f1';
import type { F1Tab } from '@/lib/view/f1';
import { F1Table, type F1Column } from './F1Table';

type Championship = Extract<F1Tab, 'pontverseny' | 'konstruktor'>;

const position: F1Column<F1StandingRow> = {
  head: sportText('f1.col.position'),
  cell: (row) => row.position ?? '–',
};
const points: F1Column<F1StandingRow> = {
  head: sportText('f1.col.points'),
  cell: (row) => row.points ?? '–',
};
// The constructors' rows carry the team's name where the drivers' carry the driver's.
const COLUMNS: Record<Championship, Array<F1Column<F1StandingRow>>> = {
  pontverseny: [
    position,
    { head: sportText('f1.col.driver'), cell: (row) => row.driverName, namesRow: true },
    { head: sportText('f1.col.team'), cell: (row) => row.teamName },
    points,
  ],
  konstruktor: [
    position,
    { head: sportText('f1.col.team'), cell: (row) => row.driverName, namesRow: true },
    points,
  ],
};

export function F1Standings({ tab, rows }: { tab: Championship; rows: F1StandingRow[] }) {
  return (
    <section aria-labelledby="standings-heading">
      <h2 id="standings-heading">{sportText(`f1.tab.${tab}`)}</h2>
      <F1Table
        label={sportText(`f1.tab.${tab}`)}
        columns={COLUMNS[tab]}
        rows={rows}
        keyOf={(row) => row.driverName}
      />
    </section>
  );
}
