// The scoring rule written out from the game's own numbers (lib/rules/predictions.ts: the starting
// points and each question's penalty), so what a reader reads is what is computed.
import { STARTING_POINTS } from '@/lib/rules/predictions';
import type { PredictionQuestionView } from '@/lib/view/predictionPage';
import * as styles from './predictions.css';
import { usePredictionText } from './usePredictionText';

export function ScoringRule({ questions }: { questions: PredictionQuestionView[] }) {
  const t = usePredictionText();
  return (
    <section className={styles.section} aria-labelledby="tipp-pontozas">
      <h2 id="tipp-pontozas" className={styles.sectionTitle}>
        {t('predictions.rule.heading')}
      </h2>
      <p>{t('predictions.rule.start', { points: STARTING_POINTS })}</p>
      <ul className={styles.rules}>
        {questions.map((question) => (
          <li key={question.id}>{question.rule}</li>
        ))}
      </ul>
      <p>{t('predictions.rule.floor')}</p>
    </section>
  );
}
