// The props of the exchange-rate page (/arfolyam and /arfolyam/{currency}/{range}, issue 16).
import type { ExchangeHistoryPoint, ExchangeRate } from '../schemas/commonData';
import type { ExchangeRangeId } from '../routing/paths';
import type { ExchangeStats } from '../rules/exchangeRates';
import type { ShellData } from './shellData';

export interface ExchangePageProps {
  shell: ShellData;
  /** When the page was rendered on the server (unix ms): "today" until hydration (useNow). */
  renderedAt: number;
  /** The edition's currency (HUF or RON) and its sign (Ft or Lei): every rate is in it. */
  base: string;
  sign: string;
  /** Today's rates of every currency the edition lists (refreshed with the shared data). */
  rates: ExchangeRate[];
  /** The currency the chart shows, and the range. */
  currency: string;
  /** How many units of `currency` its rates are the price of (lib/rules/quoteUnit.ts): 100 for HUF in lei. */
  unit: number;
  range: ExchangeRangeId;
  /** The chart's daily points, oldest first, and their summary. */
  history: ExchangeHistoryPoint[];
  stats: ExchangeStats | null;
}
