// SPEC section 3 (podcast episode: duration in seconds), shown as words, ISO 8601 and a clock.
import { describe, expect, it } from 'vitest';
import { clockTime, durationParts, isoDuration } from './podcastDuration';

describe('durationParts (SPEC section 3, episode duration)', () => {
  it.each([
    [0, { hours: 0, minutes: 0, seconds: 0 }],
    [45, { hours: 0, minutes: 0, seconds: 45 }],
    [59.6, { hours: 0, minutes: 1, seconds: 0 }],
    [89, { hours: 0, minutes: 1, seconds: 0 }],
    [90, { hours: 0, minutes: 2, seconds: 0 }],
    [912, { hours: 0, minutes: 15, seconds: 0 }],
    [3600, { hours: 1, minutes: 0, seconds: 0 }],
    [3720, { hours: 1, minutes: 2, seconds: 0 }],
    [3599, { hours: 1, minutes: 0, seconds: 0 }],
    [-5, { hours: 0, minutes: 0, seconds: 0 }],
    [Number.NaN, { hours: 0, minutes: 0, seconds: 0 }],
  ])('%s s -> %o', (seconds, parts) => {
    expect(durationParts(seconds)).toEqual(parts);
  });
});

describe('isoDuration (machine-readable <time dateTime>)', () => {
  it.each([
    [0, 'PT0S'],
    [45, 'PT45S'],
    [60, 'PT1M'],
    [912, 'PT15M12S'],
    [3600, 'PT1H'],
    [3723, 'PT1H2M3S'],
    [Number.POSITIVE_INFINITY, 'PT0S'],
  ])('%s s -> %s', (seconds, iso) => {
    expect(isoDuration(seconds)).toBe(iso);
  });
});

describe('clockTime (the player)', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [600, '10:00'],
    [3723, '1:02:03'],
    [Number.NaN, '0:00'],
  ])('%s s -> %s', (seconds, clock) => {
    expect(clockTime(seconds)).toBe(clock);
  });
});
