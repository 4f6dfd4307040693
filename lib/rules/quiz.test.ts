import {
  answerPercent,
  formatAverage,
  formatPercent,
  isQuestionActive,
  isValidQuizToken,
} from './quiz';

// SPEC section 4 (active until activeTo), section 5 (24-character token), section 9 (1 decimal).
describe('isQuestionActive (SPEC §4)', () => {
  const activeTo = 1_800_000_000;
  it.each([
    ['an hour before', activeTo * 1000 - 3_600_000, true],
    ['one ms before', activeTo * 1000 - 1, true],
    ['at activeTo', activeTo * 1000, false],
    ['after', activeTo * 1000 + 1, false],
  ])('%s', (_name, now, expected) => {
    expect(isQuestionActive({ activeTo }, now)).toBe(expected);
  });
});

describe('isValidQuizToken (SPEC §5)', () => {
  it.each([
    ['65f1a2b3c4d5e6f7a8b9c0d1', true],
    ['x'.repeat(24), true],
    ['65f1a2b3c4d5e6f7a8b9c0d', false],
    ['65f1a2b3c4d5e6f7a8b9c0d12', false],
    ['', false],
    [undefined, false],
    [null, false],
    [123456789012345678901234, false],
    [['65f1a2b3c4d5e6f7a8b9c0d1'], false],
  ])('%j -> %s', (token, expected) => {
    expect(isValidQuizToken(token)).toBe(expected);
  });
});

describe('answerPercent (SPEC §9: rounded to 1 decimal)', () => {
  it.each([
    [0, 0, 0],
    [5, 0, 0],
    [0, 10, 0],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 8, 12.5],
    [1, 16, 6.3],
    [1, 1, 100],
    [1, 7, 14.3],
    [1, 200, 0.5],
    [1, 2001, 0],
    [5, 4, 100],
    [-1, 10, 0],
    [Number.NaN, 10, 0],
  ])('%d of %d -> %d', (count, total, expected) => {
    expect(answerPercent(count, total)).toBe(expected);
  });
});

describe('formatPercent (SPEC §9: rounded to 1 decimal)', () => {
  it.each([
    [42.5, 'hu', '42,5%'],
    [42.46, 'hu', '42,5%'],
    [100, 'hu', '100%'],
    [0, 'hu', '0%'],
    [33.333, 'hu', '33,3%'],
    [66.66, 'en', '66.7%'],
    [Number.POSITIVE_INFINITY, 'hu', ''],
  ] as const)('%d (%s) -> %s', (value, locale, expected) => {
    expect(formatPercent(value, locale)).toBe(expected);
  });
});

describe('formatAverage (SPEC §9: 1 decimal)', () => {
  it.each([
    [4.5, 'hu', '4,5'],
    [4, 'hu', '4,0'],
    [3.25, 'hu', '3,3'],
    [3.14159, 'hu', '3,1'],
    [9.96, 'hu', '10,0'],
    [12345.67, 'hu', '12345,7'],
    [0, 'hu', '0,0'],
    [4.5, 'en', '4.5'],
    [2, 'en', '2.0'],
    [Number.NaN, 'hu', ''],
  ] as const)('%d (%s) -> %s', (value, locale, expected) => {
    expect(formatAverage(value, locale)).toBe(expected);
  });

  it('defaults to Hungarian (SPEC §9)', () => {
    expect(formatAverage(1.25)).toBe('1,3');
  });
});
