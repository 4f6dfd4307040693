// Which unit test files read the clock. A test file whose code never asks for the current time (nor
// does the code it runs, in its own process or in a Node child it starts) behaves the same on every
// day, so the suite's moved-clock runs (scripts/test-all.sh) need only run the files that do. The run
// on the machine's clock finds them: with CLOCK_READERS_LOG set, the clock preload
// (tests/clock/preload.mts) writes the test file named by CLOCK_READER (set per file by
// tests/setup/clockReader.ts, inherited by the children it starts) to that log the first time the
// file's code reads the time. Reads by the test runner itself (its own timings) do not count: a read
// counts when the call stack passes through the project's code outside node_modules.
import { appendFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The file the readers are written to, one path per line (a path may repeat: one per process). */
export const CLOCK_READERS_LOG_VARIABLE = 'CLOCK_READERS_LOG';

/** The test file this process's clock readings are put down to, relative to the project's root. */
export const CLOCK_READER_VARIABLE = 'CLOCK_READER';

// From strings: a jsdom test environment has its own URL class, which node:url does not take.
const THIS_FOLDER = `${dirname(fileURLToPath(import.meta.url))}/`;
const PROJECT_ROOT = `${resolve(THIS_FOLDER, '../..')}/`;

/** The clock's own modules: their frames are in every reading's stack. */
const CLOCK_MODULES = ['movedClock.mts', 'clockReaders.mts', 'preload.mts'].map((file) =>
  relative(PROJECT_ROOT, THIS_FOLDER + file),
);

/** Whether a stack trace passes through the project's own code (not its packages, not this clock). */
export function readByProject(stack: string, root: string = PROJECT_ROOT): boolean {
  return stack
    .split('\n')
    .slice(1)
    .some(
      (frame) =>
        frame.includes(root) &&
        !frame.includes(`${root}node_modules/`) &&
        !frame.includes(`${root}.tools/`) &&
        !CLOCK_MODULES.some((module) => frame.includes(root + module)),
    );
}

/**
 * What hears this process's clock readings when the readers are being found, or undefined. The
 * reader is looked up at each reading: a test worker learns its file after the preload ran.
 */
export function clockReadersListener(
  env: Record<string, string | undefined> = process.env,
): (() => void) | undefined {
  const log = env[CLOCK_READERS_LOG_VARIABLE];
  if (!log) return undefined;
  const written = new Set<string>();
  return () => {
    const reader = env[CLOCK_READER_VARIABLE];
    if (!reader || written.has(reader)) return;
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 100;
    const { stack = '' } = new Error();
    Error.stackTraceLimit = limit;
    if (!readByProject(stack)) return;
    written.add(reader);
    appendFileSync(log, `${reader}\n`);
  };
}
