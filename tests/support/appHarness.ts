// Plays the newsroom app's side of the message bridge (lib/client/appBridge.ts) in e2e tests: before
// any page script runs, it installs `window.ReactNativeWebView.postMessage` as the app injects it,
// recording every message the page sends (read them with `appMessages`); `sendToPage` delivers a
// message as the app would (a 'message' event on window with a JSON string). One harness for every
// spec that talks to the app (appMode.spec.ts, podcasts.spec.ts).
import type { Page } from '@playwright/test';

export async function installAppHarness(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    Object.defineProperty(window, '__appMessages', { value: sent });
    (
      window as unknown as { ReactNativeWebView: { postMessage: (text: string) => void } }
    ).ReactNativeWebView = {
      postMessage: (text: string) => sent.push(JSON.parse(text)),
    };
  });
}

/** Every message the page has sent to the app, in order. */
export function appMessages(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    () => (window as unknown as { __appMessages: Array<Record<string, unknown>> }).__appMessages,
  );
}

/** A message from the app to the page. */
export function sendToPage(page: Page, message: Record<string, unknown>): Promise<void> {
  return page.evaluate((text) => {
    window.dispatchEvent(new MessageEvent('message', { data: text }));
  }, JSON.stringify(message));
}
