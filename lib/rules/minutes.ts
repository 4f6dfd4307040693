// SPEC section 9 "Minutes": the supporters' minutes counter (refresh 60 s, goal 300 000 hours, start
// 2025-03-28, a recurring supporter counts ten times a one-time one).
//
// The unit, as the support page explains it to readers: the counter shows the minutes of journalism our
// supporters have paid for. Every one-time contribution buys 1 minute; every recurring (monthly)
// contribution, counted each time it is charged, buys MINUTES_RECURRING_FACTOR (10) minutes. The total
// runs from the start day (or a later `from` day) to today inclusive; the goal is
// MINUTES_DEFAULT_TOTAL_HOURS hours, i.e. that many times 60 minutes.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  MINUTES_DEFAULT_START_DATE,
  MINUTES_DEFAULT_TOTAL_HOURS,
  MINUTES_RECURRING_FACTOR,
} from '../constants';

export interface DayCounts {
  recurring: number;
  onetime: number;
}

const MINUTES_PER_HOUR = 60;

/** The minutes one day's (or any period's) contributions buy: recurring ones count ten times. */
export function minutesTotal(counter: DayCounts): number {
  return counter.recurring * MINUTES_RECURRING_FACTOR + counter.onetime;
}

/** A YYYY-MM-DD day from a query value; absent -> fallback; malformed or impossible -> null. */
export function parseDay(
  value: string | undefined,
  fallback = MINUTES_DEFAULT_START_DATE,
): string | null {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

/** Today's calendar day (YYYY-MM-DD) in the edition's time zone: the counter's newest countable day. */
export function todayIn(timeZone: string, now: number): string {
  return format(new TZDate(now, timeZone), 'yyyy-MM-dd');
}

/** The instants from `start` (included) to `end` (excluded), as unix ms. */
export interface Span {
  start: number;
  end: number;
}

/** A calendar day (YYYY-MM-DD) and the unix-ms span it covers in a time zone: [start, end). */
export interface DaySpan extends Span {
  day: string;
}

/** The calendar day after `day` (both YYYY-MM-DD). */
function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Midnight at the start of `day` in `timeZone`, as unix ms. */
function startOfDayIn(timeZone: string, day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, timeZone).getTime();
}

/**
 * The span of one calendar day in a time zone, the inverse of todayIn: every instant of it is that
 * day there. 23 or 25 hours long on the days the clocks change.
 */
export function daySpanIn(timeZone: string, day: string): DaySpan {
  return { day, start: startOfDayIn(timeZone, day), end: startOfDayIn(timeZone, dayAfter(day)) };
}

/**
 * The instants of the days `from` to `to` (both inclusive, YYYY-MM-DD) in a time zone: from the
 * start of `from` to the end of `to` there, whatever the clocks did in between. What the counter
 * counts since a day (SPEC section 9) in one range.
 */
export function rangeSpanIn(timeZone: string, from: string, to: string): Span {
  if (parseDay(from) !== from || parseDay(to) !== to) {
    throw new RangeError(`days as YYYY-MM-DD expected: ${from}, ${to}`);
  }
  if (from > to) throw new RangeError(`${from} is after ${to}`);
  return { start: startOfDayIn(timeZone, from), end: startOfDayIn(timeZone, dayAfter(to)) };
}

export type DayProblem = 'malformed' | 'before-start' | 'future';

/**
 * Checks a query's day against the counter's range: a well-formed, real calendar day from `start` to
 * `today` (both inclusive). Absent -> `fallback`.
 */
export function checkDay(
  value: string | undefined,
  range: { start: string; today: string; fallback: string },
): { day: string } | { problem: DayProblem } {
  const day = parseDay(value, range.fallback);
  if (day === null) return { problem: 'malformed' };
  if (day < range.start) return { problem: 'before-start' };
  if (day > range.today) return { problem: 'future' };
  return { day };
}

/** Two counts (of one day, or of any period) together. */
export function addCounts(a: DayCounts, b: DayCounts): DayCounts {
  return { recurring: a.recurring + b.recurring, onetime: a.onetime + b.onetime };
}

/** One day's contributions; a day without a record had none. */
export function countsOn(days: ReadonlyArray<DayCounts & { day: string }>, day: string): DayCounts {
  const found = days.find((d) => d.day === day);
  return { recurring: found?.recurring ?? 0, onetime: found?.onetime ?? 0 };
}

/** The minutes bought from `from` to `to`, both inclusive (days as YYYY-MM-DD). */
export function minutesBetween(
  days: ReadonlyArray<DayCounts & { day: string }>,
  from: string,
  to: string,
): number {
  return days
    .filter((d) => d.day >= from && d.day <= to)
    .reduce((sum, d) => sum + minutesTotal(d), 0);
}

export interface CounterProgress {
  minutes: number;
  /** Whole hours bought (rounded down: an hour counts once it is full). */
  hours: number;
  goalHours: number;
  goalMinutes: number;
  /** Share of the goal reached, 0-100, one decimal, never above 100. */
  percent: number;
}

/** Where the counter stands against the goal (SPEC section 9: default 300 000 hours). */
export function counterProgress(
  minutes: number,
  goalHours = MINUTES_DEFAULT_TOTAL_HOURS,
): CounterProgress {
  const goalMinutes = goalHours * MINUTES_PER_HOUR;
  const safe = Math.max(0, minutes);
  return {
    minutes: safe,
    hours: Math.floor(safe / MINUTES_PER_HOUR),
    goalHours,
    goalMinutes,
    percent: goalMinutes > 0 ? Math.min(100, Math.floor((safe / goalMinutes) * 1000) / 10) : 0,
  };
}
