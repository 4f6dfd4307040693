// The e2e run's clock (tests/clock/movedClock.mts). The sites, the store writer, the OpenID Connect
// provider and the push service run on it: they read TEST_NOW as now, as the store was written for it,
// and so does every page's Date (tests/e2e/guardedTest.ts). The Playwright runner and its workers stay
// on the machine's clock, as Chromium's cookie store does: Playwright turns a cookie's Max-Age into an
// expiry date with the runner's clock. A test reads the run's clock with `runNow()`, and starts a
// process on it with `{ ...process.env, ...runClockEnv() }`.
import path from 'node:path';
import { CLOCK_OFFSET_VARIABLE } from '@/tests/clock/movedClock.mts';

/** How far the run's clock is from the machine's, in milliseconds (set by playwright.config.ts). */
export function runClockOffset(): number {
  return Number(process.env[CLOCK_OFFSET_VARIABLE] ?? 0);
}

/** Now on the run's clock, read from this process on the machine's. */
export function runNow(): number {
  return Date.now() + runClockOffset();
}

/** The preload that moves a Node process's clock (tests/clock/preload.mts). */
export const CLOCK_PRELOAD = `--import=${path.resolve('tests/clock/preload.mts')}`;

/** NODE_OPTIONS without the clock preload: what the runner and its workers run with. */
export function withoutClockPreload(options: string | undefined): string {
  return (options ?? '')
    .split(' ')
    .filter((option) => option && !option.endsWith('tests/clock/preload.mts'))
    .join(' ');
}

/** What a process's environment needs to run on the run's clock. */
export function runClockEnv(): Record<string, string> {
  return {
    [CLOCK_OFFSET_VARIABLE]: String(runClockOffset()),
    NODE_OPTIONS: [CLOCK_PRELOAD, withoutClockPreload(process.env.NODE_OPTIONS)]
      .filter(Boolean)
      .join(' '),
  };
}
