import { readReplayNow } from './replayNow';

// The replays' clock seam (lib/http/replayClock.ts): a request names the instant the replays show it
// in Unix milliseconds, or it is malformed (a 400).
describe('readReplayNow', () => {
  it.each([
    ['no header', undefined, { kind: 'absent' }],
    ['the tests’ evening, in milliseconds', '1795377600000', { kind: 'at', now: 1795377600000 }],
    ['the epoch', '0', { kind: 'at', now: 0 }],
    ['leading zeros', '0001795377600000', { kind: 'at', now: 1795377600000 }],
    ['the latest instant a Date holds', '8640000000000000', { kind: 'at', now: 8.64e15 }],
    ['one millisecond later', '8640000000000001', { kind: 'malformed' }],
    ['more digits than any instant has', '1'.repeat(17), { kind: 'malformed' }],
    ['a very long value', '9'.repeat(10_000), { kind: 'malformed' }],
    ['empty', '', { kind: 'malformed' }],
    ['blank', ' ', { kind: 'malformed' }],
    ['surrounded by spaces', ' 1795377600000 ', { kind: 'malformed' }],
    ['negative', '-1', { kind: 'malformed' }],
    ['signed', '+1795377600000', { kind: 'malformed' }],
    ['a fraction', '1795377600000.5', { kind: 'malformed' }],
    ['exponent notation', '1.7e12', { kind: 'malformed' }],
    ['hexadecimal', '0x1a', { kind: 'malformed' }],
    ['an ISO date', '2026-11-22T21:00:00+01:00', { kind: 'malformed' }],
    ['seconds with a unit', '1795377600s', { kind: 'malformed' }],
    ['two values joined by the server', '1795377600000, 1795377600001', { kind: 'malformed' }],
    ['a list of values', ['1795377600000'], { kind: 'malformed' }],
    ['a NUL byte', '17953776\u000000000', { kind: 'malformed' }],
    ['non-ASCII digits', '١٧٩٥٣٧٧٦٠٠٠٠٠', { kind: 'malformed' }],
  ])('%s', (_name, value, expected) => {
    expect(readReplayNow(value)).toEqual(expected);
  });
});
