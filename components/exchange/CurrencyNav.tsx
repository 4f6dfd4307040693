// Which currency the chart shows: plain links (the choice works without JavaScript), the current one
// marked for screen readers and by style.
import { usePageText } from '@/components/common/usePageText';
import Link from 'next/link';
import { paths, type ExchangeRangeId } from '@/lib/routing/paths';
import * as styles from './exchange.css';

interface Props {
  currencies: string[];
  current: string;
  range: ExchangeRangeId;
}

export function CurrencyNav({ currencies, current, range }: Props) {
  const t = usePageText();
  return (
    <nav aria-label={t('exchange.currencyNav')} className={styles.nav}>
      <ul className={styles.navList}>
        {currencies.map((currency) => (
          <li key={currency}>
            <Link
              className={styles.navLink}
              href={paths.exchange(currency, range)}
              aria-current={currency === current ? 'page' : undefined}
            >
              {currency}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
