// An episode's publication day in the edition's time zone (the same on server and browser, so
// hydration matches), in a machine-readable <time>.
import { edition } from '@/editions/currentEdition';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { intlLocales } from '@/lib/i18n/locales';

export function EpisodeDate({ unixSeconds }: { unixSeconds: number }) {
  const locale = useLocale();
  const date = new Date(unixSeconds * 1000);
  const text = new Intl.DateTimeFormat(intlLocales[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: edition.timeZone,
  }).format(date);
  return <time dateTime={date.toISOString()}>{text}</time>;
}
