// SPEC section 4, "Relative date" and "Updated text": how list items and articles show their times.
// Built on the platform's Intl (in the edition's time zone), so reading pages ship no date library.
import { RELATIVE_MINUTES_WINDOW } from '../constants';
import { fillTemplate, intlLocales, type Locale, type Messages } from '../i18n/locales';

/** The dictionary texts of the rule (SPEC section 4 spells them in both languages). */
export type DateMessages = Pick<
  Messages,
  'date.now' | 'date.minuteAgo' | 'date.minutesAgo' | 'date.today' | 'date.updated'
>;

export interface DateContext {
  locale: Locale;
  /** The locale's dictionary (the page's, in the browser: lib/i18n/LocaleContext.tsx). */
  messages: DateMessages;
  timeZone: string;
  /** The current time, unix milliseconds (injected so the rule stays pure). */
  now: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[locale], { timeZone, ...options });
    formatters.set(key, format);
  }
  return format;
}

/** 'HH:mm' in Hungarian, 'hh:mm AM' in English. */
function time(ms: number, locale: Locale, timeZone: string): string {
  return formatter(locale, timeZone, {
    hour: '2-digit',
    minute: '2-digit',
    ...(locale === 'hu' ? { hourCycle: 'h23' } : { hour12: true }),
  }).format(ms);
}

/** 'november 20.' / 'November 20' (with the year: '2025. december 31.' / 'December 31, 2025'). */
function day(ms: number, locale: Locale, timeZone: string, withYear: boolean): string {
  return formatter(locale, timeZone, {
    month: 'long',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(ms);
}

/** Year, month and day of a moment in the time zone, for same-day and same-year checks. */
function calendarDay(ms: number, timeZone: string): [string, string] {
  const parts = formatter('en', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return [part('year'), `${part('year')}-${part('month')}-${part('day')}`];
}

/** The message for "n minutes ago": now under a minute, one minute in the singular (English). */
export function minutesAgoKey(minutes: number): 'date.now' | 'date.minuteAgo' | 'date.minutesAgo' {
  if (minutes < 1) return 'date.now';
  return minutes === 1 ? 'date.minuteAgo' : 'date.minutesAgo';
}

/** Formats a unix-seconds timestamp as the reader-facing relative date. */
export function relativeDate(
  unixSeconds: number,
  { locale, messages, timeZone, now }: DateContext,
): string {
  const then = unixSeconds * 1000;
  const minutes = Math.floor((now - then) / 60_000);
  if (minutes < RELATIVE_MINUTES_WINDOW)
    return fillTemplate(messages[minutesAgoKey(minutes)], { n: minutes });
  const [thenYear, thenDay] = calendarDay(then, timeZone);
  const [nowYear, nowDay] = calendarDay(now, timeZone);
  if (thenDay === nowDay)
    return fillTemplate(messages['date.today'], { time: time(then, locale, timeZone) });
  const date = day(then, locale, timeZone, thenYear !== nowYear);
  return locale === 'hu'
    ? `${date} ${time(then, locale, timeZone)}`
    : `${date}${thenYear !== nowYear ? '' : ','} ${time(then, locale, timeZone)}`;
}

/** '(frissítve: 2026. november 20. – 14:05)' for an article's updatedAt (unix seconds). */
export function updatedText(
  unixSeconds: number,
  { locale, messages, timeZone }: Omit<DateContext, 'now'>,
): string {
  const ms = unixSeconds * 1000;
  return fillTemplate(messages['date.updated'], {
    date: day(ms, locale, timeZone, true),
    time: time(ms, locale, timeZone),
  });
}
