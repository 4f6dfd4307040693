// A prediction game's page (/melleklet/tippjatek/{game}): what it asks and until when; while it is open
// the form (or, when the reader has tipped, the way to their tip); after the deadline the closed
// notice; once scored the result and the leaderboard. The scoring rule is always shown: a reader knows
// how a tip is scored before making it.
import type { PredictionPageView } from '@/lib/view/predictionPage';
import { paths } from '@/lib/routing/paths';
import * as article from '../article/article.css';
import { PredictionForm } from './PredictionForm';
import { PredictionLeaderboard } from './PredictionLeaderboard';
import { PredictionResult } from './PredictionResult';
import { PredictionState } from './PredictionState';
import { ScoringRule } from './ScoringRule';
import * as styles from './predictions.css';
import { usePredictionText } from './usePredictionText';

type GameView = Extract<PredictionPageView, { kind: 'game' }>;

export function PredictionGamePage({ view }: { view: GameView }) {
  const t = usePredictionText();
  const { game, form, ownTip, notices, result } = view;
  return (
    <>
      <p className={styles.links}>
        <a href={paths.prediction()}>{t('predictions.backToIndex')}</a>
        {game.supplement ? <a href={game.supplement.href}>{game.supplement.title}</a> : null}
      </p>
      <h1 className={article.title}>{game.title}</h1>
      <PredictionState game={game} />
      <p className={article.lead}>{game.description}</p>

      {notices.length || ownTip ? (
        <div className={styles.notice} role={notices.length ? 'alert' : undefined}>
          {notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
          {ownTip ? (
            <p>
              {notices.length ? null : `${t('predictions.already')} `}
              <a href={ownTip.path}>{t('predictions.already.link')}</a>
            </p>
          ) : null}
        </div>
      ) : null}

      {game.state === 'upcoming' ? (
        <p className={styles.notice}>{t('predictions.upcoming', { date: game.opensAt.text })}</p>
      ) : null}
      {game.state === 'closed' || game.state === 'scored' ? (
        <div className={styles.notice}>
          <p>{t('predictions.closed')}</p>
          {game.state === 'closed' ? <p>{t('predictions.pending')}</p> : null}
        </div>
      ) : null}

      {form ? (
        <section className={styles.section} aria-labelledby="tipp-urlap">
          <h2 id="tipp-urlap" className={styles.sectionTitle}>
            {t('predictions.form.heading')}
          </h2>
          <PredictionForm action={game.href} questions={game.questions} form={form} />
        </section>
      ) : null}

      {result ? (
        <>
          <PredictionResult result={result} note={game.resultNote} />
          <PredictionLeaderboard rows={result.leaderboard} total={result.total} />
        </>
      ) : null}

      <ScoringRule questions={game.questions} />
    </>
  );
}
