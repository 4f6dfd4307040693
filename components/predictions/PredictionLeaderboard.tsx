// A scored game's leaderboard: the best tips (lib/rules/predictions.ts LEADERBOARD_SIZE) by rank, name
// and score. A name shows only with its reader's consent; the others are "Névtelen tippelő".
import type { PredictionLeaderboardRow } from '@/lib/view/predictionPage';
import * as styles from './predictions.css';
import { usePredictionText } from './usePredictionText';

export function PredictionLeaderboard({
  rows,
  total,
}: {
  rows: PredictionLeaderboardRow[];
  total: number;
}) {
  const t = usePredictionText();
  return (
    <section className={styles.section} aria-labelledby="tipp-ranglista">
      <h2 id="tipp-ranglista" className={styles.sectionTitle}>
        {t('predictions.leaderboard.heading')}
      </h2>
      {rows.length ? (
        <>
          <table className={styles.table}>
            <caption>{t('predictions.leaderboard.caption', { count: rows.length })}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.number}>
                  {t('predictions.leaderboard.rank')}
                </th>
                <th scope="col">{t('predictions.leaderboard.name')}</th>
                <th scope="col" className={styles.number}>
                  {t('predictions.leaderboard.score')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.rank}>
                  <td className={styles.number}>{row.rank}.</td>
                  <td className={row.name ? undefined : styles.anonymous}>
                    {row.name ?? t('predictions.leaderboard.anonymous')}
                  </td>
                  <td className={styles.number}>{row.score}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.hint}>{t('predictions.leaderboard.total', { count: total })}</p>
        </>
      ) : (
        <p>{t('predictions.leaderboard.empty')}</p>
      )}
    </section>
  );
}
