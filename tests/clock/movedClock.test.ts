// The tests' clock (tests/clock/movedClock.mts): moving Date by an offset, and the preload that moves a
// whole process (the suite's day-shift runs rely on it: were it to move nothing, they would prove
// nothing).
import { CLOCK_OFFSET_VARIABLE, moveClock, offsetToTestNow, TEST_NOW } from './movedClock.mts';

const DAY_MS = 86_400_000;
/** The machine's own clock, which Date's replacement does not touch. */
const machineNow = () => performance.timeOrigin + performance.now();

describe('moveClock', () => {
  it('moves now, new Date() and Date() by the offset, and puts them back', () => {
    const before = Date.now();
    const restore = moveClock(400 * DAY_MS);
    try {
      expect(Date.now() - before).toBeGreaterThanOrEqual(400 * DAY_MS);
      expect(Date.now() - before).toBeLessThan(400 * DAY_MS + 60_000);
      expect(new Date().getTime() - before).toBeGreaterThanOrEqual(400 * DAY_MS);
      expect(Date.parse(Date())).toBeGreaterThan(before + 399 * DAY_MS);
    } finally {
      restore();
    }
    expect(Date.now() - before).toBeLessThan(60_000);
  });

  it('leaves dates made from a value, parsing, UTC and instanceof as they were', () => {
    const before = Date.now();
    const restore = moveClock(-40 * DAY_MS);
    try {
      expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
      expect(new Date('2026-11-22T10:00:00+01:00').getTime()).toBe(Date.parse(TEST_NOW));
      expect(new Date(2026, 10, 22).getFullYear()).toBe(2026);
      expect(Date.UTC(2026, 0, 1)).toBe(Date.parse('2026-01-01T00:00:00Z'));
      expect(new Date()).toBeInstanceOf(Date);
      class Stamp extends Date {}
      expect(new Stamp()).toBeInstanceOf(Stamp);
      expect(new Stamp().getTime()).toBeLessThan(before - 39 * DAY_MS);
    } finally {
      restore();
    }
  });

  it("keeps parse and UTC as its own statics (Next's build copies Date's own properties)", () => {
    // The clock before the move (a run under a moved clock's preload has moved it already).
    const before = Date.now();
    const restore = moveClock(40 * DAY_MS);
    try {
      const copy = Object.defineProperties(function Copy() {}, {
        ...Object.getOwnPropertyDescriptors(Date),
      }) as unknown as DateConstructor;
      expect(copy.parse(TEST_NOW)).toBe(Date.parse(TEST_NOW));
      expect(copy.UTC(2026, 0, 1)).toBe(Date.parse('2026-01-01T00:00:00Z'));
      expect(copy.now() - before).toBeGreaterThan(39 * DAY_MS);
    } finally {
      restore();
    }
  });

  it('offsetToTestNow makes the clock read TEST_NOW', () => {
    const restore = moveClock(offsetToTestNow());
    try {
      expect(Math.abs(Date.now() - Date.parse(TEST_NOW))).toBeLessThan(60_000);
      vi.useFakeTimers();
      // Fake timers start from the moved clock.
      expect(Math.abs(Date.now() - Date.parse(TEST_NOW))).toBeLessThan(60_000);
      vi.useRealTimers();
    } finally {
      restore();
    }
  });
});

describe('the preload (tests/clock/preload.mts)', () => {
  it(`moves this process's clock by ${CLOCK_OFFSET_VARIABLE} (none when unset)`, () => {
    const offset = Number(process.env[CLOCK_OFFSET_VARIABLE] ?? 0);
    expect(Math.abs(Date.now() - machineNow() - offset)).toBeLessThan(60_000);
  });
});
