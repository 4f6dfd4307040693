// Each instance's metrics and health (issue 29, item 2), on a port of its own (METRICS_PORT, loopback
// by default: nginx never routes to it, so readers cannot see it):
//   GET /metrics  Prometheus text: the catalog of lib/observability/metricCatalog.ts plus the process's
//                 own (CPU, memory, event-loop delay, heap)
//   GET /livez    200 while the process serves
//   GET /readyz   200 when the content store (or the remote content API) answers a read, else 503
import http from 'node:http';
import client from 'prom-client';
import { METRIC_CATALOG, type MetricName } from '../lib/observability/metricCatalog.ts';
import { readinessCheck, type MetricsSink } from '../lib/observability/serverBridge.ts';

/** How long /readyz waits for the store before it says the instance is not ready. */
const READINESS_TIMEOUT_MS = 2_000;

export interface ServerMetrics {
  registry: client.Registry;
  sink: MetricsSink;
}

export function createMetrics(edition: string): ServerMetrics {
  const registry = new client.Registry();
  registry.setDefaultLabels({ edition });
  client.collectDefaultMetrics({ register: registry });
  const counters = new Map<string, client.Counter>();
  const histograms = new Map<string, client.Histogram>();
  const gauges = new Map<string, client.Gauge>();
  for (const [name, definition] of Object.entries(METRIC_CATALOG) as Array<
    [MetricName, (typeof METRIC_CATALOG)[MetricName]]
  >) {
    const common = {
      name,
      help: definition.help,
      labelNames: [...definition.labels],
      registers: [registry],
    };
    if (definition.type === 'counter') counters.set(name, new client.Counter(common));
    else if (definition.type === 'gauge') gauges.set(name, new client.Gauge(common));
    else
      histograms.set(
        name,
        new client.Histogram({ ...common, buckets: [...(definition.buckets ?? [])] }),
      );
  }
  const sink: MetricsSink = {
    count: (name, labels = {}) => counters.get(name)?.inc(labels),
    observe: (name, seconds, labels = {}) => histograms.get(name)?.observe(labels, seconds),
    set: (name, value, labels = {}) => gauges.get(name)?.set(labels, value),
  };
  return { registry, sink };
}

async function ready(): Promise<string | null> {
  const check = readinessCheck();
  if (!check) return 'starting';
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('the store did not answer in time')),
          READINESS_TIMEOUT_MS,
        );
      }),
    ]);
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    clearTimeout(timer);
  }
}

export function metricsServer(registry: client.Registry): http.Server {
  return http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0];
    const answer = (status: number, body: string, type = 'text/plain; charset=utf-8') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(405, 'GET only\n');
    if (path === '/livez') return answer(200, 'ok\n');
    if (path === '/readyz') {
      void ready().then((problem) =>
        problem === null ? answer(200, 'ready\n') : answer(503, `not ready: ${problem}\n`),
      );
      return;
    }
    if (path === '/metrics') {
      void registry.metrics().then((text) => answer(200, text, registry.contentType));
      return;
    }
    answer(404, 'not found\n');
  });
}
