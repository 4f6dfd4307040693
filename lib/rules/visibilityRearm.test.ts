import { VISIBILITY_REARM_MS } from '../constants';
import { shouldRearmAfterHidden } from './visibilityRearm';

// SPEC section 4: "timer restarts when the tab becomes visible after more than 30 s"; section 9: 30 s.
describe('shouldRearmAfterHidden (SPEC §4, §9)', () => {
  it('uses the 30 s of SPEC section 9', () => {
    expect(VISIBILITY_REARM_MS).toBe(30_000);
  });

  it.each([
    ['a blink', 200, false],
    ['just under 30 s', 29_999, false],
    ['exactly 30 s (not "more than")', 30_000, false],
    ['just over 30 s', 30_001, true],
    ['ten minutes', 600_000, true],
    ['never hidden (negative clock jump)', -5_000, false],
    ['unknown duration', Number.NaN, false],
  ])('%s -> %s', (_name, hiddenFor, expected) => {
    expect(shouldRearmAfterHidden(hiddenFor)).toBe(expected);
  });

  it('takes another threshold when given one', () => {
    expect(shouldRearmAfterHidden(1_500, 1_000)).toBe(true);
    expect(shouldRearmAfterHidden(500, 1_000)).toBe(false);
  });
});
