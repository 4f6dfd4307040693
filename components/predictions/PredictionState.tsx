// Where a game stands, with its dates: taking tips until the deadline, opening later, closed, scored.
import type { PredictionGameSummary } from '@/lib/view/predictionPage';
import * as styles from './predictions.css';
import { usePredictionText } from './usePredictionText';

const STATE_KEYS = {
  upcoming: 'predictions.state.upcoming',
  open: 'predictions.state.open',
  closed: 'predictions.state.closed',
  scored: 'predictions.state.scored',
} as const;

export function PredictionState({ game }: { game: PredictionGameSummary }) {
  const t = usePredictionText();
  const when =
    game.state === 'upcoming'
      ? { key: 'predictions.opensAt' as const, time: game.opensAt }
      : game.state === 'open'
        ? { key: 'predictions.closesAt' as const, time: game.closesAt }
        : { key: 'predictions.closedAt' as const, time: game.closesAt };
  const [before, after] = t(when.key, { date: '\u0000' }).split('\u0000');
  return (
    <p className={styles.meta}>
      <span className={styles.state}>{t(STATE_KEYS[game.state])}</span>
      <span>
        {before}
        <time dateTime={when.time.iso}>{when.time.text}</time>
        {after}
      </span>
    </p>
  );
}
