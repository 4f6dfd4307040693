// The tippjáték's index (/melleklet/tippjatek): the games, those taking tips first, each with its
// window and a link to it.
import type { PredictionGameSummary } from '@/lib/view/predictionPage';
import * as article from '../article/article.css';
import { PredictionState } from './PredictionState';
import * as styles from './predictions.css';
import { usePredictionText } from './usePredictionText';

export function PredictionIndex({ games }: { games: PredictionGameSummary[] }) {
  const t = usePredictionText();
  return (
    <>
      <h1 className={article.title}>{t('predictions.title')}</h1>
      <p className={article.lead}>{t('predictions.index.lead')}</p>
      {games.length ? (
        <ul className={styles.games}>
          {games.map((game) => (
            <li key={game.slug} className={styles.gameCard}>
              <h2 className={styles.gameTitle}>
                <a href={game.href}>{game.title}</a>
              </h2>
              <PredictionState game={game} />
              <p>{game.description}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('predictions.index.empty')}</p>
      )}
    </>
  );
}
