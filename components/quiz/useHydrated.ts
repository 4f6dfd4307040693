// False while the server renders and the browser hydrates that HTML, true from then on: the quiz block
// renders its server HTML first (readable without JavaScript) and enables its controls afterwards.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
