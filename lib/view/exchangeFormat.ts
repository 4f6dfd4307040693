// Number and date formats of the exchange-rate components: rates with 2 to 4 decimals (forint quotes
// have 2, lei quotes 4), signed changes, and the ISO days of the history in the reader's locale.
import { intlLocales, type Locale } from '@/lib/i18n/locales';

export function rateFormats(locale: Locale) {
  const tag = intlLocales[locale];
  const rate = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  const change = new Intl.NumberFormat(tag, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
    signDisplay: 'exceptZero',
  });
  const percent = new Intl.NumberFormat(tag, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(tag, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return {
    rate: (value: number) => rate.format(value),
    change: (value: number) => change.format(value),
    /** `value` in percent (1.32 means 1.32 %). */
    percent: (value: number) => percent.format(value / 100),
    day: (iso: string) => day.format(Date.parse(iso)),
    shortDay: (iso: string) => shortDay.format(Date.parse(iso)),
  };
}
