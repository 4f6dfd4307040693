// The supporters' minutes counter (SPEC sections 3, 7 and 9): minutes of journalism bought since the
// start against the goal (300 000 hours), as text and as a progress bar, refreshed every 60 s through
// the polling hook. The server renders the current value, so it reads without JavaScript.
import { usePageText } from '@/components/common/usePageText';
import { useState } from 'react';
import { MINUTES_RECURRING_FACTOR, MINUTES_REFRESH_MS } from '@/lib/constants';
import { usePoll } from '@/lib/hooks/usePoll';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { intlLocales } from '@/lib/i18n/locales';
import { counterProgress } from '@/lib/rules/minutes';
import { counterAnswerSchema } from '@/lib/schemas/counterAnswer';
import type { CounterView } from '@/lib/view/supportPage';
import * as styles from './support.css';

export const COUNTER_API = '/api/counter';

export function MinutesCounter({ counter }: { counter: CounterView }) {
  const t = usePageText();
  const locale = useLocale();
  const [count, setCount] = useState(counter.count);
  usePoll({
    url: `${COUNTER_API}?from=${encodeURIComponent(counter.from)}`,
    schema: counterAnswerSchema,
    intervalMs: MINUTES_REFRESH_MS,
    onData: (answer) => setCount(answer.count),
  });
  const number = new Intl.NumberFormat(intlLocales[locale]);
  const progress = counterProgress(count, counter.goalHours);
  const since = new Intl.DateTimeFormat(intlLocales[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${counter.from}T00:00:00Z`));
  const progressText = t('support.counter.progress', {
    hours: number.format(progress.hours),
    percent: new Intl.NumberFormat(intlLocales[locale], { maximumFractionDigits: 1 }).format(
      progress.percent,
    ),
  });
  return (
    <section className={styles.panel} aria-labelledby="minutes-counter-heading">
      <h2 id="minutes-counter-heading">{t('support.counter.heading')}</h2>
      {/* Announced politely when a poll brings a new value. */}
      <p className={styles.counterValue} aria-live="polite" aria-atomic="true">
        {t('support.counter.value', {
          minutes: number.format(progress.minutes),
          goal: number.format(progress.goalHours),
        })}
      </p>
      <progress
        className={styles.progress}
        max={progress.goalMinutes}
        value={progress.minutes}
        aria-labelledby="minutes-counter-heading"
        aria-describedby="minutes-counter-progress"
      >
        {progressText}
      </progress>
      <p id="minutes-counter-progress">{progressText}</p>
      <p className={styles.muted}>
        {t('support.counter.explain', {
          factor: MINUTES_RECURRING_FACTOR,
          since,
          goal: number.format(progress.goalHours),
        })}
      </p>
    </section>
  );
}
