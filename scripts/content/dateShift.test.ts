import { articleShiftSeconds, dateShiftSeconds } from './dateShift';

// Demo content import: the newest article becomes today's (or yesterday's), never a future one.
const at = (iso: string) => Date.parse(iso);

describe('dateShiftSeconds', () => {
  it.each([
    ['newest earlier today', '2026-11-21T08:00:00+01:00', '2026-11-22T10:00:00+01:00', 1],
    [
      'newest later in the day than now',
      '2026-11-21T21:42:00+01:00',
      '2026-11-22T05:30:00+01:00',
      0,
    ],
    ['a week old, later time of day', '2026-11-14T21:00:00+01:00', '2026-11-22T05:30:00+01:00', 7],
    ['already today', '2026-11-22T05:00:00+01:00', '2026-11-22T05:30:00+01:00', 0],
    ['in the future', '2026-11-25T05:00:00+01:00', '2026-11-22T05:30:00+01:00', 0],
  ])('%s', (_name, newest, now, days) => {
    const shift = dateShiftSeconds(newest, at(now));
    expect(shift).toBe(days * 86_400);
    expect(at(newest) + shift * 1000).toBeLessThanOrEqual(Math.max(at(now), at(newest)));
  });
});

describe('articleShiftSeconds', () => {
  const newest = '2026-11-21T21:50:00+01:00';
  it.each([
    ['the newest article', newest, 86_400],
    ['a week-old article', '2026-11-14T10:00:00+01:00', 86_400],
    ['an article about the Euro 2024 (historical)', '2024-06-23T22:00:00+02:00', 0],
    ['an article just under 180 days old', '2026-05-26T10:00:00+02:00', 86_400],
  ])('%s', (_, pubDate, expected) => {
    expect(articleShiftSeconds(pubDate, newest, 86_400)).toBe(expected);
  });
});
