// The months of the article sitemaps (/sitemap/articles-YYYY-MM.xml): a month is a calendar month on
// the newsroom's clock (CANONICAL_TIME_ZONE, the zone article URLs carry their dates in), so an article
// is listed in the month its URL names.
import { TZDate } from '@date-fns/tz';
import { CANONICAL_TIME_ZONE } from '../constants';

export interface Month {
  year: number;
  /** 1..12 */
  month: number;
}

/** Years a month sitemap may name; anything else is not an archive month (-> 404). */
const FIRST_YEAR = 1990;
const LAST_YEAR = 2200;

/** `2026-11` -> { year: 2026, month: 11 }; anything else -> null. */
export function parseMonth(text: unknown): Month | null {
  const value = Array.isArray(text) ? text[0] : text;
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  return { year, month: Number(match[2]) };
}

export function formatMonth({ year, month }: Month): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The month `unixSeconds` falls in, on the clock of `timeZone`. */
export function monthOf(unixSeconds: number, timeZone: string = CANONICAL_TIME_ZONE): Month {
  const date = new TZDate(unixSeconds * 1000, timeZone);
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

/** [start, end) of the month in unix seconds: local midnight of its first day to that of the next. */
export function monthBounds(
  { year, month }: Month,
  timeZone: string = CANONICAL_TIME_ZONE,
): { start: number; end: number } {
  const start = new TZDate(year, month - 1, 1, timeZone).getTime() / 1000;
  const end = new TZDate(year, month, 1, timeZone).getTime() / 1000;
  return { start, end };
}

/** Every month from `newest` back to `oldest`, newest first. */
export function monthsBetween(newest: Month, oldest: Month): Month[] {
  const months: Month[] = [];
  let { year, month } = newest;
  while (year > oldest.year || (year === oldest.year && month >= oldest.month)) {
    months.push({ year, month });
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}
