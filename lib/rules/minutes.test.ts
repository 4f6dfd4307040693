import {
  addCounts,
  checkDay,
  counterProgress,
  countsOn,
  daySpanIn,
  minutesBetween,
  minutesTotal,
  parseDay,
  rangeSpanIn,
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

describe('daySpanIn (a day of the counter as the instants it covers in the edition’s zone)', () => {
  const HOUR = 3_600_000;
  it.each([
    ['2026-11-22', 'Europe/Budapest', '2026-11-21T23:00:00Z', 24],
    ['2026-07-01', 'Europe/Budapest', '2026-06-30T22:00:00Z', 24],
    // The clocks go forward (23 hours) and back (25 hours).
    ['2026-03-29', 'Europe/Budapest', '2026-03-28T23:00:00Z', 23],
    ['2026-10-25', 'Europe/Budapest', '2026-10-24T22:00:00Z', 25],
    ['2026-11-22', 'Europe/Bucharest', '2026-11-21T22:00:00Z', 24],
    // The last day of a month and of a leap February.
    ['2026-12-31', 'Europe/Budapest', '2026-12-30T23:00:00Z', 24],
    ['2028-02-29', 'Europe/Budapest', '2028-02-28T23:00:00Z', 24],
  ])('%s in %s starts at %s and lasts %d hours', (day, zone, start, hours) => {
    const span = daySpanIn(zone, day);
    expect(span).toEqual({ day, start: Date.parse(start), end: Date.parse(start) + hours * HOUR });
    // The inverse of todayIn: its first and last instants are that day there, the next one is not.
    expect(todayIn(zone, span.start)).toBe(day);
    expect(todayIn(zone, span.end - 1)).toBe(day);
    expect(todayIn(zone, span.end)).not.toBe(day);
  });
});

describe('rangeSpanIn (SPEC §9: the counter counts from the start of a day to the end of today)', () => {
  const HOUR = 3_600_000;
  it.each([
    ['2026-11-22', '2026-11-22', 'Europe/Budapest', '2026-11-21T23:00:00Z', 24],
    ['2026-11-21', '2026-11-22', 'Europe/Budapest', '2026-11-20T23:00:00Z', 48],
    // Across a change of the clocks: forward (an hour less) and back (an hour more).
    ['2026-03-28', '2026-03-30', 'Europe/Budapest', '2026-03-27T23:00:00Z', 71],
    ['2026-10-24', '2026-10-26', 'Europe/Budapest', '2026-10-23T22:00:00Z', 73],
    // Starting in summer time, ending in winter time: the days of both, whole.
    ['2026-07-01', '2026-11-22', 'Europe/Budapest', '2026-06-30T22:00:00Z', 145 * 24 + 1],
    // The counter's whole range: from its start day (winter time) to a day of the next winter.
    ['2025-03-28', '2026-11-22', 'Europe/Budapest', '2025-03-27T23:00:00Z', 605 * 24],
    // The edition's own zone: Bucharest is an hour ahead of Budapest.
    ['2026-11-22', '2026-11-22', 'Europe/Bucharest', '2026-11-21T22:00:00Z', 24],
    // Over a leap February's last day.
    ['2028-02-28', '2028-03-01', 'Europe/Budapest', '2028-02-27T23:00:00Z', 72],
  ])('%s..%s in %s starts at %s and lasts %d hours', (from, to, zone, start, hours) => {
    const span = rangeSpanIn(zone, from, to);
    expect(span).toEqual({ start: Date.parse(start), end: Date.parse(start) + hours * HOUR });
    // Its first instant is `from` there, its last one `to`, the next one is after `to`.
    expect(todayIn(zone, span.start)).toBe(from);
    expect(todayIn(zone, span.start - 1) < from).toBe(true);
    expect(todayIn(zone, span.end - 1)).toBe(to);
    expect(todayIn(zone, span.end) > to).toBe(true);
    // The same as the first day's start and the last day's end.
    expect(span).toEqual({ start: daySpanIn(zone, from).start, end: daySpanIn(zone, to).end });
  });

  it.each([
    ['2026-11-22', 'holnap'],
    ['', '2026-11-22'],
    ['2026-02-30', '2026-03-01'],
    // No range ends before it starts.
    ['2026-11-23', '2026-11-22'],
  ])('refuses %j..%j', (from, to) => {
    expect(() => rangeSpanIn('Europe/Budapest', from, to)).toThrow(RangeError);
  });
});

describe('addCounts', () => {
  it.each([
    [
      { recurring: 0, onetime: 0 },
      { recurring: 0, onetime: 0 },
      { recurring: 0, onetime: 0 },
    ],
    [
      { recurring: 2, onetime: 5 },
      { recurring: 1, onetime: 0 },
      { recurring: 3, onetime: 5 },
    ],
  ])('%j + %j -> %j', (a, b, expected) => {
    expect(addCounts(a, b)).toEqual(expected);
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
