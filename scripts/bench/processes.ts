// Process plumbing for the benches: the tools they need (Debian's nginx and wrk), the build, free
// loopback ports, and `next start` instances that are always stopped again, also on Ctrl-C or errors.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const LOOPBACK = '127.0.0.1';
/** Ports the benches may take, e.g. BENCH_PORTS=4100-4199 on a machine where others are in use. */
const [PORT_FROM, PORT_TO] = (process.env.BENCH_PORTS ?? '4100-4199').split('-').map(Number) as [
  number,
  number,
];
const READY_TIMEOUT_MS = 90_000;
const READY_POLL_MS = 250;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Where the bench's processes run. On two or more CPUs the servers share all but the last CPU and the
 * load generator gets the last one to itself (BENCH_PIN=off runs everything unpinned): two programs
 * competing for the same cores made the same ratio move by 20 % between runs; pinned, by 2-3 %.
 */
export interface CpuPlan {
  servers: string;
  load: string;
  loadCpus: number;
}

export function cpuPlan(
  cpus: number,
  pin: string | undefined,
  hasTaskset: boolean,
): CpuPlan | null {
  if (cpus < 2 || pin === 'off' || !hasTaskset) return null;
  return {
    servers: cpus === 2 ? '0' : `0-${cpus - 2}`,
    load: String(cpus - 1),
    loadCpus: 1,
  };
}

export const CPU_PLAN = cpuPlan(
  os.availableParallelism(),
  process.env.BENCH_PIN,
  spawnSync('sh', ['-c', 'command -v taskset']).status === 0,
);

/** The command and arguments that run `command` on the given CPUs (unchanged without a plan). */
export function onCpus(
  cpus: string | undefined,
  command: string,
  args: readonly string[],
): [string, string[]] {
  return cpus ? ['taskset', ['-c', cpus, command, ...args]] : [command, [...args]];
}

/** Cleanups run in reverse order when the bench ends, fails or is interrupted. */
const cleanups: Array<() => Promise<void> | void> = [];
export function onCleanup(fn: () => Promise<void> | void) {
  cleanups.push(fn);
}
export async function cleanup() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()!();
    } catch (error) {
      console.error('cleanup failed:', error);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

function hasCommand(command: string): boolean {
  return (
    spawnSync('sh', ['-c', `command -v ${command} || test -x /usr/sbin/${command}`]).status === 0
  );
}

/** The command itself when it is on PATH, else Debian's /usr/sbin copy (root's PATH lacks sbin at times). */
export function commandPath(command: string): string {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0
    ? command
    : `/usr/sbin/${command}`;
}

/** A command, and the Debian package that has it when the two names differ. */
export type Tool = string | { command: string; pkg: string };

/**
 * Installs Debian's packages of the missing tools when run as root (a fresh machine may not have package
 * lists yet); otherwise, or when apt-get fails, throws saying what is missing.
 */
export function ensureTools(tools: readonly Tool[]) {
  const missing = tools
    .map((tool) => (typeof tool === 'string' ? { command: tool, pkg: tool } : tool))
    .filter((tool) => !hasCommand(tool.command));
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.pkg);
  const commands = missing.map((tool) => tool.command).join(', ');
  if (process.getuid?.() !== 0 || !hasCommand('apt-get')) {
    throw new Error(`missing ${commands}: sudo apt-get install -y ${packages.join(' ')}`);
  }
  console.log(`==> installing ${packages.join(', ')} (Debian packages)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-q', ...packages], { stdio: 'inherit', env }).status;
  if (install() !== 0) {
    spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
    if (install() !== 0)
      throw new Error(`missing ${commands}: apt-get install ${packages.join(' ')} failed`);
  }
}

export function distDir(edition: string): string {
  return path.join(REPO_ROOT, `.next-${edition}`);
}

/** Builds the content store and the edition unless told to reuse a build that exists. */
/**
 * The bench's framework baselines (scripts/bench/pages/bench-bare) are no routes of the product: they
 * are copied into pages/ only while the bench builds, so production builds never carry them.
 */
const BENCH_PAGES = { source: 'scripts/bench/pages/bench-bare', target: 'pages/bench-bare' };

/** Whether a build carries the bench's baseline pages. */
export function hasBenchPages(edition: string): boolean {
  const manifest = path.join(distDir(edition), 'server', 'pages-manifest.json');
  return fs.existsSync(manifest) && '/bench-bare' in JSON.parse(fs.readFileSync(manifest, 'utf8'));
}

export function ensureBuild(edition: string, reuse: boolean) {
  if (reuse && hasBenchPages(edition)) {
    console.log(`==> reusing the build in .next-${edition}`);
    return;
  }
  console.log(`==> building edition ${edition} with the bench's baseline pages`);
  const target = path.join(REPO_ROOT, BENCH_PAGES.target);
  fs.cpSync(path.join(REPO_ROOT, BENCH_PAGES.source), target, { recursive: true });
  try {
    const build = spawnSync('bash', ['scripts/build-editions.sh'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, EDITIONS: edition },
    });
    if (build.status !== 0) throw new Error('the build failed');
  } finally {
    fs.rmSync(target, { recursive: true, force: true });
  }
}

const takenPorts = new Set<number>();

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, LOOPBACK, () => server.close(() => resolve(true)));
  });
}

/** A loopback port in BENCH_PORTS that nobody listens on and this run has not handed out yet. */
export async function freePort(): Promise<number> {
  for (let port = PORT_FROM; port <= PORT_TO; port++) {
    if (takenPorts.has(port)) continue;
    if (await portIsFree(port)) {
      takenPorts.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${PORT_FROM}-${PORT_TO} (set BENCH_PORTS)`);
}

/** `count` consecutive free ports (deploy/start-topology.sh numbers its instances from a base port). */
export async function freePortRange(count: number): Promise<number> {
  for (let base = PORT_FROM; base + count - 1 <= PORT_TO; base++) {
    const ports = Array.from({ length: count }, (_, i) => base + i);
    if (ports.some((port) => takenPorts.has(port))) continue;
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) {
      ports.forEach((port) => takenPorts.add(port));
      return base;
    }
  }
  throw new Error(
    `no ${count} consecutive free ports in ${PORT_FROM}-${PORT_TO} (set BENCH_PORTS)`,
  );
}

export async function waitForHttp(url: string, timeoutMs = READY_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The server (server/main.ts: `next start` with request ids and JSON logs) of a built edition on a loopback port; its log goes to logFile. Stopped at cleanup. */
export async function startNext(options: {
  edition: string;
  port: number;
  logFile: string;
  env?: Record<string, string>;
}): Promise<{ origin: string; child: ChildProcess }> {
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(
    ...onCpus(CPU_PLAN?.servers, process.execPath, [
      '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
      'server/main.ts',
      '-p',
      String(options.port),
      '-H',
      LOOPBACK,
    ]),
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        ...options.env,
        EDITION: options.edition,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  );
  fs.closeSync(log);
  onCleanup(() => stopProcess(child));
  const origin = `http://${LOOPBACK}:${options.port}`;
  await waitForHttp(`${origin}/api/articles?limit=1`);
  return { origin, child };
}

/** Runs a command to completion and returns its stdout; throws with its stderr when it fails. */
export function run(
  command: string,
  args: readonly string[],
  env?: Record<string, string>,
): string {
  const result = spawnSync(command, args, {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
  }
  return result.stdout;
}
