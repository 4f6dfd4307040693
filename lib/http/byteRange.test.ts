// Range requests (RFC 9110 section 14) for the demo audio, so a player can seek (issue 16).
import { parseByteRange, type RangeAnswer } from './byteRange';

describe('parseByteRange', () => {
  it.each<[string | undefined, number, RangeAnswer]>([
    [undefined, 1000, { kind: 'full' }],
    ['', 1000, { kind: 'full' }],
    ['bytes=0-', 1000, { kind: 'partial', start: 0, end: 999 }],
    ['bytes=0-1', 1000, { kind: 'partial', start: 0, end: 1 }],
    ['bytes=500-599', 1000, { kind: 'partial', start: 500, end: 599 }],
    ['bytes=900-5000', 1000, { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-100', 1000, { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', 1000, { kind: 'partial', start: 0, end: 999 }],
    ['BYTES= 10 - 19', 1000, { kind: 'partial', start: 10, end: 19 }],
    ['bytes=0-9, 20-29', 1000, { kind: 'partial', start: 0, end: 9 }],
    ['bytes=1000-', 1000, { kind: 'unsatisfiable' }],
    ['bytes=20-10', 1000, { kind: 'unsatisfiable' }],
    ['bytes=-0', 1000, { kind: 'unsatisfiable' }],
    ['bytes=-', 1000, { kind: 'full' }],
    ['items=0-9', 1000, { kind: 'full' }],
    ['bytes=abc', 1000, { kind: 'full' }],
  ])('%j of %d bytes', (header, size, answer) => {
    expect(parseByteRange(header, size)).toEqual(answer);
  });
});
