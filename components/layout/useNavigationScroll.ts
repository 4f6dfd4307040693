// After client-side navigation: scroll smoothly to the list area or to the top, as SPEC section 2
// "Scroll behaviour" says (1000 ms, offset -200; section 9).
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { SMOOTH_SCROLL_MS, SMOOTH_SCROLL_OFFSET_PX } from '@/lib/constants';
import { scrollTargetAfterNavigation } from '@/lib/rules/scrollToList';

export const LIST_AREA_ID = 'lista';

function smoothScrollTo(top: number) {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return window.scrollTo(0, top);
  const start = window.scrollY;
  const began = performance.now();
  const step = (time: number) => {
    const progress = Math.min(1, (time - began) / SMOOTH_SCROLL_MS);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, start + (top - start) * eased);
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function useNavigationScroll(isApp: boolean) {
  const router = useRouter();
  useEffect(() => {
    let previous: string | null = router.asPath;
    const onDone = (url: string) => {
      const target = scrollTargetAfterNavigation({
        from: previous,
        to: url,
        isApp,
      });
      previous = url;
      if (target === 'top') smoothScrollTo(0);
      if (target === 'list') {
        const list = document.getElementById(LIST_AREA_ID);
        if (list)
          smoothScrollTo(
            list.getBoundingClientRect().top + window.scrollY + SMOOTH_SCROLL_OFFSET_PX,
          );
      }
    };
    router.events.on('routeChangeComplete', onDone);
    return () => router.events.off('routeChangeComplete', onDone);
    // The router object is stable; its events are what we listen to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isApp]);
}
