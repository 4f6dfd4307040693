// Output of the benches: one JSON file under bench-results/ and plain-text tables on stdout, plus the
// budget verdict that decides the exit code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BYTES_PER_KB, round, type BudgetCheck } from './budgets';
import type { PageWeight } from './pageWeight';
import { REPO_ROOT } from './processes';

export const RESULTS_DIR = path.join(REPO_ROOT, 'bench-results');

function firstLine(command: string, args: string[]): string | undefined {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return `${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n')[0]?.trim() || undefined;
}

/** Where a figure was measured: figures from different machines are not comparable. */
export function machineInfo() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: round(os.totalmem() / 1024 ** 3, 1),
    loadAverage: os.loadavg().map((load) => round(load, 2)),
    node: process.version,
    nginx: firstLine('sh', ['-c', 'nginx -v || /usr/sbin/nginx -v']),
    wrk: firstLine('wrk', ['-v']),
  };
}

export function writeResults(fileName: string, results: unknown): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, fileName);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

export function printTable(title: string, header: string[], rows: Array<Array<string | number>>) {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  // Numbers line up on the right, words on the left.
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        /^[\d.,x%-]+$/.test(cell) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

const kb = (bytes: number) => (bytes / BYTES_PER_KB).toFixed(1);

export function printPageWeights(weights: readonly PageWeight[]) {
  printTable(
    'Page weight (first load; gzip at zlib default level, 1 kB = 1000 bytes)',
    ['page type', 'path', 'HTML kB', 'HTML kB gz', 'scripts', 'first-load JS kB gz', 'CSS kB gz'],
    weights.map((w) => [
      w.pageType,
      w.path,
      kb(w.htmlBytes),
      kb(w.htmlGzipBytes),
      w.scripts,
      kb(w.firstLoadJsGzipBytes),
      kb(w.cssGzipBytes),
    ]),
  );
}

/** Prints the verdict of every budget; returns whether all hold. */
export function printBudgets(checks: readonly BudgetCheck[]): boolean {
  printTable(
    'Budgets (scripts/bench/budgets.json)',
    ['budget', 'measured', 'limit', 'verdict'],
    checks.map((check) => [
      check.name,
      `${check.actual} ${check.unit}`,
      `${check.kind === 'min' ? '>=' : '<='} ${check.limit} ${check.unit}`,
      check.ok ? 'ok' : 'MISSED',
    ]),
  );
  const missed = checks.filter((check) => !check.ok);
  for (const check of missed) {
    console.error(
      `budget missed: ${check.name} is ${check.actual} ${check.unit}, limit ${check.kind === 'min' ? '>=' : '<='} ${check.limit}`,
    );
  }
  return missed.length === 0;
}
