// The `test` of every e2e spec (issue 28): Playwright's, with one guard that runs around each test. A
// page that reports a Content-Security-Policy violation in its console (Chromium logs every one: a
// blocked script, frame, connection or inline script) fails the test that opened it, whichever
// context it was opened in (the test's own or one it made with browser.newContext / newPage).
import { test as base, expect, type BrowserContext } from '@playwright/test';

const CSP_MESSAGE = /Content Security Policy/i;

export const test = base.extend<{ cspGuard: void; cspViolationsExpected: boolean }>({
  /** A test that provokes violations on purpose (tests/e2e/securityHeaders.spec.ts) says so. */
  cspViolationsExpected: [false, { option: true }],
  cspGuard: [
    async ({ browser, context, cspViolationsExpected }, runTest) => {
      const violations: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message) => {
          if (CSP_MESSAGE.test(message.text())) {
            violations.push(`${message.location().url}: ${message.text()}`);
          }
        });
      watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const made = await newContext.apply(browser, args);
        watch(made);
        return made;
      };
      try {
        await runTest();
      } finally {
        browser.newContext = newContext;
      }
      if (!cspViolationsExpected) {
        expect(violations, 'no page may break the Content-Security-Policy').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
