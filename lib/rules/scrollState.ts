// SPEC section 4 "Scroll state" with the thresholds of section 9: which of the body classes
// scroll-down / scroll-up apply after the page moved to a new scroll position.
import {
  SCROLL_DELTA_PX,
  SCROLL_DESKTOP_BREAKPOINT_PX,
  SCROLL_HALF_HERO_OFFSET_PX,
  SCROLL_HEADLINE_PX,
  SCROLL_HERO_TOP_PX,
  SCROLL_TOP_PX,
} from '../constants';

export interface ScrollState {
  direction: 'down' | 'up' | null;
  /** Which way the last movement went, to find turning points. */
  moving: 'down' | 'up' | null;
  /** Where the current run of movement began (the last upward or downward turning point). */
  turnY: number;
  y: number;
}

export interface ScrollContext {
  /** How near the top both classes are removed (see scrollTopThreshold). */
  topThreshold: number;
  /** Bottom edge of the page headline relative to the viewport, when the page has one. */
  headlineBottom?: number;
}

export const initialScrollState: ScrollState = { direction: null, moving: null, turnY: 0, y: 0 };

/**
 * The half-hero threshold is a desktop one (SPEC section 9: breakpoint 900 px): a page whose hero fills
 * the window below the header (an immersive article with halfImage) on a window at least 900 px wide.
 */
export function isHalfHeroDesktop(halfHero: boolean, windowWidth: number): boolean {
  return halfHero && windowWidth >= SCROLL_DESKTOP_BREAKPOINT_PX;
}

/** The class the hero container gets once the scroll position passes its height (SPEC section 4). */
export const HERO_FILL_CLASS = 'hero--fill';

/** Whether the hero container gets its fill class: the page has scrolled past the hero's height. */
export function heroFilled(scrollY: number, heroHeight: number): boolean {
  return heroHeight > 0 && scrollY > heroHeight;
}

/** Near-top threshold: 30 px; 80 px on hero pages; window height minus 70 on half-hero desktop. */
export function scrollTopThreshold(options: {
  hero: boolean;
  halfHeroDesktop: boolean;
  windowHeight: number;
}): number {
  if (options.halfHeroDesktop) return options.windowHeight - SCROLL_HALF_HERO_OFFSET_PX;
  return options.hero ? SCROLL_HERO_TOP_PX : SCROLL_TOP_PX;
}

export function nextScrollState(
  state: ScrollState,
  y: number,
  context: ScrollContext,
): ScrollState {
  if (y <= context.topThreshold) return { direction: null, moving: null, turnY: y, y };
  if (y === state.y) return state;

  const moving = y > state.y ? 'down' : 'up';
  const turnY = moving === state.moving ? state.turnY : state.y;
  let direction = state.direction;
  if (moving === 'down') {
    const headlinePassed =
      context.headlineBottom !== undefined && context.headlineBottom < SCROLL_HEADLINE_PX;
    if (y - turnY > SCROLL_DELTA_PX || headlinePassed) direction = 'down';
  } else if (turnY - y > SCROLL_DELTA_PX) {
    direction = 'up';
  }
  return { direction, moving, turnY, y };
}
