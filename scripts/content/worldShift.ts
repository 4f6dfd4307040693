// The demo world's one shift. The demo content is written for one week (data/: the newest article is of
// 2026-11-21); on import everything dated in it moves by one shift, a whole number of weeks, so that the
// newest article is as recent as possible without lying in the future, and the weekday an article's text
// names ("szombaton") is still the weekday of its date. Articles, live-blog posts, podcast episodes,
// exchange rates and their history, the supporters' counter, sponsored lines and documents move together
// (scripts/content/datedSources.ts lists every dated source and what happens to it); what reports real
// events (the 2022 election, the Euro 2024, a tippjáték on a real vote) keeps its real dates.
// CONTENT_DATE_SHIFT=off keeps every date as written.
import { TZDate } from '@date-fns/tz';
import { addWeeks, formatISO } from 'date-fns';
import { CANONICAL_TIME_ZONE } from '@/lib/constants';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/**
 * Whole weeks that move `newestIso` as close to `now` as they can without passing it (0 when it is
 * already later, or when CONTENT_DATE_SHIFT=off).
 */
export function worldShiftWeeks(newestIso: string | undefined, now: number): number {
  if (!newestIso || process.env.CONTENT_DATE_SHIFT === 'off') return 0;
  const newest = Date.parse(newestIso);
  let weeks = Math.max(0, Math.floor((now - newest) / WEEK_MS));
  // A week across a daylight-saving change is an hour longer or shorter than WEEK_MS.
  while (weeks > 0 && shiftInstant(newest, weeks) > now) weeks -= 1;
  while (shiftInstant(newest, weeks + 1) <= now) weeks += 1;
  return weeks;
}

/**
 * Articles about past events (the 2022 election, the Euro 2024, the Paris Olympics) keep their real
 * dates: one written this many days or more before the newest article is not shifted.
 */
export const HISTORICAL_AGE_DAYS = 180;

/** Whether a thing dated `iso` reports a past event: HISTORICAL_AGE_DAYS or more before the newest. */
export function isHistorical(iso: string, newestIso: string | undefined): boolean {
  if (!newestIso) return false;
  return (Date.parse(newestIso) - Date.parse(iso)) / DAY_MS >= HISTORICAL_AGE_DAYS;
}

/** The weeks one article moves: the world's, or none for a historical one. */
export function articleShiftWeeks(
  pubDateIso: string,
  newestIso: string | undefined,
  weeks: number,
): number {
  return isHistorical(pubDateIso, newestIso) ? 0 : weeks;
}

/**
 * An instant `weeks` weeks later on the newsroom's calendar: the same weekday and wall-clock time in
 * Budapest, also across a daylight-saving change.
 */
export function shiftInstant(ms: number, weeks: number): number {
  if (!weeks) return ms;
  return addWeeks(new TZDate(ms, CANONICAL_TIME_ZONE), weeks).getTime();
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A written date `weeks` weeks later, in the form it was written: a calendar day (YYYY-MM-DD) stays a
 * day, a date-time with an offset stays one (the offset Budapest has then).
 */
export function shiftDate(value: string, weeks: number): string {
  if (!weeks) return value;
  if (DAY.test(value)) {
    // Calendar days in UTC: days have no time to change with daylight saving.
    return new Date(Date.parse(`${value}T00:00:00Z`) + weeks * WEEK_MS).toISOString().slice(0, 10);
  }
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new Error(`not a date: ${JSON.stringify(value)}`);
  return formatISO(new TZDate(shiftInstant(ms, weeks), CANONICAL_TIME_ZONE));
}

/** Unix seconds `weeks` weeks later on the newsroom's calendar. */
export function shiftUnixSeconds(seconds: number, weeks: number): number {
  return Math.floor(shiftInstant(seconds * 1000, weeks) / 1000);
}
