// Moves the clock of this Node process by CLOCK_OFFSET_MS milliseconds (tests/clock/movedClock.mts),
// loaded through NODE_OPTIONS (`--import`), so every Node process of a test run started with it, and
// every Node child those start, shares one clock: scripts/lib/testClock.sh pins a run to TEST_NOW, and
// the suite's day-shift runs move it by whole days (scripts/test-all.sh). With CLOCK_READERS_LOG set
// it also notes which test files read the clock (tests/clock/clockReaders.mts).
import { clockReadersListener } from './clockReaders.mts';
import { CLOCK_OFFSET_VARIABLE, moveClock } from './movedClock.mts';

const offset = Number(process.env[CLOCK_OFFSET_VARIABLE] ?? 0);
if (Number.isFinite(offset)) moveClock(offset, globalThis, clockReadersListener());
