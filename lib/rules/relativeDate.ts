// SPEC section 4, "Relative date" and "Updated text": how list items and articles show their times.
import { TZDate } from '@date-fns/tz';
import { differenceInMinutes, format, isSameDay, isSameYear } from 'date-fns';
import { enUS, hu as huLocale } from 'date-fns/locale';
import { RELATIVE_MINUTES_WINDOW } from '../constants';
import { translate, type Locale } from '../i18n/translate';

const patterns = {
  hu: {
    time: 'HH:mm',
    sameYear: 'MMMM d. HH:mm',
    full: 'yyyy. MMMM d. HH:mm',
    date: 'yyyy. MMMM d.',
  },
  en: {
    time: 'hh:mm a',
    sameYear: 'MMMM d, hh:mm a',
    full: 'MMMM d, yyyy hh:mm a',
    date: 'MMMM d, yyyy',
  },
} as const;
const dateLocales = { hu: huLocale, en: enUS } as const;

export interface DateContext {
  locale: Locale;
  timeZone: string;
  /** The current time, unix milliseconds (injected so the rule stays pure). */
  now: number;
}

/** Formats a unix-seconds timestamp as the reader-facing relative date. */
export function relativeDate(unixSeconds: number, { locale, timeZone, now }: DateContext): string {
  const then = new TZDate(unixSeconds * 1000, timeZone);
  const current = new TZDate(now, timeZone);
  const minutes = differenceInMinutes(current, then);
  const pattern = patterns[locale];
  const options = { locale: dateLocales[locale] };

  if (minutes < RELATIVE_MINUTES_WINDOW) {
    if (minutes < 1) return translate(locale, 'date.now');
    return minutes === 1 && locale === 'en'
      ? '1 minute ago'
      : translate(locale, 'date.minutesAgo', { n: minutes });
  }
  if (isSameDay(then, current)) {
    return translate(locale, 'date.today', { time: format(then, pattern.time, options) });
  }
  if (isSameYear(then, current)) return format(then, pattern.sameYear, options);
  return format(then, pattern.full, options);
}

/** '(frissítve: 2026. november 20. – 14:05)' for an article's updatedAt (unix seconds). */
export function updatedText(
  unixSeconds: number,
  { locale, timeZone }: Omit<DateContext, 'now'>,
): string {
  const then = new TZDate(unixSeconds * 1000, timeZone);
  const options = { locale: dateLocales[locale] };
  return translate(locale, 'date.updated', {
    date: format(then, patterns[locale].date, options),
    time: format(then, patterns[locale].time, options),
  });
}
