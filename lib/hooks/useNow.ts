// The reader's clock for relative dates: one shared timer ticking every 15 s (SPEC section 9). During
// hydration it returns the server's render time so the markup matches, then the real time.
import { useSyncExternalStore } from 'react';
import { RELATIVE_DATE_REFRESH_MS } from '../constants';

let now = Date.now();
let timer: number | undefined;
const listeners = new Set<() => void>();

function tick() {
  now = Date.now();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = window.setInterval(tick, RELATIVE_DATE_REFRESH_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

export function useNow(serverNow: number): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => serverNow,
  );
}
