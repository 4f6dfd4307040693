import {
  heroFilled,
  initialScrollState,
  isHalfHeroDesktop,
  nextScrollState,
  scrollTopThreshold,
  type ScrollState,
} from './scrollState';

// SPEC section 4 "Scroll state", thresholds of section 9 (50, 80, 30, 70 px).
function run(positions: number[], context = { topThreshold: 30 }): ScrollState['direction'] {
  return positions.reduce((state, y) => nextScrollState(state, y, context), initialScrollState)
    .direction;
}

describe('nextScrollState (SPEC §4)', () => {
  it.each([
    ['small move down stays neutral', [40, 45, 50], null],
    ['more than 50 px down from the last upward point', [40, 100, 160], 'down'],
    ['50 px down after an upward run keeps scroll-up', [400, 300, 250, 300], 'up'],
    ['up more than 50 px after going down', [40, 400, 340], 'up'],
    ['up 50 px is not enough', [40, 400, 350], 'down'],
    ['near the top clears everything', [40, 400, 20], null],
    ['down again after an upward run', [40, 400, 300, 320, 360], 'down'],
    ['the upward turning point counts, not the page top', [600, 1000, 900, 940], 'up'],
  ])('%s', (_name, positions, expected) => {
    expect(run(positions)).toBe(expected);
  });

  it('goes scroll-down as soon as the headline is above 80 px', () => {
    const state = nextScrollState(initialScrollState, 45, { topThreshold: 30, headlineBottom: 70 });
    expect(state.direction).toBe('down');
  });

  it('keeps the hero threshold of 80 px', () => {
    expect(run([200, 300, 70], { topThreshold: 80 })).toBeNull();
  });
});

describe('scrollTopThreshold (SPEC §9)', () => {
  it.each([
    [{ hero: false, halfHeroDesktop: false, windowHeight: 800 }, 30],
    [{ hero: true, halfHeroDesktop: false, windowHeight: 800 }, 80],
    [{ hero: true, halfHeroDesktop: true, windowHeight: 800 }, 730],
  ])('%j -> %d', (options, expected) => {
    expect(scrollTopThreshold(options)).toBe(expected);
  });
});

// SPEC section 4: "window height minus 70 on half-hero desktop"; section 9: breakpoint 900 px.
describe('isHalfHeroDesktop (SPEC §4, §9)', () => {
  it.each([
    [true, 1280, true],
    [true, 900, true],
    [true, 899, false],
    [true, 375, false],
    [false, 1280, false],
  ])('half hero %s, window %d px wide -> %s', (halfHero, width, expected) => {
    expect(isHalfHeroDesktop(halfHero, width)).toBe(expected);
  });

  it('puts the near-top threshold at window height minus 70 only there', () => {
    const threshold = (width: number) =>
      scrollTopThreshold({
        hero: true,
        halfHeroDesktop: isHalfHeroDesktop(true, width),
        windowHeight: 900,
      });
    expect(threshold(1280)).toBe(830);
    expect(threshold(800)).toBe(80);
  });
});

// SPEC section 4: "Hero container gets a fill class once scroll passes its height."
describe('heroFilled (SPEC §4)', () => {
  it.each([
    [0, 600, false],
    [600, 600, false],
    [601, 600, true],
    [2000, 600, true],
    // A hero not laid out (no height) is never filled.
    [100, 0, false],
  ])('scrolled %d px past a %d px hero -> %s', (y, height, expected) => {
    expect(heroFilled(y, height)).toBe(expected);
  });
});
