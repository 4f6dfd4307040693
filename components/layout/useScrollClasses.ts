// Keeps the body's scroll-down / scroll-up classes in step with the reader's scrolling (SPEC section 4),
// and the hero container's fill class: the page's element marked data-hero (HERO_ATTRIBUTE).
import { useEffect } from 'react';
import { SCROLL_THROTTLE_MS } from '@/lib/constants';
import {
  HERO_FILL_CLASS,
  heroFilled,
  initialScrollState,
  isHalfHeroDesktop,
  nextScrollState,
  scrollTopThreshold,
} from '@/lib/rules/scrollState';

/** The attribute that marks a page's hero container (the immersive article's cover). */
export const HERO_ATTRIBUTE = 'data-hero';

export function useScrollClasses({ hero, halfHero }: { hero: boolean; halfHero: boolean }) {
  useEffect(() => {
    let state = initialScrollState;
    let last = 0;
    let pending: number | undefined;
    const body = document.body;

    function update() {
      pending = undefined;
      last = Date.now();
      const headline = document.querySelector('h1');
      state = nextScrollState(state, window.scrollY, {
        topThreshold: scrollTopThreshold({
          hero,
          halfHeroDesktop: isHalfHeroDesktop(halfHero, window.innerWidth),
          windowHeight: window.innerHeight,
        }),
        headlineBottom: headline?.getBoundingClientRect().bottom,
      });
      body.classList.toggle('scroll-down', state.direction === 'down');
      body.classList.toggle('scroll-up', state.direction === 'up');
      const heroContainer = document.querySelector<HTMLElement>(`[${HERO_ATTRIBUTE}]`);
      heroContainer?.classList.toggle(
        HERO_FILL_CLASS,
        heroFilled(window.scrollY, heroContainer.offsetHeight),
      );
    }
    function onScroll() {
      if (pending !== undefined) return;
      pending = window.setTimeout(update, Math.max(0, SCROLL_THROTTLE_MS - (Date.now() - last)));
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(pending);
      body.classList.remove('scroll-down', 'scroll-up');
    };
  }, [hero, halfHero]);
}
