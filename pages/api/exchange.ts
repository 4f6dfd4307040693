// GET /api/exchange?currency=EUR&range=month : a currency's rate and daily history against the
// edition's currency, with the range's summary (first, last, min, max, change). `currency` must be one
// the edition lists; `range` is week|month|year (7/30/365 days) or, for older clients, 1..365 days.
import { EXCHANGE_DEFAULT_CURRENCY, EXCHANGE_DEFAULT_RANGE } from '@/lib/constants';
import { getContentSource } from '@/lib/content/getContentSource';
import { currencyHistory, todaysRates } from '@/lib/content/services/exchangeRates';
import { apiRoute, BadRequestError, queryText } from '@/lib/http/apiRoute';
import { EXCHANGE_RANGES, rangeDays } from '@/lib/rules/exchangeRates';

export default apiRoute(async (req) => {
  const currency = (queryText(req.query.currency, 10) || EXCHANGE_DEFAULT_CURRENCY).toUpperCase();
  const days = rangeDays(queryText(req.query.range, 10), EXCHANGE_DEFAULT_RANGE);
  if (days === null) {
    throw new BadRequestError(
      `range must be one of ${EXCHANGE_RANGES.join(', ')} or a number of days from 1 to 365`,
    );
  }
  const source = getContentSource();
  const answer = /^[A-Z]{3}$/.test(currency) ? await currencyHistory(source, currency, days) : null;
  if (!answer) {
    const listed = (await todaysRates(source)).map((rate) => rate.currency);
    throw new BadRequestError(`currency must be one of ${listed.join(', ')}`);
  }
  return answer;
});
