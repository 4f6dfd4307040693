import { describe, expect, it } from 'vitest';
import { collapsedAdMayOpen } from './adCollapse';

describe('SPEC section 3 (loadCollapsed): a collapsed slot opens only where it moves nothing visible', () => {
  it.each([
    ['below the viewport', 900, 800, true],
    ['starting exactly at the bottom edge', 800, 800, true],
    ['inside the viewport', 400, 800, false],
    ['just above the bottom edge', 799, 800, false],
    ['above the viewport (scrolled past)', -300, 800, false],
  ])('%s: top %i in a %i px viewport → %s', (_case, top, height, expected) => {
    expect(collapsedAdMayOpen(top, height)).toBe(expected);
  });
});
