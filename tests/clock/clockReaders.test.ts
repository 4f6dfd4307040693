import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CLOCK_READER_VARIABLE,
  CLOCK_READERS_LOG_VARIABLE,
  clockReadersListener,
  readByProject,
} from './clockReaders.mts';
import { moveClock } from './movedClock.mts';

const ROOT = '/work/hirvonal/';
const stack = (...frames: string[]) =>
  ['Error', ...frames.map((frame) => `    at f (${frame}:1:1)`)].join('\n');

describe('which test files read the clock (the moved-clock runs run only those)', () => {
  it.each([
    ['the project’s code', stack(`${ROOT}lib/rules/dates.ts`), true],
    ['a test file', stack(`${ROOT}components/list/ListPage.test.tsx`), true],
    [
      'a package called by the project’s code',
      stack(`${ROOT}node_modules/date-fns/format.js`, `${ROOT}lib/format.ts`),
      true,
    ],
    [
      'the test runner’s own timing',
      stack(`${ROOT}node_modules/@vitest/runner/dist/index.js`, 'node:internal/timers'),
      false,
    ],
    ['the project’s Node', stack(`${ROOT}.tools/node/lib/x.js`), false],
    ['the clock itself', stack(`${ROOT}tests/clock/movedClock.mts`), false],
    ['code outside the project', stack('/usr/lib/node_modules/npm/index.js'), false],
  ])('%s', (_name, trace, expected) => {
    expect(readByProject(trace, ROOT)).toBe(expected);
  });

  it('writes each reading test file once, and nothing while no file is named', () => {
    const log = join(mkdtempSync(join(tmpdir(), 'clock-readers-')), 'readers.log');
    const env: Record<string, string | undefined> = { [CLOCK_READERS_LOG_VARIABLE]: log };
    const scope = { Date };
    const restore = moveClock(0, scope, clockReadersListener(env));
    try {
      scope.Date.now();
      env[CLOCK_READER_VARIABLE] = 'lib/a.test.ts';
      scope.Date.now();
      void new scope.Date();
      env[CLOCK_READER_VARIABLE] = 'lib/b.test.ts';
      void new scope.Date(0);
      void new scope.Date();
    } finally {
      restore();
    }
    expect(readFileSync(log, 'utf8')).toBe('lib/a.test.ts\nlib/b.test.ts\n');
  });

  it('listens to nothing when the readers are not being found', () => {
    expect(clockReadersListener({})).toBeUndefined();
  });
});
