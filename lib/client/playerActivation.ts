// Whether the global podcast player has been used in this tab: the app shell loads the player's code
// (components/podcast/PlayerHost and the store behind it) only from then on, so pages without a play
// press carry none of it in their first-load JavaScript. Dependency-free on purpose: the shell
// imports it on every page.
import { useSyncExternalStore } from 'react';

let activated = false;
const listeners = new Set<() => void>();

/** Called by the player's store on the first play press. */
export function activatePlayer(): void {
  if (activated) return;
  activated = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlayerActivated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => activated,
    () => false,
  );
}
