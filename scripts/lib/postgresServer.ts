// A throw-away PostgreSQL cluster on loopback, for the tests and the scaled topology: initdb into a
// folder of ours, the server started in the background (its own pid recorded) and stopped by that pid.
// As root, initdb and the server run as the `postgres` user (PostgreSQL refuses to run as root).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { alive } from './pids';

/** How long a starting server may take to accept connections. */
const START_TIMEOUT_MS = 30_000;
const SERVICE_USER = 'postgres';

/** The folder with initdb and postgres: PG_BIN, else Debian's newest version, else PATH. */
export function findPgBin(): string | null {
  const candidates = [process.env.PG_BIN];
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  candidates.push(...(process.env.PATH ?? '').split(':'));
  return (
    candidates.find(
      (dir) => dir && ['initdb', 'postgres'].every((bin) => fs.existsSync(path.join(dir, bin))),
    ) ?? null
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const asRoot = () => process.getuid?.() === 0;

/** The command line, run as the service user when we are root. */
function asServiceUser(bin: string, args: string[]): [string, string[]] {
  return asRoot() ? ['runuser', ['-u', SERVICE_USER, '--', bin, ...args]] : [bin, args];
}

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

export interface PostgresOptions {
  port?: number;
  /** Where the cluster lives (default: a new temporary folder, removed by stop()). */
  dir?: string;
  /** Tests trade durability for speed (fsync off); the topology keeps it. */
  durable?: boolean;
  /**
   * PostgreSQL's page cache. Its default (128 MB) is far below a server's; the topology and the store
   * bench give the 200,000-article store (about 1 GB) room, as an operator would.
   */
  sharedBuffers?: string;
}

export async function startPostgres(options: PostgresOptions = {}): Promise<PostgresServer> {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (scripts/ensure-postgres.sh)');
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pg-'));
  const data = path.join(dir, 'data');
  fs.mkdirSync(dir, { recursive: true });
  if (asRoot()) {
    spawnSync('chown', ['-R', SERVICE_USER, dir]);
    letServiceUserReach(path.dirname(path.resolve(dir)));
  }
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    const [command, args] = asServiceUser(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    const init = spawnSync(command, args, { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const port = options.port ?? (await freePort());
  const settings = [
    'listen_addresses=127.0.0.1',
    `unix_socket_directories=${dir}`,
    'max_connections=200',
    `shared_buffers=${options.sharedBuffers ?? '128MB'}`,
    ...(options.durable ? [] : ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off']),
  ];
  const [command, args] = asServiceUser(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    ...settings.flatMap((setting) => ['-c', setting]),
  ]);
  const log = fs.openSync(path.join(dir, 'postgres.log'), 'a');
  // runuser execs nothing of its own: without `exec`, our child is runuser and postgres its child,
  // so we look the server up by its pid file instead of trusting the child's pid.
  const child = spawn(command, args, { stdio: ['ignore', log, log], detached: true });
  child.unref();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `postgres exited (${child.exitCode}): ${fs.readFileSync(path.join(dir, 'postgres.log'), 'utf8').slice(-2000)}`,
      );
    }
    if (await accepts(url)) break;
    if (Date.now() - started > START_TIMEOUT_MS) throw new Error('postgres did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url,
    port,
    pid,
    async stop() {
      try {
        process.kill(pid, 'SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
      } catch {
        // already gone
      }
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      if (!options.dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The service user must be able to pass through every folder above the cluster (a private temporary
 * folder of ours, say): add search permission (x, not read) for others where it is missing.
 */
function letServiceUserReach(folder: string) {
  for (let dir = folder; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const mode = fs.statSync(dir).mode;
    if (!(mode & 0o001)) fs.chmodSync(dir, mode | 0o001);
  }
}

async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A new empty database on the server of `adminUrl`; answers its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
