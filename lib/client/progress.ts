// The progress store behind the top progress bar: a count of browser calls in flight that asked for the
// indicator (apiGet with `progress: true`). Shaped for useSyncExternalStore; no React, no dependencies,
// so every page can carry it.

type Listener = () => void;

let active = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** A call that shows the indicator started. */
export function beginProgress(): void {
  active += 1;
  if (active === 1) emit();
}

/** A call that showed the indicator ended (success or failure); never goes below zero. */
export function endProgress(): void {
  if (active === 0) return;
  active -= 1;
  if (active === 0) emit();
}

/** Calls in flight that show the indicator. */
export function getProgressSnapshot(): number {
  return active;
}

/** The server never has calls in flight. */
export function getServerProgressSnapshot(): number {
  return 0;
}

export function subscribeProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tests only: forget calls left in flight by an earlier test. */
export function resetProgressForTest(): void {
  active = 0;
  emit();
}
