import { formatMonth, monthBounds, monthOf, monthsBetween, parseMonth } from './sitemapMonths';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('parseMonth', () => {
  it.each([
    ['2026-11', { year: 2026, month: 11 }],
    ['1990-01', { year: 1990, month: 1 }],
    [['2026-02', 'x'], { year: 2026, month: 2 }],
    ['2026-13', null],
    ['2026-00', null],
    ['2026-1', null],
    ['26-11', null],
    ['1989-12', null],
    ['2026-11.xml', null],
    [undefined, null],
  ])('%j -> %j', (text, expected) => {
    expect(parseMonth(text)).toEqual(expected);
  });
});

describe('monthBounds (Budapest midnight)', () => {
  it.each([
    [{ year: 2026, month: 11 }, '2026-10-31T23:00:00Z', '2026-11-30T23:00:00Z'],
    // Starts in summer time, ends in winter time.
    [{ year: 2026, month: 10 }, '2026-09-30T22:00:00Z', '2026-10-31T23:00:00Z'],
    [{ year: 2026, month: 3 }, '2026-02-28T23:00:00Z', '2026-03-31T22:00:00Z'],
    [{ year: 2026, month: 12 }, '2026-11-30T23:00:00Z', '2026-12-31T23:00:00Z'],
  ])('%j', (month, start, end) => {
    expect(monthBounds(month)).toEqual({ start: at(start), end: at(end) });
  });
});

describe('monthOf', () => {
  it.each([
    ['2026-10-31T22:59:59Z', '2026-10'],
    ['2026-10-31T23:00:00Z', '2026-11'],
    ['2026-12-31T23:30:00Z', '2027-01'],
  ])('%s is in %s in Budapest', (iso, expected) => {
    expect(formatMonth(monthOf(at(iso)))).toBe(expected);
  });
});

describe('monthsBetween', () => {
  it('lists every month, newest first, across years', () => {
    expect(
      monthsBetween({ year: 2026, month: 2 }, { year: 2025, month: 11 }).map(formatMonth),
    ).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });

  it('is the one month when both are the same', () => {
    expect(monthsBetween({ year: 2026, month: 2 }, { year: 2026, month: 2 })).toHaveLength(1);
  });
});
