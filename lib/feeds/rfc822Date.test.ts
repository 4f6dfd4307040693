import { isoDateTime, rfc822Date } from './rfc822Date';

const at = (iso: string) => Date.parse(iso) / 1000;

// DESIGN "Public surface compatibility": pubDate with a numeric offset (`Tue, 26 Apr 2022 08:14:10
// +0200`), in Budapest time. EU summer time starts 01:00 UTC on the last Sunday of March and ends 01:00
// UTC on the last Sunday of October.
describe('rfc822Date (Europe/Budapest)', () => {
  it.each([
    [
      'the contract example (summer time)',
      '2022-04-26T06:14:10Z',
      'Tue, 26 Apr 2022 08:14:10 +0200',
    ],
    ['winter time', '2026-01-15T11:05:09Z', 'Thu, 15 Jan 2026 12:05:09 +0100'],
    [
      'winter, the local date is a day later',
      '2025-12-31T23:30:00Z',
      'Thu, 01 Jan 2026 00:30:00 +0100',
    ],
    [
      'summer, the local date is a day later',
      '2026-07-31T22:00:00Z',
      'Sat, 01 Aug 2026 00:00:00 +0200',
    ],
    [
      'last second before spring forward',
      '2026-03-29T00:59:59Z',
      'Sun, 29 Mar 2026 01:59:59 +0100',
    ],
    [
      'spring forward: 02:00 becomes 03:00',
      '2026-03-29T01:00:00Z',
      'Sun, 29 Mar 2026 03:00:00 +0200',
    ],
    ['spring-forward day, evening', '2026-03-29T20:00:00Z', 'Sun, 29 Mar 2026 22:00:00 +0200'],
    ['last second before fall back', '2026-10-25T00:59:59Z', 'Sun, 25 Oct 2026 02:59:59 +0200'],
    ['fall back: the second 02:00', '2026-10-25T01:00:00Z', 'Sun, 25 Oct 2026 02:00:00 +0100'],
    ['fall-back day, evening', '2026-10-25T20:00:00Z', 'Sun, 25 Oct 2026 21:00:00 +0100'],
    ['spring forward 2022', '2022-03-27T01:00:00Z', 'Sun, 27 Mar 2022 03:00:00 +0200'],
    ['fall back 2022', '2022-10-30T01:00:00Z', 'Sun, 30 Oct 2022 02:00:00 +0100'],
    ['leap day', '2024-02-29T12:00:00Z', 'Thu, 29 Feb 2024 13:00:00 +0100'],
    ['the epoch', '1970-01-01T00:00:00Z', 'Thu, 01 Jan 1970 01:00:00 +0100'],
  ])('%s', (_name, utc, expected) => {
    expect(rfc822Date(at(utc))).toBe(expected);
  });

  it('drops fractions of a second', () => {
    expect(rfc822Date(at('2022-04-26T06:14:10Z') + 0.9)).toBe('Tue, 26 Apr 2022 08:14:10 +0200');
  });

  it('matches the format the feeds promise', () => {
    expect(rfc822Date(1_795_380_600)).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$/,
    );
  });

  it('takes another zone when asked', () => {
    expect(rfc822Date(at('2026-07-01T12:00:00Z'), 'Europe/Bucharest')).toBe(
      'Wed, 01 Jul 2026 15:00:00 +0300',
    );
    expect(rfc822Date(at('2026-07-01T12:00:00Z'), 'UTC')).toBe('Wed, 01 Jul 2026 12:00:00 +0000');
  });
});

describe('isoDateTime (Europe/Budapest)', () => {
  it.each([
    ['summer time', '2022-04-26T06:14:10Z', '2022-04-26T08:14:10+02:00'],
    ['winter time', '2026-11-22T04:24:33Z', '2026-11-22T05:24:33+01:00'],
    ['spring forward', '2026-03-29T01:00:00Z', '2026-03-29T03:00:00+02:00'],
    ['fall back', '2026-10-25T01:00:00Z', '2026-10-25T02:00:00+01:00'],
  ])('%s', (_name, utc, expected) => {
    expect(isoDateTime(at(utc))).toBe(expected);
  });
});
