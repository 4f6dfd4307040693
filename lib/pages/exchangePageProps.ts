// getStaticProps of the exchange-rate pages (issue 16): /arfolyam shows the default currency and range,
// /arfolyam/{currency}/{range} another one. The range and currency come from path segments (an ISR
// page never sees the query), so every chart is its own cached page and works without JavaScript.
import { edition } from '@/editions/currentEdition';
import {
  EXCHANGE_DEFAULT_CURRENCY,
  EXCHANGE_DEFAULT_RANGE,
  EXCHANGE_RANGE_DAYS,
} from '../constants';
import { getContentSource } from '../content/getContentSource';
import { currencyHistory, todaysRates } from '../content/services/exchangeRates';
import { exchangeRangeOfSegment, paths } from '../routing/paths';
import { quoteUnit } from '../rules/quoteUnit';
import type { ExchangePageProps } from '../view/exchangePage';
import { loadShell } from './loadShell';
import type { PageLoader } from './pageRequest';

const CURRENCY_SEGMENT = /^[a-z]{3}$/i;

export const loadExchangePage: PageLoader<ExchangePageProps> = async ({ params }) => {
  const { currency: currencyParam, range: rangeParam } = params;
  const range =
    rangeParam === undefined
      ? EXCHANGE_DEFAULT_RANGE
      : exchangeRangeOfSegment(rangeParam.toLowerCase());
  if (range === null) return { notFound: true };
  if (currencyParam !== undefined && !CURRENCY_SEGMENT.test(currencyParam))
    return { notFound: true };
  const currency = currencyParam?.toUpperCase() ?? EXCHANGE_DEFAULT_CURRENCY;
  const source = getContentSource();
  const chart = await currencyHistory(source, currency, EXCHANGE_RANGE_DAYS[range]);
  // A currency the edition does not list (the route's pattern lets any three letters through).
  if (!chart) return { notFound: true };
  // One address per chart: /arfolyam/EUR/het goes to /arfolyam/eur/het, the default to /arfolyam.
  const canonical = paths.exchange(currency, range);
  if (currencyParam !== undefined && canonical !== `/arfolyam/${currencyParam}/${rangeParam}`) {
    return { redirect: { destination: canonical, permanent: true } };
  }
  return {
    props: {
      shell: await loadShell(),
      renderedAt: Date.now(),
      base: edition.currency,
      sign: edition.currencySign,
      rates: await todaysRates(source),
      currency,
      unit: quoteUnit(chart.current),
      range,
      history: chart.history,
      stats: chart.stats,
    },
  };
};
