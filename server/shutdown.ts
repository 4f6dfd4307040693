// Graceful shutdown (issue 29, item 6): on SIGTERM or SIGINT the server stops accepting connections,
// closes the idle keep-alive ones, lets the requests in flight finish (SHUTDOWN_GRACE_MS at most, then
// the rest are cut), and exits 0; if closing still hangs one more grace period later, it exits 1. nginx sends the next requests to another instance
// (proxy_next_upstream).
import type { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import type pino from 'pino';

export const DEFAULT_GRACE_MS = 10_000;

interface ShutdownOptions {
  closeApp: () => Promise<void>;
  /** Where the signals come from and how the process ends (a test passes its own). */
  signals?: Pick<EventEmitter, 'on'>;
  exit?: (code: number) => void;
  graceMs?: number;
}

export function shutDownGracefully(
  server: Server,
  logger: pino.Logger,
  {
    closeApp,
    signals = process,
    exit = (code) => process.exit(code),
    graceMs = Number(process.env.SHUTDOWN_GRACE_MS) || DEFAULT_GRACE_MS,
  }: ShutdownOptions,
) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceMs }, 'shutting down');
    const deadline = setTimeout(() => {
      logger.warn('grace period over: closing the remaining connections');
      server.closeAllConnections();
      // Whatever still holds the process (Next's own close) gets one more grace period, then it ends.
      setTimeout(() => {
        logger.error('shutdown did not finish: exiting anyway');
        exit(1);
      }, graceMs).unref();
    }, graceMs);
    deadline.unref();
    server.close(() => {
      void closeApp()
        .catch((error: unknown) => logger.error({ error }, 'closing Next failed'))
        .finally(() => {
          clearTimeout(deadline);
          logger.info('stopped');
          exit(0);
        });
    });
    server.closeIdleConnections();
  };
  signals.on('SIGTERM', () => stop('SIGTERM'));
  signals.on('SIGINT', () => stop('SIGINT'));
}
