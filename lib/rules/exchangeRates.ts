// Exchange-rate rules (issue 16, /arfolyam and /api/exchange): the change arrow of today's rate, the
// history ranges the page and the API accept, and the summary of a range (first, last, min, max,
// change). Pure, so the page, the API and the data generator agree.
import { EXCHANGE_MAX_DAYS, EXCHANGE_RANGE_DAYS } from '../constants';

export type ExchangeRange = keyof typeof EXCHANGE_RANGE_DAYS;
export const EXCHANGE_RANGES = Object.keys(EXCHANGE_RANGE_DAYS) as ExchangeRange[];

/** Direction of a rate since the previous quote: ▲ 1, ■ 0, ▼ -1. */
export type Updown = -1 | 0 | 1;

interface Point {
  rate: number;
}

/**
 * The change arrow of today's rate: from the last two points of its history (today and the day
 * before). With fewer than two points there is nothing to compare: unchanged.
 */
export function changeDirection(history: readonly Point[]): Updown {
  if (history.length < 2) return 0;
  const last = history[history.length - 1]!.rate;
  const previous = history[history.length - 2]!.rate;
  return last > previous ? 1 : last < previous ? -1 : 0;
}

export function isExchangeRange(value: string): value is ExchangeRange {
  return Object.hasOwn(EXCHANGE_RANGE_DAYS, value);
}

/**
 * Days of history a `range` query parameter asks for: a named range (week, month, year) or, for older
 * clients, a whole number of days 1..365. Absent means the default range; anything else is null
 * (the caller answers 400).
 */
export function rangeDays(value: string | undefined, fallback: ExchangeRange): number | null {
  if (value === undefined || value === '') return EXCHANGE_RANGE_DAYS[fallback];
  const named = value.toLowerCase();
  if (isExchangeRange(named)) return EXCHANGE_RANGE_DAYS[named];
  if (!/^\d{1,3}$/.test(value)) return null;
  const days = Number(value);
  return days >= 1 && days <= EXCHANGE_MAX_DAYS ? days : null;
}

export interface ExchangeStats {
  first: number;
  last: number;
  min: number;
  max: number;
  /** last - first, rounded like the rates (to 4 decimals). */
  change: number;
  /** The change in percent of the first rate, to 2 decimals. */
  changePercent: number;
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** Summary of a range of history; null when the range is empty. */
export function exchangeStats(history: readonly Point[]): ExchangeStats | null {
  if (history.length === 0) return null;
  const rates = history.map((point) => point.rate);
  const first = rates[0]!;
  const last = rates[rates.length - 1]!;
  return {
    first,
    last,
    min: Math.min(...rates),
    max: Math.max(...rates),
    change: round(last - first, 4),
    changePercent: round(((last - first) / first) * 100, 2),
  };
}
