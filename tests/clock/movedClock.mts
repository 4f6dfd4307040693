// The clock of a test run. Every date the product shows is "now" against the demo world's dates, so a
// test that reads the demo store or renders a date runs on a pinned clock: the store is written for
// TEST_NOW (scripts/content/worldShift.ts shifts the demo world towards it) and the code under test
// sees TEST_NOW as now, its clock running on from there. `moveClock` moves `Date` (Date.now() and
// `new Date()` without arguments) by a fixed offset, in a Node process (tests/clock/preload.mts, from
// CLOCK_OFFSET_MS), in one test file (tests/clock/testClock.ts) or in a browser page (an init script of
// tests/e2e/guardedTest.ts): one implementation, so every clock of a run agrees. Plain TypeScript
// without imports, so that Node loads it as a preload and Playwright can hand it to a page as it is.

/**
 * The instant every test run's world is written for and its clocks start at: the morning after the
 * newest demo article (data/articles: 2026-11-21 21:50), so the written dates are the dates tests see.
 */
export const TEST_NOW = '2026-11-22T10:00:00+01:00';

/** The variable that carries a process tree's clock offset in milliseconds (tests/clock/preload.mts). */
export const CLOCK_OFFSET_VARIABLE = 'CLOCK_OFFSET_MS';

/** The offset that makes a clock reading `now` read TEST_NOW. */
export function offsetToTestNow(now: number = Date.now()): number {
  return Date.parse(TEST_NOW) - now;
}

/**
 * Moves `scope.Date` by `offsetMs`: the current time reads that much later (earlier when negative) and
 * runs on; dates made from a value, parsing and formatting are as before, subclasses still work.
 * `onRead`, when given, hears every reading of the current time (tests/clock/clockReaders.mts).
 * Returns what puts the original back. Self-contained (a browser init script is its source text).
 */
export function moveClock(
  offsetMs: number,
  scope: { Date: DateConstructor } = globalThis,
  onRead?: () => void,
) {
  const Original = scope.Date;
  if (!offsetMs && !onRead) return () => {};
  const now = () => {
    onRead?.();
    return Original.now() + offsetMs;
  };
  function MovedDate(this: unknown, ...args: unknown[]) {
    // Date() called as a function answers the current time as a string.
    if (!new.target) return new Original(now()).toString();
    return Reflect.construct(Original, args.length ? args : [now()], new.target);
  }
  Object.setPrototypeOf(MovedDate, Original);
  // Its own copies of Date's statics (parse, UTC): Next's build wraps Date in a constructor made of
  // the own properties of the one it finds, and inherited ones would be lost there.
  Object.defineProperties(MovedDate, {
    ...Object.getOwnPropertyDescriptors(Original),
    prototype: { value: Original.prototype },
    now: { value: now, writable: true, configurable: true },
  });
  scope.Date = MovedDate as unknown as DateConstructor;
  return () => {
    scope.Date = Original;
  };
}
