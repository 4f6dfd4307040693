// The title of a box that shows "today's" data (issue 27 item 6: a "today" box shows today's data or
// says how old it is), e.g. 'Mai árfolyamok (Ft)' over the rates. When the data is not of today in the
// edition's time zone, the title names its day instead, as SPEC section 4's dates do: 'november 21.'
// within the year, '2025. november 21.' with the year otherwise. Pure (the clock is injected), so the
// server and the browser agree when they are given the same `now` (components/common/RelativeTime.tsx
// shows how: the server's render time first, the reader's clock after hydration).
import { intlLocales, type Locale } from '../i18n/locales';

export interface TodayBoxContext {
  locale: Locale;
  /** The edition's time zone: "today" is its calendar day. */
  timeZone: string;
  /** The current time, unix milliseconds. */
  now: number;
  /** The title when the data is today's (the dictionary's text, filled). */
  today: string;
  /** The title when it is not: the dictionary's text with the data's day filled in. */
  dated: (day: string) => string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tag: string, options: Intl.DateTimeFormatOptions) {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * The calendar day ('2026-11-21') a data date belongs to in the time zone: an ISO day is that day
 * (a quote's day, whatever the zone); a moment ('2026-11-21T23:30:00Z') is the day it falls on there.
 * Null when the date is not one.
 */
export function dataDay(date: string, timeZone: string): string | null {
  if (ISO_DAY.test(date)) return Number.isNaN(Date.parse(date)) ? null : date;
  const ms = Date.parse(date);
  if (Number.isNaN(ms)) return null;
  // en-CA writes the ISO order (yyyy-mm-dd).
  return formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    ms,
  );
}

/**
 * The title of a box showing data of `dates` (one per item; a list's items may differ): `today`
 * when no item is older than today; otherwise `dated` with the oldest item's day, so the box never calls
 * stale data today's. No dates (an empty box) or unreadable ones say nothing about age: `today`.
 */
export function todayBoxTitle(dates: readonly string[], context: TodayBoxContext): string {
  const { locale, timeZone, now } = context;
  const days = dates
    .map((date) => dataDay(date, timeZone))
    .filter((day): day is string => day !== null)
    .sort();
  const oldest = days[0];
  // Without a clock to compare with (a page rendered before it passed one), the day is said in full.
  const today = Number.isFinite(now) ? dataDay(new Date(now).toISOString(), timeZone) : null;
  // A day after today (a source whose clock runs ahead) is not stale either.
  if (oldest === undefined || (today !== null && oldest >= today)) return context.today;
  const withYear = today === null || oldest.slice(0, 4) !== today.slice(0, 4);
  // The day at noon UTC, written in UTC: the calendar day it is, in any locale.
  const label = formatter(intlLocales[locale], {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(Date.parse(`${oldest}T12:00:00Z`));
  return context.dated(label);
}
