// The closing lines of `npm test` (scripts/test-summary.mjs): CI shows only the end of the output, so a
// failed test must be named there, with its first error line, not only counted.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.resolve(__dirname, 'test-summary.mjs');

function summarise(
  reports: Record<string, unknown>,
  steps: string[],
  env: Record<string, string> = {},
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-summary-'));
  try {
    fs.mkdirSync(path.join(dir, 'reports'));
    for (const [name, report] of Object.entries(reports))
      fs.writeFileSync(
        path.join(dir, 'reports', name),
        typeof report === 'string' ? report : JSON.stringify(report),
      );
    const run = spawnSync(process.execPath, [script, ...steps], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, UNIT_EXIT_STATUS: '0', ...env },
    });
    return { status: run.status, lines: run.stdout.trim().split('\n') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const unitReport = (overrides: Record<string, unknown> = {}) => ({
  numTotalTests: 3,
  numPassedTests: 3,
  numFailedTests: 0,
  numTotalTestSuites: 1,
  success: true,
  testResults: [],
  ...overrides,
});

const e2eReport = (status: string, message = '') => ({
  stats: { expected: 1, unexpected: status === 'unexpected' ? 1 : 0, flaky: 0 },
  errors: [],
  suites: [
    {
      suites: [
        {
          specs: [
            {
              title: 'the front page',
              file: 'front.spec.ts',
              line: 3,
              tests: [
                { projectName: 'main', status: 'expected', results: [] },
                { projectName: 'regional', status, results: [{ errors: [{ message }] }] },
              ],
            },
          ],
        },
      ],
    },
  ],
});

it('names each failed unit and e2e test with its first error line, without colour codes', () => {
  const { status, lines } = summarise(
    {
      'unit.json': unitReport({
        numTotalTests: 2,
        numPassedTests: 1,
        numFailedTests: 1,
        numTotalTestSuites: 2,
        success: false,
        testResults: [
          {
            name: 'lib/a.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'a rule', status: 'failed', failureMessages: ['Expected 1\n  at x'] },
              { fullName: 'another', status: 'passed' },
            ],
          },
          {
            name: 'lib/b.test.ts',
            status: 'failed',
            message: 'Cannot load\nstack',
            assertionResults: [],
          },
        ],
      }),
      'e2e-look.json': e2eReport('expected'),
      'e2e.json': e2eReport('unexpected', '\u001b[31mTimed out\u001b[39m\ncall log'),
    },
    ['2', '1', 'lint'],
  );
  expect(status).toBe(1);
  expect(lines).toEqual([
    'unit/component: 1 passed, 1 failed',
    'e2e visual snapshots: 1 passed, 0 failed',
    'e2e: 1 passed, 1 failed',
    'failed tests (3):',
    '  unit lib/a.test.ts › a rule: Expected 1',
    '  unit lib/b.test.ts: Cannot load',
    '  e2e [regional] front.spec.ts:3 › the front page: Timed out',
    'failed steps: lint',
    '5 passed, 3 failed',
  ]);
});

it('lists nothing more when everything passed', () => {
  const { status, lines } = summarise(
    {
      'unit.json': unitReport(),
      'e2e-look.json': e2eReport('expected'),
      'e2e.json': e2eReport('expected'),
    },
    ['1', '0'],
  );
  expect(status).toBe(0);
  expect(lines).toEqual([
    'unit/component: 3 passed, 0 failed',
    'e2e visual snapshots: 1 passed, 0 failed',
    'e2e: 1 passed, 0 failed',
    '6 passed, 0 failed',
  ]);
});

it('counts a vitest run whose workers crashed as failed, though its report says success', () => {
  const { status, lines } = summarise(
    {
      'unit.json': unitReport({ numTotalTests: 10, numPassedTests: 7, numTotalTestSuites: 4 }),
      'e2e-look.json': e2eReport('expected'),
      'e2e.json': e2eReport('expected'),
    },
    ['1', '0'],
    { UNIT_EXIT_STATUS: '1' },
  );
  expect(status).toBe(1);
  expect(lines).toContain(
    '  unit: vitest exited 1 with no failed test; 3 did not run (a file that did not load, a crashed worker or an unhandled error: see its output)',
  );
  expect(lines.at(-1)).toBe('10 passed, 1 failed');
});

it('counts each run with the clock moved by days as one check, naming what it failed', () => {
  const { status, lines } = summarise(
    {
      'unit.json': unitReport(),
      'unit-clock-1.json': unitReport(),
      'unit-clock-1.status': '0',
      'unit-clock-40.json': unitReport({
        numPassedTests: 2,
        numFailedTests: 1,
        success: false,
        testResults: [
          {
            name: 'lib/c.test.ts',
            status: 'failed',
            assertionResults: [
              {
                fullName: 'a dated page',
                status: 'failed',
                failureMessages: ['Expected /2026/\n'],
              },
            ],
          },
        ],
      }),
      'unit-clock-40.status': '1',
      // A run that could not start (no test file read the clock): a status and no report.
      'unit-clock-400.status': '1',
      'e2e-look.json': e2eReport('expected'),
      'e2e.json': e2eReport('expected'),
    },
    ['1', '0'],
  );
  expect(status).toBe(1);
  expect(lines).toEqual([
    'unit/component: 3 passed, 0 failed',
    'unit/component, clock +1 days: 3 passed, 0 failed',
    'unit/component, clock +40 days: 2 passed, 1 failed (vitest exited 1)',
    'unit/component, clock +400 days: no report (vitest exited 1)',
    'e2e visual snapshots: 1 passed, 0 failed',
    'e2e: 1 passed, 0 failed',
    'failed tests (1):',
    '  unit +40 days lib/c.test.ts › a dated page: Expected /2026/',
    '7 passed, 2 failed',
  ]);
});

it('says how long each part took, before the closing line', () => {
  const { lines } = summarise(
    {
      'unit.json': unitReport(),
      'e2e-look.json': e2eReport('expected'),
      'e2e.json': e2eReport('expected'),
      'timings.tsv': 'lint\t56\ne2e\t1204\nwhole suite\t2400\n',
    },
    ['1', '0'],
  );
  expect(lines.slice(-5)).toEqual([
    'wall time:',
    '  lint           0:56',
    '  e2e           20:04',
    '  whole suite   40:00',
    '6 passed, 0 failed',
  ]);
});
