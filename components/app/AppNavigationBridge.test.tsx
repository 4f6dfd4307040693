// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppNavigationBridge } from './AppNavigationBridge';

type NativeWindow = Window & { ReactNativeWebView?: { postMessage: (text: string) => void } };

function page() {
  document.body.innerHTML = `
    <a id="article" href="/belfold/2026/11/20/cikk">cikk</a>
    <a id="next" href="/rovat/belfold?oldal=2">2</a>
    <a id="outside" href="https://example.com/">külső</a>`;
  return (id: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    document.getElementById(id)!.dispatchEvent(event);
    return event.defaultPrevented;
  };
}

describe('AppNavigationBridge: in the app a link click is handed to the app (SPEC section 4)', () => {
  afterEach(() => delete (window as NativeWindow).ReactNativeWebView);

  it('posts the path (and oldal above 1) to the app instead of following in-site links', () => {
    const postMessage = vi.fn();
    (window as NativeWindow).ReactNativeWebView = { postMessage };
    render(<AppNavigationBridge />);
    const click = page();
    expect(click('article')).toBe(true);
    expect(click('next')).toBe(true);
    expect(postMessage.mock.calls.map(([text]) => JSON.parse(text))).toEqual([
      { type: 'navigation', path: '/belfold/2026/11/20/cikk' },
      { type: 'navigation', path: '/rovat/belfold', oldal: 2 },
    ]);
    // External links and modified clicks (a new tab) are the browser's.
    expect(click('outside')).toBe(false);
    expect(click('article', { ctrlKey: true })).toBe(false);
    expect(postMessage).toHaveBeenCalledTimes(2);
  });

  it('without an app around, the click is followed as usual', () => {
    render(<AppNavigationBridge />);
    expect(page()('article')).toBe(false);
  });
});
