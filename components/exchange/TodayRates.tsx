// Today's rates against the edition's currency, with change arrows. The server renders the day's
// quotes; the shared data refresh (every 15 s, SPEC section 9) brings newer ones without a reload.
// Each currency says the amount its rate is the price of ('100 HUF'), and the caption says the day of
// rates that are not today's (issue 27 item 6): with the server's render time until hydration, then
// with the reader's clock, so the markup matches.
import { usePageText } from '@/components/common/usePageText';
import Link from 'next/link';
import { edition } from '@/editions/currentEdition';
import { useNow } from '@/lib/hooks/useNow';
import { useSharedData } from '@/lib/hooks/useSharedData';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { paths, type ExchangeRangeId } from '@/lib/routing/paths';
import { quoteUnit, quotedAmount } from '@/lib/rules/quoteUnit';
import { todayBoxTitle } from '@/lib/rules/todayBox';
import type { ExchangeRate } from '@/lib/schemas/commonData';
import { rateFormats } from '@/lib/view/exchangeFormat';
import * as styles from './exchange.css';
import { TrendMark } from './TrendMark';

interface Props {
  rates: ExchangeRate[];
  sign: string;
  /** The chart range the currency links keep. */
  range: ExchangeRangeId;
  /** When the page was rendered on the server (unix ms). */
  renderedAt: number;
}

export function TodayRates({ rates: initial, sign, range, renderedAt }: Props) {
  const t = usePageText();
  const locale = useLocale();
  const format = rateFormats(locale);
  const now = useNow(renderedAt);
  const rates = useSharedData({ exchangesRates: initial }).exchangesRates;
  const caption = todayBoxTitle(
    rates.map((rate) => rate.date),
    {
      locale,
      timeZone: edition.timeZone,
      now,
      today: t('exchange.todayCaption', { currency: sign }),
      dated: (date) => t('exchange.datedCaption', { currency: sign, date }),
    },
  );
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
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
        {rates.map((rate) => {
          const amount = quotedAmount(rate.currency, quoteUnit(rate));
          return (
            <tr key={rate.currency}>
              <th scope="row" className={styles.cell}>
                {/* The name says the amount too ('100 HUF-árfolyam …'): it holds what it shows. */}
                <Link
                  href={paths.exchange(rate.currency, range)}
                  aria-label={t('exchange.chartLink', { currency: amount })}
                >
                  {amount}
                </Link>
              </th>
              <td className={styles.number}>
                {format.rate(rate.rate)} {sign}
              </td>
              <td className={styles.cell}>
                <TrendMark updown={rate.updown} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
