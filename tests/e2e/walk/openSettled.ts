// Opens a page as the walk, layout and snapshot suites need it: in a fresh browser context (a context
// that opened other pages keeps their cut-off requests in flight, and Playwright's network-idle wait
// then never comes), loaded, its lazy images scrolled into view, its first polls answered and its
// fonts ready.
import type { Browser, Page } from '@playwright/test';

/** How long the suites wait for a page's network to go quiet before they look anyway. */
const IDLE_CAP_MS = 8_000;

export interface OpenOptions {
  viewport?: { width: number; height: number };
  /** Date.now() in the page (timers still run). */
  fixedTime?: Date;
  /** False: the page as a browser without JavaScript gets it (its forms post, the server answers). */
  javaScript?: boolean;
  /** What to do before the page loads: attach listeners, sign in, route a third party's test double. */
  beforeLoad?: (page: Page) => void | Promise<void>;
}

export interface OpenPage {
  page: Page;
  /** The status of the page's answer (0 when none). */
  status: number;
  close: () => Promise<void>;
}

export async function openSettled(
  browser: Browser,
  url: string,
  options: OpenOptions = {},
): Promise<OpenPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  await options.beforeLoad?.(page);
  if (options.fixedTime) await page.clock.setFixedTime(options.fixedTime);
  const response = await page.goto(url, { waitUntil: 'load' });
  if (options.javaScript === false) {
    // Without JavaScript the page's frames and timers never fire (an awaited one would hang): the
    // two scrolls are two calls, the lazy images' loading waited for in between.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle', { timeout: IDLE_CAP_MS }).catch(() => {});
    await page.evaluate(() => window.scrollTo(0, 0));
  } else {
    await page.evaluate(async () => {
      window.scrollTo(0, document.body.scrollHeight);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      window.scrollTo(0, 0);
    });
  }
  await page.waitForLoadState('networkidle', { timeout: IDLE_CAP_MS }).catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  return { page, status: response?.status() ?? 0, close: () => context.close() };
}
