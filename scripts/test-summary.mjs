// Adds up the check steps, the vitest report and the Playwright report into one closing line.
import fs from 'node:fs';

const [checksPassed, checksFailed, ...failedSteps] = process.argv.slice(2);
let passed = Number(checksPassed);
let failed = Number(checksFailed);
const lines = [];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const unit = readJson('reports/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed +=
    unit.numFailedTests +
    (unit.numTotalTestSuites && !unit.success && !unit.numFailedTests ? 1 : 0);
  lines.push(`unit/component: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
} else {
  failed += 1;
  lines.push('unit/component: no report (vitest did not run)');
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

if (failedSteps.length) lines.push(`failed steps: ${failedSteps.join(', ')}`);
console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
