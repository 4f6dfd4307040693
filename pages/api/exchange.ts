// GET /api/exchange?currency=EUR&range=30 : a currency's history against the edition's currency.
import { edition } from '@/editions/currentEdition';
import { getContentSource } from '@/lib/content/getContentSource';
import { getExchange } from '@/lib/content/services/sharedData';
import { apiRoute, BadRequestError, queryText } from '@/lib/http/apiRoute';

const MAX_RANGE = 365;

export default apiRoute(async (req) => {
  const currency = (queryText(req.query.currency, 3) ?? 'EUR').toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new BadRequestError('currency must be a 3-letter code');
  const range = Math.min(Math.max(Number(queryText(req.query.range, 4) ?? 30) || 30, 1), MAX_RANGE);
  const exchange = await getExchange(getContentSource());
  const current = exchange[edition.currency].find((rate) => rate.currency === currency);
  if (!current) return null;
  const history = exchange.history[edition.currency]?.[currency] ?? [];
  return { base: edition.currency, currency, current, history: history.slice(-range) };
});
