import { pagesText } from '../i18n/pages';
import type { Locale } from '../i18n/locales';
import { dataDay, todayBoxTitle } from './todayBox';

// Issue 27 item 6: a "today" box shows today's data or says how old it is; the day is written as SPEC
// section 4 writes dates (month and day, the year only when it is another year), and "today" is the
// edition's calendar day. Fixed clock: 2026-11-26 10:00 Budapest (09:00 UTC).
const now = Date.UTC(2026, 10, 26, 9, 0, 0);
const BUDAPEST = 'Europe/Budapest';

const title = (dates: string[], locale: Locale = 'hu', at = now, timeZone = BUDAPEST) =>
  todayBoxTitle(dates, {
    locale,
    timeZone,
    now: at,
    today: pagesText(locale, 'exchange.todayCaption', { currency: 'Ft' }),
    dated: (date) => pagesText(locale, 'exchange.datedCaption', { currency: 'Ft', date }),
  });

describe('todayBoxTitle (issue 27 item 6, SPEC §4 dates)', () => {
  it.each([
    ["today's quotes", ['2026-11-26', '2026-11-26'], 'Mai árfolyamok (Ft)'],
    [
      "a moment of today, in the edition's zone",
      ['2026-11-26T07:15:00+01:00'],
      'Mai árfolyamok (Ft)',
    ],
    [
      'quotes of an earlier day this year',
      ['2026-11-21', '2026-11-21'],
      'Árfolyamok – november 21. (Ft)',
    ],
    ['yesterday', ['2026-11-25'], 'Árfolyamok – november 25. (Ft)'],
    ['a previous year', ['2025-12-31'], 'Árfolyamok – 2025. december 31. (Ft)'],
    [
      'mixed days: the oldest one',
      ['2026-11-26', '2026-11-20', '2026-11-25'],
      'Árfolyamok – november 20. (Ft)',
    ],
    ['a day ahead of the clock is not stale', ['2026-11-27'], 'Mai árfolyamok (Ft)'],
    ['no quotes: nothing to date', [], 'Mai árfolyamok (Ft)'],
  ])('hu: %s', (_case, dates, expected) => {
    expect(title(dates)).toBe(expected);
  });

  it.each([
    ['today', ['2026-11-26'], "Today's exchange rates (Ft)"],
    ['an earlier day', ['2026-11-21'], 'Exchange rates – November 21 (Ft)'],
    ['a previous year', ['2025-11-21'], 'Exchange rates – November 21, 2025 (Ft)'],
  ])('en: %s', (_case, dates, expected) => {
    expect(title(dates, 'en')).toBe(expected);
  });

  it('without a clock, says the day in full rather than call it today', () => {
    expect(title(['2026-11-26'], 'hu', Number.NaN)).toBe('Árfolyamok – 2026. november 26. (Ft)');
  });

  it("decides today in the edition's time zone", () => {
    // 23:30 UTC on the 25th is already the 26th in Budapest and in Bucharest, still the 25th in UTC.
    const lateUtc = Date.UTC(2026, 10, 25, 23, 30);
    expect(title(['2026-11-26'], 'hu', lateUtc)).toBe('Mai árfolyamok (Ft)');
    expect(title(['2026-11-26'], 'hu', lateUtc, 'Europe/Bucharest')).toBe('Mai árfolyamok (Ft)');
    expect(title(['2026-11-25'], 'hu', lateUtc, 'UTC')).toBe('Mai árfolyamok (Ft)');
    expect(title(['2026-11-25'], 'hu', lateUtc)).toBe('Árfolyamok – november 25. (Ft)');
  });
});

describe('dataDay (issue 27 item 6)', () => {
  it.each([
    ['an ISO day is that day', '2026-11-21', BUDAPEST, '2026-11-21'],
    ['a moment: its day in the zone', '2026-11-21T23:30:00Z', BUDAPEST, '2026-11-22'],
    ['the same moment in UTC', '2026-11-21T23:30:00Z', 'UTC', '2026-11-21'],
    ['not a date', 'tegnap', BUDAPEST, null],
    ['not a calendar day', '2026-13-40', BUDAPEST, null],
  ])('%s', (_case, date, timeZone, expected) => {
    expect(dataDay(date, timeZone)).toBe(expected);
  });
});
