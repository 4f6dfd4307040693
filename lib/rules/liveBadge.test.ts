import { liveBadge } from './liveBadge';

// SPEC section 4, "Live badge".
const now = Date.UTC(2026, 10, 20, 12, 0, 0);
const minutesAgo = (m: number) => now / 1000 - m * 60;

describe('liveBadge (SPEC §4)', () => {
  it.each([
    ['live flag', ['live'], 500, { kind: 'live' }],
    ['live wins over refresh', ['refresh', 'live'], 0, { kind: 'live' }],
    ['refresh, under a minute', ['refresh'], 0.5, { kind: 'refresh', minutes: 0 }],
    ['refresh, 1 minute', ['refresh'], 1, { kind: 'refresh', minutes: 1 }],
    ['refresh, 10 minutes', ['refresh'], 10, { kind: 'refresh', minutes: 10 }],
    ['refresh, 11 minutes', ['refresh'], 11, null],
    ['no flag', ['pr'], 0, null],
    ['no flags at all', [], 0, null],
  ])('%s', (_name, flags, age, expected) => {
    const result = liveBadge(
      { flags: flags.map((slug) => ({ slug })), updatedAt: minutesAgo(age) },
      now,
    );
    expect(result).toEqual(expected);
  });
});
