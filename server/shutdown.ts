// Graceful shutdown (issue 29, item 6): on SIGTERM or SIGINT the server stops accepting connections,
// closes the idle keep-alive ones, lets the requests in flight finish (SHUTDOWN_GRACE_MS at most, then
// the rest are cut), and exits 0. nginx has by then stopped sending to it (proxy_next_upstream).
import type { Server } from 'node:http';
import type pino from 'pino';

const DEFAULT_GRACE_MS = 10_000;

export function shutDownGracefully(
  server: Server,
  logger: pino.Logger,
  closeApp: () => Promise<void>,
) {
  const graceMs = Number(process.env.SHUTDOWN_GRACE_MS) || DEFAULT_GRACE_MS;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceMs }, 'shutting down');
    const deadline = setTimeout(() => {
      logger.warn('grace period over: closing the remaining connections');
      server.closeAllConnections();
    }, graceMs);
    deadline.unref();
    server.close(() => {
      void closeApp()
        .catch((error: unknown) => logger.error({ error }, 'closing Next failed'))
        .finally(() => {
          logger.info('stopped');
          process.exit(0);
        });
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
