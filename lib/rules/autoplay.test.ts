import { describe, expect, it } from 'vitest';
import { isAutoplayMode, shouldAutoplay, type AutoplayMode } from './autoplay';

const all = [true, false].flatMap((tabVisible) =>
  [true, false].flatMap((otherPlaying) =>
    [true, false].map((pipShown) => ({ tabVisible, otherPlaying, pipShown })),
  ),
);

describe('SPEC section 4: video autoplay modes', () => {
  it.each(all)('NO never plays by itself (%o)', (context) => {
    expect(shouldAutoplay('NO', context)).toBe(false);
  });
  it.each(all)('GENTLY_FORCE: tab visible, nothing else playing, pip not shown (%o)', (context) => {
    expect(shouldAutoplay('GENTLY_FORCE', context)).toBe(
      context.tabVisible && !context.otherPlaying && !context.pipShown,
    );
  });
  it.each(all)('FULL_FORCE: whenever the tab is visible (%o)', (context) => {
    expect(shouldAutoplay('FULL_FORCE', context)).toBe(context.tabVisible);
  });
  it.each([
    ['NO', true],
    ['GENTLY_FORCE', true],
    ['FULL_FORCE', true],
    ['full_force', false],
    ['YES', false],
  ])('%s is a mode: %s', (value, expected) => {
    expect(isAutoplayMode(value as AutoplayMode)).toBe(expected);
  });
});
