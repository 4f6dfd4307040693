// A scored game's result: each question's final figure, and where it comes from.
import type { PredictionResultView } from '@/lib/view/predictionPage';
import * as styles from './predictions.css';
import { usePredictionText } from './usePredictionText';

export function PredictionResult({
  result,
  note,
}: {
  result: PredictionResultView;
  note: string | null;
}) {
  const t = usePredictionText();
  return (
    <section className={styles.section} aria-labelledby="tipp-eredmeny">
      <h2 id="tipp-eredmeny" className={styles.sectionTitle}>
        {t('predictions.result.heading')}
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('predictions.table.question')}</th>
            <th scope="col">{t('predictions.table.result')}</th>
          </tr>
        </thead>
        <tbody>
          {result.values.map((value) => (
            <tr key={value.questionId}>
              <th scope="row">{value.label}</th>
              <td>{value.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {note ? <p className={styles.hint}>{note}</p> : null}
    </section>
  );
}
