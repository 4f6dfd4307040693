import { dateShiftSeconds } from './dateShift';

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
