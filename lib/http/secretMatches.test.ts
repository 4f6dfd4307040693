import { secretMatches } from './secretMatches';

describe('secretMatches (on-demand revalidation)', () => {
  it.each([
    ['s3cret', 's3cret', true],
    ['s3cret', 's3cres', false],
    ['', 's3cret', false],
    [undefined, 's3cret', false],
    ['s3cret', undefined, false],
    ['s3cret', '', false],
    ['s3cret-longer', 's3cret', false],
  ])('%j vs %j -> %s', (presented, expected, result) => {
    expect(secretMatches(presented, expected)).toBe(result);
  });
});
