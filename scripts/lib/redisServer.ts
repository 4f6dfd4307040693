// A throw-away redis-server on loopback for the tests and the scaled topology: no persistence
// (`--save ''`, no append-only file), started in the background with its own pid recorded, stopped by
// that pid.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './postgresServer';
import { alive } from './pids';

const START_TIMEOUT_MS = 10_000;

export interface RedisServer {
  /** redis://127.0.0.1:PORT */
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

export function redisServerBin(): string | null {
  const found = [
    '/usr/bin/redis-server',
    ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'redis-server')),
  ];
  return found.find((file) => fs.existsSync(file)) ?? null;
}

export async function startRedis(
  options: { port?: number; dir?: string } = {},
): Promise<RedisServer> {
  const bin = redisServerBin();
  if (!bin) throw new Error('redis-server not found (scripts/ensure-redis.sh)');
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'redis-'));
  fs.mkdirSync(dir, { recursive: true });
  const port = options.port ?? (await freePort());
  const log = fs.openSync(path.join(dir, 'redis.log'), 'a');
  const child = spawn(
    bin,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--daemonize',
      'no',
    ],
    { stdio: ['ignore', log, log], detached: true },
  );
  child.unref();
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null)
      throw new Error(
        `redis-server exited: ${fs.readFileSync(path.join(dir, 'redis.log'), 'utf8').slice(-1000)}`,
      );
    if (Date.now() > deadline) throw new Error('redis-server did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const pid = child.pid!;
  return {
    url,
    port,
    pid,
    async stop() {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const stopBy = Date.now() + START_TIMEOUT_MS;
      while (alive(pid) && Date.now() < stopBy)
        await new Promise((resolve) => setTimeout(resolve, 20));
      if (!options.dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether a Redis on `port` answers PING (a raw RESP exchange, no client needed). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
