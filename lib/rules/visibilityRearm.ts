// SPEC section 4: "timer restarts when the tab becomes visible after more than 30 s" (section 9: visibility
// re-arm after 30 s). A poll hidden for longer than that polls at once on return and starts its interval
// again; a shorter absence leaves the running interval alone.
import { VISIBILITY_REARM_MS } from '../constants';

/** Whether a poll should fire at once and restart its interval after the tab was hidden this long. */
export function shouldRearmAfterHidden(
  hiddenForMs: number,
  rearmAfterMs: number = VISIBILITY_REARM_MS,
): boolean {
  return Number.isFinite(hiddenForMs) && hiddenForMs > rearmAfterMs;
}
