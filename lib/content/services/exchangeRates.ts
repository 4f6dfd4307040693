// Exchange rates against the edition's currency (issue 16): today's quotes and a range of a
// currency's daily history with its summary, for /api/exchange and the /arfolyam pages.
import { edition } from '@/editions/currentEdition';
import { exchangeStats, type ExchangeStats } from '../../rules/exchangeRates';
import type { ExchangeHistoryPoint, ExchangeRate } from '../../schemas/commonData';
import type { ContentSource } from '../contentSource';
import { getExchange } from './sharedData';

export interface CurrencyHistory {
  /** The edition's currency, which every rate is in. */
  base: string;
  currency: string;
  current: ExchangeRate;
  /** The last `days` daily points, oldest first. */
  history: ExchangeHistoryPoint[];
  stats: ExchangeStats | null;
}

/** Today's rates against the edition's currency, in the order the data lists them. */
export async function todaysRates(source: ContentSource): Promise<ExchangeRate[]> {
  return (await getExchange(source))[edition.currency];
}

/** `currency`'s last `days` days; null when the edition does not list the currency. */
export async function currencyHistory(
  source: ContentSource,
  currency: string,
  days: number,
): Promise<CurrencyHistory | null> {
  const exchange = await getExchange(source);
  const current = exchange[edition.currency].find((rate) => rate.currency === currency);
  if (!current) return null;
  const history = (exchange.history[edition.currency]?.[currency] ?? []).slice(-days);
  return { base: edition.currency, currency, current, history, stats: exchangeStats(history) };
}
