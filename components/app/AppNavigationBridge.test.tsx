// @vitest-environment jsdom
import { render } from '@testing-library/react';
import Router from 'next/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppNavigationBridge } from './AppNavigationBridge';

type NativeWindow = Window & { ReactNativeWebView?: { postMessage: (text: string) => void } };

function page() {
  document.body.innerHTML = `
    <a id="article" href="/belfold/2026/11/20/cikk">cikk</a>
    <a id="next" href="/rovat/belfold?oldal=2">2</a>
    <a id="outside" href="https://example.com/">külső</a>
    <a id="new-tab" href="/rovat/belfold" target="_blank">új lapon</a>`;
  return (id: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    document.getElementById(id)!.dispatchEvent(event);
    return event.defaultPrevented;
  };
}

function withApp() {
  const postMessage = vi.fn();
  (window as NativeWindow).ReactNativeWebView = { postMessage };
  return () => postMessage.mock.calls.map(([text]) => JSON.parse(text as string));
}

/** A stand-in for the page's Next router: records the transitions it is asked for. */
function fakeRouter() {
  const transitions: unknown[][] = [];
  const router = {
    push: (...args: unknown[]) => (transitions.push(['push', ...args]), Promise.resolve(true)),
    replace: (...args: unknown[]) => (
      transitions.push(['replace', ...args]),
      Promise.resolve(true)
    ),
  };
  (Router as unknown as { router: unknown }).router = router;
  return { router: router as unknown as NonNullable<typeof Router.router>, transitions };
}

describe('AppNavigationBridge: in the app a link click is handed to the app (SPEC section 4)', () => {
  afterEach(() => {
    delete (window as NativeWindow).ReactNativeWebView;
    (Router as unknown as { router: unknown }).router = null;
  });

  it('posts the path (and oldal above 1) to the app instead of following in-site links', () => {
    const sent = withApp();
    render(<AppNavigationBridge />);
    const click = page();
    expect(click('article')).toBe(true);
    expect(click('next')).toBe(true);
    expect(sent()).toEqual([
      { type: 'navigation', path: '/belfold/2026/11/20/cikk' },
      { type: 'navigation', path: '/rovat/belfold', oldal: 2 },
    ]);
    // External links, links meant for another tab and modified clicks are the browser's.
    expect(click('outside')).toBe(false);
    expect(click('new-tab')).toBe(false);
    expect(click('article', { ctrlKey: true })).toBe(false);
    expect(click('article', { button: 1 })).toBe(false);
    expect(sent()).toHaveLength(2);
    expect(document.documentElement.dataset.appBridge).toBe('ready');
  });

  it('without an app around, the click is followed as usual', () => {
    render(<AppNavigationBridge />);
    expect(page()('article')).toBe(false);
  });

  it('hands programmatic navigations (router.push, replace) to the app without a transition', async () => {
    const sent = withApp();
    const { router, transitions } = fakeRouter();
    const { unmount } = render(<AppNavigationBridge />);
    await expect(router.push('/archivum?term=villamos')).resolves.toBe(false);
    await expect(
      router.replace({ pathname: '/rovat/belfold', query: { oldal: '3' } }),
    ).resolves.toBe(false);
    expect(sent()).toEqual([
      { type: 'navigation', path: '/archivum' },
      { type: 'navigation', path: '/rovat/belfold', oldal: 3 },
    ]);
    expect(transitions).toEqual([]);

    // Shallow updates of the page itself and external URLs stay with the router.
    await router.push('/archivum?term=b', undefined, { shallow: true });
    await router.push('https://example.com/');
    expect(transitions.map(([method, url]) => [method, url])).toEqual([
      ['push', '/archivum?term=b'],
      ['push', 'https://example.com/'],
    ]);
    expect(sent()).toHaveLength(2);

    // Unmounted, the router is its own again.
    unmount();
    await router.push('/rovat/belfold');
    expect(transitions).toHaveLength(3);
    expect(sent()).toHaveLength(2);
    expect(document.documentElement.dataset.appBridge).toBeUndefined();
  });

  it('without an app around, router.push navigates as usual', async () => {
    const { router, transitions } = fakeRouter();
    render(<AppNavigationBridge />);
    await expect(router.push('/rovat/belfold')).resolves.toBe(true);
    expect(transitions).toEqual([['push', '/rovat/belfold', undefined, undefined]]);
  });
});
