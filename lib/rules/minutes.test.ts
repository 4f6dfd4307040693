import {
  checkDay,
  counterProgress,
  countsOn,
  minutesBetween,
  minutesTotal,
  parseDay,
  todayIn,
} from './minutes';

// SPEC section 9 "Minutes": refresh 60 s, total 300000 hours, start date 2025-03-28, recurring counts
// 10x onetime.
describe('minutesTotal (SPEC §9: recurring counts 10x onetime)', () => {
  it.each([
    [{ recurring: 0, onetime: 0 }, 0],
    [{ recurring: 1, onetime: 0 }, 10],
    [{ recurring: 0, onetime: 1 }, 1],
    [{ recurring: 3, onetime: 7 }, 37],
  ])('%j -> %d minutes', (counter, expected) => {
    expect(minutesTotal(counter)).toBe(expected);
  });
});

describe('parseDay (SPEC §9: default start date 2025-03-28)', () => {
  it.each([
    [undefined, '2025-03-28'],
    ['', '2025-03-28'],
    ['2026-11-20', '2026-11-20'],
    ['2024-02-29', '2024-02-29'],
    ['2026-02-30', null],
    ['2025-02-29', null],
    ['2026-13-01', null],
    ['20261120', null],
    ['2026-11-20T00:00', null],
    ['tegnap', null],
  ])('%j -> %j', (value, expected) => {
    expect(parseDay(value)).toBe(expected);
  });
});

describe('todayIn', () => {
  it.each([
    // 23:30 UTC is already the next day in Budapest (UTC+1 in winter, +2 in summer).
    ['2026-11-22T23:30:00Z', 'Europe/Budapest', '2026-11-23'],
    ['2026-11-22T22:59:00Z', 'Europe/Budapest', '2026-11-22'],
    ['2026-07-01T21:59:00Z', 'Europe/Budapest', '2026-07-01'],
    ['2026-07-01T22:00:00Z', 'Europe/Budapest', '2026-07-02'],
    ['2026-11-22T22:30:00Z', 'Europe/Bucharest', '2026-11-23'],
  ])('%s in %s is %s', (iso, zone, expected) => {
    expect(todayIn(zone, Date.parse(iso))).toBe(expected);
  });
});

describe('checkDay (SPEC §9: counted from 2025-03-28 up to today)', () => {
  const range = { start: '2025-03-28', today: '2026-11-22', fallback: '2025-03-28' };
  it.each([
    [undefined, { day: '2025-03-28' }],
    ['2025-03-28', { day: '2025-03-28' }],
    ['2026-11-22', { day: '2026-11-22' }],
    ['2025-12-31', { day: '2025-12-31' }],
    ['2025-03-27', { problem: 'before-start' }],
    ['1999-01-01', { problem: 'before-start' }],
    ['2026-11-23', { problem: 'future' }],
    ['2030-01-01', { problem: 'future' }],
    ['2026-02-30', { problem: 'malformed' }],
    ['2026-1-5', { problem: 'malformed' }],
    ['x', { problem: 'malformed' }],
  ])('%j -> %j', (value, expected) => {
    expect(checkDay(value, range)).toEqual(expected);
  });

  it('uses the fallback when the value is absent (e.g. today for /api/minutes)', () => {
    expect(checkDay(undefined, { ...range, fallback: range.today })).toEqual({ day: '2026-11-22' });
  });
});

const days = [
  { day: '2025-03-28', recurring: 2, onetime: 5 },
  { day: '2025-03-29', recurring: 1, onetime: 0 },
  { day: '2025-04-02', recurring: 0, onetime: 3 },
];

describe('countsOn', () => {
  it.each([
    ['2025-03-28', { recurring: 2, onetime: 5 }],
    ['2025-04-02', { recurring: 0, onetime: 3 }],
    // No record: nobody gave that day.
    ['2025-03-30', { recurring: 0, onetime: 0 }],
  ])('%s -> %j', (day, expected) => {
    expect(countsOn(days, day)).toEqual(expected);
  });
});

describe('minutesBetween (SPEC §9: the total since a day, recurring 10x)', () => {
  it.each([
    ['2025-03-28', '2026-11-22', 25 + 10 + 3],
    ['2025-03-29', '2026-11-22', 10 + 3],
    ['2025-03-30', '2026-11-22', 3],
    ['2025-03-28', '2025-03-28', 25],
    ['2025-04-03', '2026-11-22', 0],
    // A record after `to` (the future) does not count.
    ['2025-03-28', '2025-04-01', 35],
  ])('%s..%s -> %d', (from, to, expected) => {
    expect(minutesBetween(days, from, to)).toBe(expected);
  });
});

describe('counterProgress (SPEC §9: default total 300000 hours)', () => {
  it.each([
    [
      0,
      undefined,
      { minutes: 0, hours: 0, goalHours: 300_000, goalMinutes: 18_000_000, percent: 0 },
    ],
    [59, undefined, { minutes: 59, hours: 0, percent: 0 }],
    [60, undefined, { minutes: 60, hours: 1 }],
    [9_000_000, undefined, { hours: 150_000, percent: 50 }],
    [8_723_754, undefined, { hours: 145_395, percent: 48.4 }],
    [20_000_000, undefined, { percent: 100 }],
    [-5, undefined, { minutes: 0, hours: 0, percent: 0 }],
    [600, 100, { hours: 10, goalHours: 100, goalMinutes: 6000, percent: 10 }],
  ])('%d minutes (goal %j hours) -> %j', (minutes, goal, expected) => {
    expect(counterProgress(minutes, goal)).toMatchObject(expected);
  });
});
