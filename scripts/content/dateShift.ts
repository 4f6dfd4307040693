// Demo dates are shifted by whole days so that the newest article is as recent as possible without
// lying in the future (today, or yesterday when its time of day has not come yet), unless
// CONTENT_DATE_SHIFT=off (tests that need the written dates).
import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns';
import { CANONICAL_TIME_ZONE } from '@/lib/constants';

const DAY_SECONDS = 86_400;

export function dateShiftSeconds(newestIso: string | undefined, now = Date.now()): number {
  if (!newestIso || process.env.CONTENT_DATE_SHIFT === 'off') return 0;
  const newest = Date.parse(newestIso);
  let days = differenceInCalendarDays(
    new TZDate(now, CANONICAL_TIME_ZONE),
    new TZDate(newest, CANONICAL_TIME_ZONE),
  );
  if (newest + days * DAY_SECONDS * 1000 > now) days -= 1;
  return Math.max(0, days) * DAY_SECONDS;
}

/**
 * Articles about past events (the 2022 election, the Euro 2024, the Paris Olympics) keep their real
 * dates: one written this many days or more before the newest article is not shifted.
 */
export const HISTORICAL_AGE_DAYS = 180;

/** The shift of one article: `shiftSeconds`, or 0 for a historical one. */
export function articleShiftSeconds(
  pubDateIso: string,
  newestIso: string | undefined,
  shiftSeconds: number,
): number {
  if (!newestIso) return shiftSeconds;
  const age = (Date.parse(newestIso) - Date.parse(pubDateIso)) / (DAY_SECONDS * 1000);
  return age >= HISTORICAL_AGE_DAYS ? 0 : shiftSeconds;
}
