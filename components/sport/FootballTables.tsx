// The football page's tables (SPEC section 2 tabs): the groups' standings, the top scorers, and the
// most yellow and red cards. 'Még nincs adat.' when a table is empty.
import { sportText } from '@/lib/i18n/sport.hu';
import type { FootballTable } from '@/lib/view/football';
import { NoData } from './NoData';
import { TableFrame } from './TableFrame';
import * as styles from './sport.css';

export function FootballTables({ table }: { table: FootballTable }) {
  if (table.kind === 'standings') {
    if (!table.groups.length) return <NoData />;
    return (
      <div className={styles.columns}>
        {table.groups.map((rows, index) => {
          const caption = rows[0]?.group
            ? sportText('football.groupTable', { group: rows[0].group.replace(/^Group\s+/i, '') })
            : sportText('football.tab.tabella');
          return (
            <TableFrame key={rows[0]?.group ?? index} label={caption}>
              <table className={styles.table}>
                <caption>{caption}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={styles.cell}>
                      <abbr title={sportText('football.col.rank')}>#</abbr>
                    </th>
                    <th scope="col" className={styles.cell}>
                      {sportText('football.col.team')}
                    </th>
                    {(['played', 'win', 'draw', 'lose', 'goals', 'diff', 'points'] as const).map(
                      (col) => (
                        <th key={col} scope="col" className={styles.cell}>
                          <abbr title={sportText(`football.col.${col}`)}>
                            {sportText(`football.short.${col}`)}
                          </abbr>
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.team.id}>
                      <td className={styles.cell}>{row.rank}</td>
                      <th scope="row" className={styles.cell}>
                        {row.team.name}
                      </th>
                      <td className={styles.cell}>{row.all.played}</td>
                      <td className={styles.cell}>{row.all.win}</td>
                      <td className={styles.cell}>{row.all.draw}</td>
                      <td className={styles.cell}>{row.all.lose}</td>
                      <td className={styles.cell}>
                        {row.all.goals.for}:{row.all.goals.against}
                      </td>
                      <td className={styles.cell}>{row.goalsDiff}</td>
                      <td className={styles.cell}>{row.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
          );
        })}
      </div>
    );
  }
  if (!table.rows.length) return <NoData />;
  const column = { gol: 'scored', sarga: 'yellow', piros: 'red' } as const;
  const value = (row: (typeof table.rows)[number]) => {
    const stats = row.statistics[0]!;
    if (table.tab === 'gol') return stats.goals.total;
    if (table.tab === 'sarga') return stats.cards.yellow;
    return (stats.cards.red ?? 0) + (stats.cards.yellowred ?? 0);
  };
  const caption = sportText(`football.tab.${table.tab}`);
  return (
    <TableFrame label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              <abbr title={sportText('football.col.rank')}>#</abbr>
            </th>
            <th scope="col" className={styles.cell}>
              {sportText('football.col.player')}
            </th>
            <th scope="col" className={styles.cell}>
              {sportText('football.col.team')}
            </th>
            <th scope="col" className={styles.cell}>
              {sportText(`football.col.${column[table.tab]}`)}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={`${row.player.name}-${index}`}>
              <td className={styles.cell}>{index + 1}</td>
              <th scope="row" className={styles.cell}>
                {row.player.name}
              </th>
              <td className={styles.cell}>{row.statistics[0]!.team.name}</td>
              <td className={styles.cell}>{value(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
