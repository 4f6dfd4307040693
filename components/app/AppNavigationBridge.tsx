// In the newsroom's app (render mode 'app'), in-site navigation is the app's: a click on one of our
// links is handed to its webview handler through the one message bridge (SPEC section 4; the message
// from lib/rules/appNavigation.ts) instead of being followed. Clicks are caught in the capture phase,
// before Next's <Link> handles them. Programmatic navigations (the header search form, the account
// menu) are handed over by wrapping the router's push and replace: the handed-over call resolves
// false without starting a transition, so no routeChangeStart (progress bar, deployment watch) fires
// and no caller sees a rejected promise (aborting from routeChangeStart would reject router.push,
// which the search form does not catch). Shallow and Next's own hydration updates stay in the page.
// With no app around (a plain browser tab with ?isMobileApp) nothing is intercepted.
import Router from 'next/router';
import { useEffect } from 'react';
import { postToApp } from '@/lib/client/appBridge';
import { appNavigationMessage } from '@/lib/rules/appNavigation';

type Navigate = NonNullable<typeof Router.router>['push'];
type Url = Parameters<Navigate>[0];

function linkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement)) return null;
  if (target.hasAttribute('download')) return null;
  const opensElsewhere = target.target !== '' && target.target !== '_self';
  return opensElsewhere ? null : target;
}

/**
 * The URL a router call goes to, or null when it cannot be told without Next's route interpolation
 * (an object href of a dynamic route without `as`): such a call is left to the router.
 */
function hrefOf(url: Url): string | null {
  if (typeof url === 'string') return url;
  if (!url.pathname || url.pathname.includes('[')) return null;
  const query = new URLSearchParams(url.search ?? '');
  if (url.query && typeof url.query === 'object') {
    for (const [name, value] of Object.entries(url.query)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== null && item !== undefined) query.append(name, String(item));
      }
    }
  }
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash ?? ''}`;
}

/** Hands `href` to the app; true when the app took it (the page must not navigate). */
function handedToApp(href: string | null): boolean {
  const message = href === null ? null : appNavigationMessage(href, window.location.href);
  return message !== null && postToApp(message);
}

function handingOver(navigate: Navigate): Navigate {
  return (url, as, options) => {
    // `_h` marks Next's own query update after hydration (the same page): never the reader's.
    const internal = options && '_h' in options;
    if (!options?.shallow && !internal && handedToApp(hrefOf(as ?? url))) {
      return Promise.resolve(false);
    }
    return navigate(url, as, options);
  };
}

export function AppNavigationBridge(): null {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event);
      if (link && handedToApp(link.href)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    document.addEventListener('click', onClick, true);

    const router = Router.router;
    const original = router ? { push: router.push, replace: router.replace } : null;
    if (router && original) {
      router.push = handingOver(original.push.bind(router));
      router.replace = handingOver(original.replace.bind(router));
    }
    // Observable for the app's side (and tests): links are handed over from now on.
    document.documentElement.dataset.appBridge = 'ready';
    return () => {
      delete document.documentElement.dataset.appBridge;
      document.removeEventListener('click', onClick, true);
      if (router && original) Object.assign(router, original);
    };
  }, []);
  return null;
}
