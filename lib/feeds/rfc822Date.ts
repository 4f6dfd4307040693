// Dates as feeds and sitemaps write them, on the wall clock of the newsroom's zone (the zone article
// URLs carry their dates in, CANONICAL_TIME_ZONE) with a numeric offset that follows summer time:
// RSS 2.0 pubDate / lastBuildDate in RFC 822 (`Tue, 26 Apr 2022 08:14:10 +0200`, English day and month
// names whatever the locale), sitemaps and Google News in ISO 8601 / W3C (`2022-04-26T08:14:10+02:00`).
// The offset comes from the tz database through @date-fns/tz, never from the server's own TZ.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { CANONICAL_TIME_ZONE } from '../constants';

function zoned(unixSeconds: number, timeZone: string): TZDate {
  return new TZDate(Math.floor(unixSeconds) * 1000, timeZone);
}

/** RFC 822 (as RFC 1123: four-digit year) with a numeric zone, e.g. `Tue, 26 Apr 2022 08:14:10 +0200`. */
export function rfc822Date(unixSeconds: number, timeZone: string = CANONICAL_TIME_ZONE): string {
  // date-fns formats with its default en-US locale: day and month names are the RFC's English ones.
  return format(zoned(unixSeconds, timeZone), 'EEE, dd MMM yyyy HH:mm:ss xx');
}

/** ISO 8601 with seconds and offset (W3C Datetime), e.g. `2022-04-26T08:14:10+02:00`. */
export function isoDateTime(unixSeconds: number, timeZone: string = CANONICAL_TIME_ZONE): string {
  return format(zoned(unixSeconds, timeZone), "yyyy-MM-dd'T'HH:mm:ssxxx");
}
