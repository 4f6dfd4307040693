// Demo dates are shifted by whole days so that the newest article is "today" (Budapest time), unless
// CONTENT_DATE_SHIFT=off (tests that need the written dates).
import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns';
import { CANONICAL_TIME_ZONE } from '@/lib/constants';

export function dateShiftSeconds(newestIso: string | undefined, now = Date.now()): number {
  if (!newestIso || process.env.CONTENT_DATE_SHIFT === 'off') return 0;
  const days = differenceInCalendarDays(
    new TZDate(now, CANONICAL_TIME_ZONE),
    new TZDate(Date.parse(newestIso), CANONICAL_TIME_ZONE),
  );
  return Math.max(0, days) * 86_400;
}
