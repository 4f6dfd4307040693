// Where the user menu goes in the header. Pages are cached for everyone, so who is signed in is
// decided in the browser: only when the hint cookie is there is the menu's code loaded at all.
import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '@/lib/client/lazyComponent';
import { mayHaveSession } from '@/lib/client/sessionHint';

const UserMenu = lazyComponent(() => import('./UserMenu'), 'UserMenu');

const noSubscription = () => () => {};

/** The hint cookie, read after hydration (the server's HTML is the same for everyone). */
export function useMayHaveSession(): boolean {
  return useSyncExternalStore(noSubscription, mayHaveSession, () => false);
}

export function AccountSlot() {
  return useMayHaveSession() ? (
    <Suspense fallback={null}>
      <UserMenu />
    </Suspense>
  ) : null;
}
