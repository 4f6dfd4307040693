// In the newsroom's app (render mode 'app'), in-site navigation is the app's: a click on one of our
// links is handed to its webview handler through the one message bridge (SPEC section 4; the message
// from lib/rules/appNavigation.ts) instead of being followed. Clicks are caught in the capture phase,
// before Next's <Link> handles them. Programmatic navigations (the search form, pagination scripts)
// are handed over the same way from the router's routeChangeStart, which the router lets us abort by
// throwing. With no app around (a plain browser tab with ?isMobileApp) nothing is intercepted.
import Router from 'next/router';
import { useEffect } from 'react';
import { postToApp } from '@/lib/client/appBridge';
import { appNavigationMessage } from '@/lib/rules/appNavigation';

/** What the router's abort looks like to Next (it swallows errors with `cancelled: true`). */
function cancelledNavigation(): Error {
  return Object.assign(new Error('Navigation handed to the app'), { cancelled: true });
}

function linkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement)) return null;
  if (target.hasAttribute('download')) return null;
  return target;
}

export function AppNavigationBridge(): null {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event);
      if (!link) return;
      const message = appNavigationMessage(link.href, window.location.href);
      if (message && postToApp(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onRouteChangeStart = (url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      const message = appNavigationMessage(url, window.location.href);
      if (!message || !postToApp(message)) return;
      // Listeners that already ran (the progress bar) learn that this navigation ended.
      Router.events.emit('routeChangeError', cancelledNavigation(), url, { shallow });
      throw cancelledNavigation();
    };
    document.addEventListener('click', onClick, true);
    Router.events.on('routeChangeStart', onRouteChangeStart);
    return () => {
      document.removeEventListener('click', onClick, true);
      Router.events.off('routeChangeStart', onRouteChangeStart);
    };
  }, []);
  return null;
}
