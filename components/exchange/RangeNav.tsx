// Which period the chart covers (a week, a month, a year): plain links, so it works without
// JavaScript, each its own cached page.
import { usePageText } from '@/components/common/usePageText';
import Link from 'next/link';
import { EXCHANGE_RANGE_SEGMENTS, paths, type ExchangeRangeId } from '@/lib/routing/paths';
import * as styles from './exchange.css';

const labels = {
  week: 'exchange.range.week',
  month: 'exchange.range.month',
  year: 'exchange.range.year',
} as const satisfies Record<ExchangeRangeId, string>;

const ranges = Object.keys(EXCHANGE_RANGE_SEGMENTS) as ExchangeRangeId[];

export function RangeNav({ currency, current }: { currency: string; current: ExchangeRangeId }) {
  const t = usePageText();
  return (
    <nav aria-label={t('exchange.rangeNav')} className={styles.nav}>
      <ul className={styles.navList}>
        {ranges.map((range) => (
          <li key={range}>
            <Link
              className={styles.navLink}
              href={paths.exchange(currency, range)}
              aria-current={range === current ? 'page' : undefined}
            >
              {t(labels[range])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
