// Keeps the body's scroll-down / scroll-up classes in step with the reader's scrolling (SPEC section 4).
import { useEffect } from 'react';
import { SCROLL_DESKTOP_BREAKPOINT_PX, SCROLL_THROTTLE_MS } from '@/lib/constants';
import { initialScrollState, nextScrollState, scrollTopThreshold } from '@/lib/rules/scrollState';

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
          halfHeroDesktop: halfHero && window.innerWidth >= SCROLL_DESKTOP_BREAKPOINT_PX,
          windowHeight: window.innerHeight,
        }),
        headlineBottom: headline?.getBoundingClientRect().bottom,
      });
      body.classList.toggle('scroll-down', state.direction === 'down');
      body.classList.toggle('scroll-up', state.direction === 'up');
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
