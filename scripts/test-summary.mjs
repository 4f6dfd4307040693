// Adds up the check steps, the vitest report and the Playwright report into one closing line.
import fs from 'node:fs';

const [checksPassed, checksFailed, ...failedSteps] = process.argv.slice(2);
let passed = Number(checksPassed);
let failed = Number(checksFailed);
const lines = [];
// CI shows only the end of its output: the failed tests are named here, each with its first error line.
const failures = [];
const MAX_FAILURES_NAMED = 20;
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((l) => l.trim()) ?? '';

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** What failed in a vitest JSON report: each failed test, and each file that failed to load or run. */
function unitFailures(report, label) {
  const found = [];
  for (const file of report.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        found.push(`${label} ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed to load (or whose hook failed) has no failed test, only a message.
    if (file.status === 'failed' && !file.assertionResults?.some((t) => t.status === 'failed'))
      found.push(`${label} ${where}: ${firstLine(file.message)}`);
  }
  return found;
}

const unit = readJson('reports/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  lines.push(`unit/component: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
  // A run that went wrong with no test failed (a file that did not load, a crashed worker, an unhandled
  // error) counts as one failure; the report may even say success, only vitest's exit status tells.
  const exitStatus = Number(process.env.UNIT_EXIT_STATUS ?? 0);
  if (unit.numFailedTests === 0 && ((unit.numTotalTestSuites && !unit.success) || exitStatus)) {
    failed += 1;
    const notRun = unit.numTotalTests - unit.numPassedTests;
    failures.push(
      `unit: vitest exited ${exitStatus} with no failed test; ${notRun} did not run (a file that did not load, a crashed worker or an unhandled error: see its output)`,
    );
  }
  failures.push(...unitFailures(unit, 'unit'));
} else {
  failed += 1;
  lines.push('unit/component: no report (vitest did not run)');
}

// The unit suite again with the clock moved by days (scripts/test-all.sh): each run is one check, and
// a test it fails is named like any other.
for (const file of fs
  .readdirSync('reports')
  .filter((name) => /^unit-clock-\d+\.status$/.test(name))) {
  const days = file.match(/\d+/)[0];
  const report = readJson(`reports/unit-clock-${days}.json`);
  const status = Number(readJson(`reports/unit-clock-${days}.status`) ?? 1);
  const ok = report && report.numFailedTests === 0 && report.numPassedTests > 0 && status === 0;
  if (ok) passed += 1;
  else failed += 1;
  lines.push(
    `unit/component, clock +${days} days: ${report ? `${report.numPassedTests} passed, ${report.numFailedTests} failed` : 'no report'}${status ? ` (vitest exited ${status})` : ''}`,
  );
  if (report) failures.push(...unitFailures(report, `unit +${days} days`));
}

function* specsOf(suite) {
  for (const child of suite.suites ?? []) yield* specsOf(child);
  yield* suite.specs ?? [];
}

// The visual snapshots (issue 27) run first, on their own; then the other e2e tests.
for (const [name, file] of [
  ['e2e visual snapshots', 'reports/e2e-look.json'],
  ['e2e', 'reports/e2e.json'],
]) {
  const e2e = readJson(file);
  if (e2e) {
    const { expected, unexpected, flaky } = e2e.stats;
    passed += expected + flaky;
    failed += unexpected + (e2e.errors?.length ?? 0);
    lines.push(`${name}: ${expected + flaky} passed, ${unexpected} failed`);
    for (const spec of specsOf(e2e)) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.findLast((result) => result.errors?.length)?.errors[0];
        failures.push(
          `${name} [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error?.message)}`,
        );
      }
    }
    for (const error of e2e.errors ?? []) failures.push(`${name}: ${firstLine(error.message)}`);
  } else {
    failed += 1;
    lines.push(`${name}: no report (Playwright did not run)`);
  }
}

// The scaled topology's checks (scripts/test-scale.ts), when the run could start one.
const scale = readJson('reports/scale.json');
if (scale) {
  passed += scale.passed;
  failed += scale.failed;
  lines.push(`scaled topology: ${scale.passed} passed, ${scale.failed} failed`);
} else if (fs.existsSync('reports/scale.expected')) {
  failed += 1;
  lines.push('scaled topology: no report (npm run test:scale did not finish)');
}

if (failures.length) {
  lines.push(`failed tests (${failures.length}):`);
  // ANSI colours from the reporters' messages would only be noise in a log.
  const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '').slice(0, 300);
  for (const failure of failures.slice(0, MAX_FAILURES_NAMED)) lines.push(`  ${plain(failure)}`);
  if (failures.length > MAX_FAILURES_NAMED)
    lines.push(`  … and ${failures.length - MAX_FAILURES_NAMED} more`);
}
if (failedSteps.length) lines.push(`failed steps: ${failedSteps.join(', ')}`);
// How long each part took (scripts/test-all.sh), in minutes and seconds.
const timings = fs.existsSync('reports/timings.tsv')
  ? fs
      .readFileSync('reports/timings.tsv', 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'))
  : [];
if (timings.length) {
  const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  const width = Math.max(...timings.map(([name]) => name.length));
  lines.push('wall time:');
  for (const [name, seconds] of timings)
    lines.push(`  ${name.padEnd(width)}  ${clock(Number(seconds)).padStart(6)}`);
}
console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
