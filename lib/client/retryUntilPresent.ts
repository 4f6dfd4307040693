// SPEC section 4: "Campaign script initialisation retried every second until its library is present".
// Calls `act` once `check` finds the library, trying now and then every `intervalMs`; the returned
// function stops trying (the page went away).

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export function retryUntilPresent<T>(
  check: () => T | null | undefined,
  act: (found: T) => void,
  intervalMs: number,
  timers: Timers = {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
  },
): () => void {
  let handle: unknown = null;
  let stopped = false;
  const attempt = () => {
    if (stopped) return;
    const found = check();
    if (found !== null && found !== undefined) {
      act(found);
      return;
    }
    handle = timers.setTimeout(attempt, intervalMs);
  };
  attempt();
  return () => {
    stopped = true;
    if (handle !== null) timers.clearTimeout(handle);
  };
}
