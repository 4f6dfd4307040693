// When this process started, on the clock `Date` reads: the demo's and the tests' replays (live sport,
// an election's count) start then. performance.timeOrigin is the start on the machine's clock, and Date
// may read another (the tests' clock moves it, tests/clock/movedClock.mts): the start is the machine's,
// moved by the difference between the two clocks. That difference is read to the nearest second (the
// clocks' readings jitter by a millisecond), so every bundle of the process (pages and API routes each
// hold their own copy of a module) gets the same instant.

const SECOND_MS = 1000;

/** The process's start as unix ms on Date's clock. */
export function processStartedAt(): number {
  const machineNow = performance.timeOrigin + performance.now();
  const offset = Math.round((Date.now() - machineNow) / SECOND_MS) * SECOND_MS;
  return Math.round(performance.timeOrigin) + offset;
}
