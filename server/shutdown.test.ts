// Issue 29, item 6: an instance told to stop finishes the requests it has, takes no new ones, and
// exits 0; one that cannot finish in time is cut at the end of its grace period.
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerLogger } from './logger';
import { shutDownGracefully } from './shutdown';

async function startServer(graceMs: number, closeApp: () => Promise<void> = async () => {}) {
  const lines: Array<Record<string, unknown>> = [];
  const { logger } = createServerLogger('main', (line) => lines.push(JSON.parse(line)));
  let release: () => void = () => {};
  let started: () => void = () => {};
  const inFlight = new Promise<void>((resolve) => (started = resolve));
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') {
      started();
      release = () => res.end('finished');
      return;
    }
    res.end('quick');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signals = new EventEmitter();
  const exited = new Promise<number>((resolve) => {
    shutDownGracefully(server, logger, {
      closeApp,
      signals,
      exit: resolve,
      graceMs,
    });
  });
  return { origin, signals, exited, inFlight, release: () => release(), lines };
}

describe('graceful shutdown', () => {
  it('lets a request in flight finish, refuses new connections, then exits 0', async () => {
    const site = await startServer(60_000);
    const slow = fetch(`${site.origin}/slow`).then((answer) => answer.text());
    await site.inFlight;
    site.signals.emit('SIGTERM');
    // A new connection is refused while the old request still runs.
    await expect(fetch(`${site.origin}/`)).rejects.toThrow();
    site.release();
    expect(await slow).toBe('finished');
    expect(await site.exited).toBe(0);
    expect(site.lines.map((line) => line.msg)).toEqual(['shutting down', 'stopped']);
  });

  it('cuts what is still running when the grace period is over', async () => {
    const site = await startServer(50);
    const slow = fetch(`${site.origin}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await site.inFlight;
    site.signals.emit('SIGINT');
    expect(await slow).toBe('cut');
    expect(await site.exited).toBe(0);
    expect(site.lines.map((line) => line.msg)).toContain(
      'grace period over: closing the remaining connections',
    );
  });

  it('ends the process anyway when closing hangs one more grace period later', async () => {
    const site = await startServer(50, () => new Promise<void>(() => {}));
    site.signals.emit('SIGTERM');
    expect(await site.exited).toBe(1);
    expect(site.lines.map((line) => line.msg)).toContain('shutdown did not finish: exiting anyway');
  });
});
