// The `test` of every e2e spec (issue 28): Playwright's, with one guard that runs around each test and
// fails it when one of its pages, in whichever context (the test's own or one it made with
// browser.newContext / newPage):
// - meets a Content-Security-Policy violation (a blocked script, frame, connection, inline script or
//   eval, also one a script caught);
// - sends a password, a code or a token in a URL (a form that should have posted, a script that put
//   a secret in a query). Two kinds of link carry a one-time secret by design and are let through:
//   the OpenID Connect provider's return to /login (`code` and `state`, OAuth's authorization code)
//   and the newsletter's mailed confirm and unsubscribe links (`token`: the link is the secret);
// - meets a React hydration error (the server's markup and the first client render disagree: React
//   throws the server's markup away and renders again, which readers see as a flash and a jump).
// It also puts every page on the run's clock (tests/e2e/runClock.ts): the sites read the tests' clock,
// and so does the page's Date, also where a test installs Playwright's own clock (`clock.install()`
// starts from the run's now unless the test names a time).
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { moveClock } from '@/tests/clock/movedClock.mts';
import { E2E_PASSWORD } from './accounts';
import { runClockOffset, runNow } from './runClock';

const VIOLATION_BINDING = '__e2eCspViolation';
/** React's production hydration errors (#418 text or markup, #419 and #421-#425 boundaries), or dev text. */
const HYDRATION_ERROR =
  /Minified React error #(?:418|419|42[1-5])\b|Hydration failed|hydrat(?:ing|ion) (?:error|mismatch)/i;
const SECRET_PARAMS =
  /^(?:password|jelszo|code|kod|token|first_?step_?token|access_?token|refresh_?token|id_token)$/i;
const SECRET_LINKS = [
  /^\/login$/,
  /^\/hirlevel\/[a-z-]+$/,
  /^\/api\/newsletter\/(?:confirm|unsubscribe)$/,
];

/** Why a request's URL gives a secret away, or null. */
export function secretInUrl(address: string): string | null {
  if (address.includes(E2E_PASSWORD)) return 'the password';
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const named = [...url.searchParams.keys()].find((name) => SECRET_PARAMS.test(name));
  if (!named || SECRET_LINKS.some((link) => link.test(url.pathname))) return null;
  return `the query parameter ${named}`;
}

/**
 * Puts a context's pages on the run's clock: an init script moves their Date, until a test takes
 * Playwright's own clock. That clock replays its steps on every new document against the page's Date
 * as it finds it, with times taken on the runner's (the machine's) clock: a moved Date under it would
 * move each new document once more. So its first step takes the init script away and starts the clock
 * at the run's now (`install()` there unless the test names a time; a pause, run or fixed time then
 * counts from there too).
 */
async function onRunClock(context: BrowserContext) {
  const moved = await context.addInitScript(moveClock, runClockOffset());
  const clock = context.clock;
  const original = {
    install: clock.install.bind(clock),
    setSystemTime: clock.setSystemTime.bind(clock),
  };
  let taken = false;
  const take = async () => {
    if (taken) return;
    taken = true;
    await moved.dispose();
  };
  clock.install = async (options) => {
    await take();
    return original.install({ time: runNow(), ...options });
  };
  for (const step of [
    'pauseAt',
    'fastForward',
    'runFor',
    'resume',
    'setFixedTime',
    'setSystemTime',
  ] as const) {
    const run = (clock[step] as (...args: unknown[]) => Promise<void>).bind(clock);
    (clock[step] as (...args: unknown[]) => Promise<void>) = async (...args) => {
      if (!taken) {
        await take();
        await original.setSystemTime(runNow());
      }
      return run(...args);
    };
  }
}

export const test = base.extend<{ cspGuard: void; cspViolationsExpected: boolean }>({
  /** A test that provokes violations on purpose (tests/e2e/securityHeaders.spec.ts) says so. */
  cspViolationsExpected: [false, { option: true }],
  cspGuard: [
    async ({ browser, context, cspViolationsExpected }, runTest) => {
      const violations: string[] = [];
      const secrets: string[] = [];
      const hydrationErrors: string[] = [];
      const watch = async (watched: BrowserContext) => {
        await onRunClock(watched);
        // The page's own securitypolicyviolation event: it also sees what a script blocked and caught
        // (an eval probe), which the console does not show. The binding and the init script come from
        // the browser's tools, outside the page's policy.
        await watched.exposeBinding(VIOLATION_BINDING, (_source, violation: string) => {
          violations.push(violation);
        });
        await watched.addInitScript((binding) => {
          document.addEventListener('securitypolicyviolation', (event) => {
            const report = (window as unknown as Record<string, (text: string) => void>)[binding];
            report?.(
              `${event.documentURI}: ${event.effectiveDirective} blocked ${event.blockedURI}`,
            );
          });
        }, VIOLATION_BINDING);
        const noteHydration = (where: string, text: string) => {
          if (HYDRATION_ERROR.test(text)) hydrationErrors.push(`${where}: ${text.slice(0, 300)}`);
        };
        watched.on('console', (message) => {
          if (message.type() === 'error')
            noteHydration(message.page()?.url() ?? '', message.text());
        });
        watched.on('weberror', (error) => {
          noteHydration(error.page()?.url() ?? '', String(error.error()));
        });
        watched.on('request', (request) => {
          const secret = secretInUrl(request.url());
          if (secret) secrets.push(`${request.method()} ${request.url()}: ${secret}`);
        });
      };
      await watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const made = await newContext.apply(browser, args);
        await watch(made);
        return made;
      };
      try {
        await runTest();
      } finally {
        browser.newContext = newContext;
      }
      expect(hydrationErrors, 'no page may fail to hydrate').toEqual([]);
      expect(secrets, 'no request may carry a password, code or token in its URL').toEqual([]);
      if (!cspViolationsExpected) {
        expect(violations, 'no page may break the Content-Security-Policy').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
