// Everything every page shares, mounted once in _app (which stays mounted across client navigation):
// the page's locale and dictionary, its render mode, and the progress bar. The later features hang
// their providers here too: the session (accounts), the global podcast player, the ad manager.
import {
  Suspense,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { lazyComponent } from '@/lib/client/lazyComponent';
import { LocaleContext, localeValue } from '@/lib/i18n/LocaleContext';
import type { ShellData } from '@/lib/view/shellData';
import { usePlayerActivated } from '@/lib/client/playerActivation';
import { whenIdleAfterLoad } from '@/lib/client/afterLoad';
import { limitPrefetches } from '@/lib/client/prefetchLimit';
import { RenderModeContext } from './RenderModeContext';

// The progress bar shows nothing until a reader navigates, so its code loads after the page (it is
// no part of any page's first-load JavaScript).
const ProgressBar = lazyComponent(() => import('../layout/ProgressBar'), 'ProgressBar');

// The global podcast player (issue 16) mounts here, so that playback survives navigation; its code
// loads on the first play press (or at once in the app, whose player state the page mirrors).
const PlayerHost = lazyComponent(() => import('../podcast/PlayerHost'), 'PlayerHost');

// What runs in the browser on every page but shows nothing until needed (issue 18): deployment
// detection, the campaign script and, in the app, the navigation bridge; and the site-wide
// picture-in-picture video. Both load once the page has loaded and the main thread is idle: no part of
// any page's first-load JavaScript, no competition with hydration.
const ClientRuntime = lazyComponent(() => import('./ClientRuntime'), 'ClientRuntime');
const PipHost = lazyComponent(() => import('../video/PipHost'), 'PipHost');

const noSubscription = () => () => undefined;

/** False on the server and during hydration, true once the page runs in the browser. */
function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function AppProviders({ shell, children }: { shell: ShellData; children: ReactNode }) {
  // Before any link prefetches (SPEC section 9: 4 at a time); a no-op on the server and after once.
  if (typeof window !== 'undefined') limitPrefetches();
  const mounted = useMounted();
  const [settled, setSettled] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setSettled(true)), []);
  const playerActivated = usePlayerActivated();
  // One value per page: a new object on every render would re-render every component that
  // translates (most of the page) when the progress bar mounts after hydration.
  const locale = useMemo(
    () => localeValue(shell.locale, shell.messages),
    [shell.locale, shell.messages],
  );
  return (
    <LocaleContext.Provider value={locale}>
      <RenderModeContext.Provider value={shell.renderMode}>
        {mounted ? (
          <Suspense fallback={null}>
            <ProgressBar />
          </Suspense>
        ) : null}
        {settled ? (
          <Suspense fallback={null}>
            <ClientRuntime />
            <PipHost />
          </Suspense>
        ) : null}
        {children}
        {playerActivated || shell.renderMode === 'app' ? (
          <Suspense fallback={null}>
            <PlayerHost />
          </Suspense>
        ) : null}
      </RenderModeContext.Provider>
    </LocaleContext.Provider>
  );
}
