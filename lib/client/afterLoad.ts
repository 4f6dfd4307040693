// Work that readers do not need for the first paint (the ad runtime, the client runtime, the pip)
// waits until the page has loaded and the main thread is idle, so it never competes with hydration
// (Lighthouse's total blocking time). Returns the cancel.
import { AFTER_LOAD_IDLE_TIMEOUT_MS } from '../constants';

export function whenIdleAfterLoad(callback: () => void): () => void {
  let cancelled = false;
  let idleHandle: ReturnType<typeof setTimeout> | number | undefined;
  const idle = () => {
    if (cancelled) return;
    const run = () => {
      if (!cancelled) callback();
    };
    // Safari has no requestIdleCallback.
    idleHandle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: AFTER_LOAD_IDLE_TIMEOUT_MS })
        : globalThis.setTimeout(run, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function')
      window.cancelIdleCallback(idleHandle as number);
    else globalThis.clearTimeout(idleHandle);
  };
}
