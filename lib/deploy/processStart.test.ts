import { moveClock } from '@/tests/clock/movedClock.mts';
import { processStartedAt } from './processStart';

// The replays' "when the process started" (lib/sport/getLiveSport.ts, lib/elections/server): on the
// clock Date reads, also when a test run moved it, and the same instant for every caller.
const DAY_MS = 86_400_000;

function movedBy<T>(offset: number, read: () => T): T {
  const restore = moveClock(offset);
  try {
    return read();
  } finally {
    restore();
  }
}

describe('processStartedAt', () => {
  it('is the time the process has run before now', () => {
    const started = processStartedAt();
    expect(Math.abs(started - (Date.now() - performance.now()))).toBeLessThan(1_000);
  });

  it.each([
    ['whole days earlier', -6 * DAY_MS],
    ['by any number of milliseconds', 400 * DAY_MS + 4_321],
  ])('moves with Date moved %s, and every call agrees to the millisecond', (_name, offset) => {
    const before = processStartedAt();
    const moved = movedBy(offset, () => Array.from({ length: 200 }, processStartedAt));
    expect(new Set(moved).size).toBe(1);
    expect(Math.abs(moved[0]! - (before + offset))).toBeLessThanOrEqual(500);
  });
});
