// The reader's clock for relative dates: one shared timer ticking every 15 s (SPEC section 9). During
// hydration it returns the server's render time so the markup matches; the reader's time follows at
// once, as a transition: React renders the page's hundred dates in slices between frames instead of
// one long task right after hydration (which useSyncExternalStore forced, and Lighthouse counted).
import { startTransition, useEffect, useState } from 'react';
import { RELATIVE_DATE_REFRESH_MS } from '../constants';

let timer: number | undefined;
const listeners = new Set<(now: number) => void>();

function tick() {
  const now = Date.now();
  startTransition(() => listeners.forEach((listener) => listener(now)));
}

function subscribe(listener: (now: number) => void) {
  listeners.add(listener);
  if (timer === undefined) timer = window.setInterval(tick, RELATIVE_DATE_REFRESH_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * Every caller starts from the server's time, also one that hydrates late (a lazily loaded part of the
 * page hydrates after other parts' effects ran: a "hydrated yet?" flag gave it the reader's clock and a
 * live blog with fresh posts a hydration mismatch, issue 27). A part mounted on client navigation shows
 * its page data's time for one frame, then the reader's.
 */
export function useNow(serverNow: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    startTransition(() => setNow(Date.now()));
    return subscribe(setNow);
  }, []);
  return now;
}
