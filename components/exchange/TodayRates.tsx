// Today's rates against the edition's currency, with change arrows. The server renders the day's
// quotes; the shared data refresh (every 15 s, SPEC section 9) brings newer ones without a reload.
import { usePageText } from '@/components/common/usePageText';
import Link from 'next/link';
import { useSharedData } from '@/lib/hooks/useSharedData';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { paths, type ExchangeRangeId } from '@/lib/routing/paths';
import type { ExchangeRate } from '@/lib/schemas/commonData';
import { rateFormats } from '@/lib/view/exchangeFormat';
import * as styles from './exchange.css';
import { TrendMark } from './TrendMark';

interface Props {
  rates: ExchangeRate[];
  sign: string;
  /** The chart range the currency links keep. */
  range: ExchangeRangeId;
}

export function TodayRates({ rates: initial, sign, range }: Props) {
  const t = usePageText();
  const format = rateFormats(useLocale());
  const rates = useSharedData({ exchangesRates: initial }).exchangesRates;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('exchange.todayCaption', { currency: sign })}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            {t('exchange.currency')}
          </th>
          <th scope="col" className={styles.number}>
            {t('exchange.rate')}
          </th>
          <th scope="col" className={styles.cell}>
            {t('exchange.change')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rates.map((rate) => (
          <tr key={rate.currency}>
            <th scope="row" className={styles.cell}>
              <Link
                href={paths.exchange(rate.currency, range)}
                aria-label={t('exchange.chartLink', { currency: rate.currency })}
              >
                {rate.currency}
              </Link>
            </th>
            <td className={styles.number}>
              {format.rate(rate.rate)} {sign}
            </td>
            <td className={styles.cell}>
              <TrendMark updown={rate.updown} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
