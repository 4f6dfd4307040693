// The tests' clock in a test file (tests/clock/movedClock.mts): a file whose tests read the demo store
// or render dates calls `pinTestClock()` at its top, and its tests run at TEST_NOW, the clock running
// on from there, whatever day the suite runs on (the suite also runs with the clock moved by days,
// scripts/test-all.sh). Fake timers a test installs start from the pinned time.
import { afterAll, beforeAll } from 'vitest';
import { moveClock, offsetToTestNow, TEST_NOW } from './movedClock.mts';

/** TEST_NOW in milliseconds. */
export const TEST_NOW_MS = Date.parse(TEST_NOW);

/** Runs this file's tests on the tests' clock; the clock is given back after them. */
export function pinTestClock(): void {
  let restore = () => {};
  beforeAll(() => {
    restore = moveClock(offsetToTestNow());
  });
  afterAll(() => restore());
}
