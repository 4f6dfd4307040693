import {
  articleShiftWeeks,
  shiftDate,
  shiftInstant,
  shiftUnixSeconds,
  worldShiftWeeks,
} from './worldShift';

// The demo world's one shift (scripts/content/worldShift.ts): whole weeks, the newest article as
// recent as possible and never in the future, weekdays and Budapest wall-clock times kept.
const at = (iso: string) => Date.parse(iso);
const newest = '2026-11-21T21:50:00+01:00'; // a Saturday evening

describe('worldShiftWeeks', () => {
  it.each([
    ['the next morning: the newest is still the newest', '2026-11-22T10:00:00+01:00', 0],
    ['a week later, before its time of day', '2026-11-28T09:00:00+01:00', 0],
    ['a week later, after its time of day', '2026-11-28T22:00:00+01:00', 1],
    ['six days later', '2026-11-27T23:59:00+01:00', 0],
    ['40 days later', '2026-12-31T10:00:00+01:00', 5],
    ['400 days later, across two daylight-saving changes', '2027-12-26T10:00:00+01:00', 57],
    ['before the newest (a clock set back)', '2026-11-20T10:00:00+01:00', 0],
  ])('%s', (_name, now, weeks) => {
    const shift = worldShiftWeeks(newest, at(now));
    expect(shift).toBe(weeks);
    expect(shiftInstant(at(newest), shift)).toBeLessThanOrEqual(Math.max(at(now), at(newest)));
    expect(shiftInstant(at(newest), shift + 1)).toBeGreaterThan(at(now));
  });

  it('is 0 with CONTENT_DATE_SHIFT=off, and without articles', () => {
    vi.stubEnv('CONTENT_DATE_SHIFT', 'off');
    expect(worldShiftWeeks(newest, at('2027-12-26T10:00:00+01:00'))).toBe(0);
    vi.unstubAllEnvs();
    expect(worldShiftWeeks(undefined, at('2027-12-26T10:00:00+01:00'))).toBe(0);
  });
});

describe('shiftInstant and shiftDate keep the weekday and the Budapest wall-clock time', () => {
  it.each([
    ['a day stays a day', '2026-11-21', 1, '2026-11-28'],
    ['a day across a year', '2026-12-30', 1, '2027-01-06'],
    ['a day across a daylight-saving change', '2027-03-25', 1, '2027-04-01'],
    ['a winter date-time', '2026-11-21T21:50:00+01:00', 2, '2026-12-05T21:50:00+01:00'],
    [
      'into summer time: 08:00 stays 08:00',
      '2027-03-20T08:00:00+01:00',
      2,
      '2027-04-03T08:00:00+02:00',
    ],
    ['into winter time', '2026-10-20T08:00:00+02:00', 1, '2026-10-27T08:00:00+01:00'],
    ['no shift leaves it as written', '2026-11-21T21:50:00Z', 0, '2026-11-21T21:50:00Z'],
  ])('%s', (_name, written, weeks, shifted) => {
    expect(shiftDate(written, weeks)).toBe(shifted);
    if (written.includes('T')) {
      expect(new Date(shiftInstant(at(written), weeks)).getUTCDay()).toBe(
        new Date(at(written)).getUTCDay(),
      );
    }
  });

  it('moves unix seconds the same way', () => {
    const written = at('2027-03-20T08:00:00+01:00') / 1000;
    expect(shiftUnixSeconds(written, 2)).toBe(at('2027-04-03T08:00:00+02:00') / 1000);
  });

  it('refuses what is not a date', () => {
    expect(() => shiftDate('tegnap', 1)).toThrow(/not a date/);
  });
});

describe('articleShiftWeeks: articles about past events keep their real dates', () => {
  it.each([
    ['the newest article', newest, 3],
    ['a week-old article', '2026-11-14T10:00:00+01:00', 3],
    ['an article about the Euro 2024 (historical)', '2024-06-23T22:00:00+02:00', 0],
    ['an article just under 180 days old', '2026-05-26T10:00:00+02:00', 3],
  ])('%s', (_, pubDate, expected) => {
    expect(articleShiftWeeks(pubDate, newest, 3)).toBe(expected);
  });
});
