// A <time> showing the relative date of SPEC section 4. It first renders with the server's clock (so
// hydration matches), then follows the reader's clock, refreshed every 15 s (section 9).
import { edition } from '@/editions/currentEdition';
import { useNow } from '@/lib/hooks/useNow';
import { useLocale, useMessages } from '@/lib/i18n/LocaleContext';
import { relativeDate } from '@/lib/rules/relativeDate';

interface RelativeTimeProps {
  unixSeconds: number;
  /** When the page was rendered on the server (unix ms). */
  renderedAt: number;
}

export function RelativeTime({ unixSeconds, renderedAt }: RelativeTimeProps) {
  const locale = useLocale();
  const messages = useMessages();
  const now = useNow(renderedAt);
  return (
    <time dateTime={new Date(unixSeconds * 1000).toISOString()}>
      {relativeDate(unixSeconds, { locale, messages, timeZone: edition.timeZone, now })}
    </time>
  );
}
