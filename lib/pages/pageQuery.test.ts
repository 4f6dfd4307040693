import { describe, expect, it } from 'vitest';
import { pageQueryText } from './pageQuery';

describe("a page's query parameter (issue 28: never a 5xx)", () => {
  it.each([
    ['absent', undefined, undefined],
    ['a short text', '2024013', '2024013'],
    ['the first of repeats', ['abc', 'def'], 'abc'],
    ['exactly the limit', 'a'.repeat(50), 'a'.repeat(50)],
    ['over the limit', 'a'.repeat(51), undefined],
    ['far over the limit', 'a'.repeat(100_000), undefined],
    ['an empty list', [], undefined],
  ])('%s', (_, value, expected) => {
    expect(pageQueryText(value as string | string[] | undefined, 50)).toBe(expected);
  });
});
