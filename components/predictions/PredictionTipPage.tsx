// A tip's shareable page (/melleklet/tippjatek/{game}/{key}): the tip as it was made, its share link,
// and once the game is scored the result beside each answer, the points it cost, the score and rank.
import type { PredictionGameView, PredictionTipView } from '@/lib/view/predictionPage';
import { paths } from '@/lib/routing/paths';
import * as article from '../article/article.css';
import { PredictionState } from './PredictionState';
import { ShareLink } from './ShareLink';
import * as styles from './predictions.css';
import { usePredictionText } from './usePredictionText';

export function PredictionTipPage({
  game,
  tip,
}: {
  game: PredictionGameView;
  tip: PredictionTipView;
}) {
  const t = usePredictionText();
  const scored = tip.score !== null;
  return (
    <>
      <p className={styles.links}>
        <a href={game.href}>{t('predictions.backToGame')}</a>
        <a href={paths.prediction()}>{t('predictions.backToIndex')}</a>
      </p>
      <h1 className={article.title}>{game.title}</h1>
      <PredictionState game={game} />

      <section className={styles.section} aria-labelledby="tipp-adatai">
        <h2 id="tipp-adatai" className={styles.sectionTitle}>
          {t('predictions.key.heading')}
        </h2>
        <dl className={styles.facts}>
          {tip.name ? (
            <>
              <dt>{t('predictions.leaderboard.name')}</dt>
              <dd>{tip.name}</dd>
            </>
          ) : null}
          <dt>{t('predictions.key.submitted')}</dt>
          <dd>
            <time dateTime={tip.submittedAt.iso}>{tip.submittedAt.text}</time>
          </dd>
          {scored ? (
            <>
              <dt>{t('predictions.key.score')}</dt>
              <dd>{t('predictions.points', { points: tip.score! })}</dd>
              {tip.rank !== null && tip.total !== null ? (
                <>
                  <dt>{t('predictions.key.rank')}</dt>
                  <dd>{t('predictions.rankOf', { rank: tip.rank, count: tip.total })}</dd>
                </>
              ) : null}
            </>
          ) : null}
        </dl>
        {!scored ? <p className={styles.hint}>{t('predictions.key.pending')}</p> : null}
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('predictions.table.question')}</th>
              <th scope="col">{t('predictions.table.tip')}</th>
              {scored ? (
                <>
                  <th scope="col">{t('predictions.table.result')}</th>
                  <th scope="col" className={styles.number}>
                    {t('predictions.table.penalty')}
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {tip.lines.map((line) => (
              <tr key={line.questionId}>
                <th scope="row">{line.label}</th>
                <td>{line.tip}</td>
                {scored ? (
                  <>
                    <td>{line.result}</td>
                    <td className={styles.number}>{line.penalty}</td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <ShareLink url={tip.url} path={tip.path} />
    </>
  );
}
