// The exchange-rate page (/arfolyam, /arfolyam/{currency}/{range}; issue 16): today's rates in the
// edition's currency, then one currency's chart over the chosen range. Every choice is a link to its
// own cached page, so the page reads and works without JavaScript; JavaScript only refreshes today's
// rates.
import { usePageText } from '@/components/common/usePageText';
import Head from 'next/head';
import { edition } from '@/editions/currentEdition';
import { EXCHANGE_RANGE_DAYS } from '@/lib/constants';
import { paths } from '@/lib/routing/paths';
import { pageTitle } from '@/lib/rules/pageTitle';
import type { ExchangePageProps } from '@/lib/view/exchangePage';
import { CurrencyNav } from './CurrencyNav';
import { ExchangeChart } from './ExchangeChart';
import { RangeNav } from './RangeNav';
import { TodayRates } from './TodayRates';

export function ExchangePage({
  renderedAt,
  rates,
  sign,
  currency,
  unit,
  range,
  history,
  stats,
}: ExchangePageProps) {
  const t = usePageText();
  const title = t('exchange.title');
  const heading = t('exchange.chartHeading', { currency, n: EXCHANGE_RANGE_DAYS[range] });
  return (
    <>
      <Head>
        <title>{pageTitle(edition.name, `${title}: ${heading}`)}</title>
        <link rel="canonical" href={`${edition.siteUrl}${paths.exchange(currency, range)}`} />
      </Head>
      <h1>{title}</h1>
      <TodayRates rates={rates} sign={sign} range={range} renderedAt={renderedAt} />
      <section aria-labelledby="exchange-chart">
        <h2 id="exchange-chart">{heading}</h2>
        <CurrencyNav
          currencies={rates.map((rate) => rate.currency)}
          current={currency}
          range={range}
        />
        <RangeNav currency={currency} current={range} />
        {stats && history.length ? (
          <ExchangeChart
            currency={currency}
            unit={unit}
            sign={sign}
            history={history}
            stats={stats}
          />
        ) : (
          <p>{t('exchange.noData')}</p>
        )}
      </section>
    </>
  );
}
