// SPEC section 9 "Minutes": supporters' minutes counter; a recurring supporter counts ten times a
// one-time one; the default start date is 2025-03-28.
import { MINUTES_DEFAULT_START_DATE, MINUTES_RECURRING_FACTOR } from '../constants';

export function minutesTotal(counter: { recurring: number; onetime: number }): number {
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
