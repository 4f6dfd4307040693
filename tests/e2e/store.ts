// Writes to the running site's store from a test, as a newsroom's CMS would (scripts/content/storeWriter.ts),
// on the run's clock: what it publishes is dated as the sites see now.
import { execFileSync } from 'node:child_process';
import { runClockEnv } from './runClock';

export function store(...args: string[]): unknown {
  const output = execFileSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/content/storeWriter.ts', ...args],
    { encoding: 'utf8', env: { ...process.env, ...runClockEnv() } },
  );
  return JSON.parse(output.trim().split('\n').pop()!);
}
