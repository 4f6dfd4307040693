// Writes to the running site's store from a test, as a newsroom's CMS would (scripts/content/storeWriter.ts).
import { execFileSync } from 'node:child_process';

export function store(...args: string[]): unknown {
  const output = execFileSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/content/storeWriter.ts', ...args],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(output.trim().split('\n').pop()!);
}
