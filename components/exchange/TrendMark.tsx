// The change arrow of a rate (▲ up, ■ unchanged, ▼ down) with its meaning in words for screen
// readers: the arrow alone says nothing to them.
import { useTranslate } from '@/lib/i18n/LocaleContext';
import type { Updown } from '@/lib/rules/exchangeRates';
import * as styles from './trendMark.css';

const marks = {
  1: { arrow: '▲', text: 'widgets.trendUp', className: styles.up },
  0: { arrow: '■', text: 'widgets.trendSame', className: styles.same },
  [-1]: { arrow: '▼', text: 'widgets.trendDown', className: styles.down },
} as const;

export function TrendMark({ updown }: { updown: Updown }) {
  const t = useTranslate();
  const mark = marks[updown];
  return (
    <span className={mark.className}>
      <span aria-hidden="true">{mark.arrow}</span>
      <span className="visually-hidden">{t(mark.text)}</span>
    </span>
  );
}
