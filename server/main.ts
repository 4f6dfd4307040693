// The production server of one edition (issue 29): Next.js behind a plain Node HTTP server that gives
// every request an id (nginx's X-Request-Id, else a new one), serves it inside that id's context, logs
// one JSON line when it ends, and shuts down gracefully. Run with Node's own TypeScript support:
//   EDITION=main node server/main.ts --port 3000 [--hostname 127.0.0.1]
// Environment: EDITION, NEXT_DIST_DIR (as for the build), LOG_LEVEL (info), LOG_FILE (also append the
// lines to this file), SHUTDOWN_GRACE_MS (how long a SIGTERM waits for requests in flight),
// METRICS_PORT and METRICS_HOST (127.0.0.1): metrics and health checks on a port of their own.
import http from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { installLogSink, installMetricsSink } from '../lib/observability/serverBridge.ts';
import { createServerLogger, routeConsole } from './logger.ts';
import { createMetrics, metricsServer } from './metrics.ts';
import { requestListener } from './requests.ts';
import { shutDownGracefully } from './shutdown.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: process.env.PORT ?? '3000' },
    // Unset: every interface, IPv4 and IPv6 (as `next start`). Not read from HOSTNAME, which a
    // container sets to its own name.
    hostname: { type: 'string', short: 'H' },
  },
});
const port = Number(values.port);
const hostname = values.hostname;
const edition = process.env.EDITION === 'regional' ? 'regional' : 'main';
(process.env as Record<string, string>).NODE_ENV = 'production';

const { logger, requests, sink } = createServerLogger(edition);
installLogSink(sink);
routeConsole(logger);
const metrics = createMetrics(edition);
installMetricsSink(metrics.sink);

const app = next({
  dev: false,
  dir: process.cwd(),
  hostname: hostname ?? 'localhost',
  port,
  webpack: true,
});
await app.prepare();
const server = http.createServer(
  requestListener(app.getRequestHandler(), { logger, requests, metrics: metrics.sink }),
);
// A port that cannot be taken (another program has it) ends the process with a failure: Next's own
// uncaughtException handler only logs, and the process would then end with 0 for lack of work, which
// systemd's Restart=on-failure and start limit take for a clean stop (scripts/test-systemd.ts).
const exitOnListenError = (error: Error) => {
  logger.fatal({ error }, 'cannot listen');
  process.exit(1);
};
// Only while starting: later errors of a listening server (an accept failing for lack of file
// descriptors) must not end an instance that is serving.
server.once('error', exitOnListenError);
server.listen(port, hostname, () => {
  server.off('error', exitOnListenError);
  logger.info({ port, hostname: hostname ?? 'every interface' }, 'server ready');
});
const health = process.env.METRICS_PORT ? metricsServer(metrics.registry) : null;
if (health) {
  const metricsPort = Number(process.env.METRICS_PORT);
  const metricsHost = process.env.METRICS_HOST ?? '127.0.0.1';
  health.once('error', exitOnListenError);
  health.listen(metricsPort, metricsHost, () => {
    health.off('error', exitOnListenError);
    logger.info({ port: metricsPort, hostname: metricsHost }, 'metrics and health ready');
  });
}
shutDownGracefully(server, logger, {
  closeApp: async () => {
    health?.close();
    await app.close();
  },
});
