// nginx's answers as Prometheus counters (issue 29, item 2): follows nginx's JSON access log
// (deploy/nginx/nginx.conf.template, `hirvonal` format) and counts each answer by its cache status and
// status class, so an operator sees the cache's hit rate and stale answers next to the instances'
// metrics. deploy/start-topology.sh runs it beside nginx on NGINX_PORT + METRICS_PORT_OFFSET, loopback
// only. Run with Node's own TypeScript support:
//   node server/nginxExporter.ts --log $RUN_DIR/access.log --port 9080 [--host 127.0.0.1]
//   GET /metrics  hirvonal_nginx_responses_total{cache="HIT",status="2xx"} ...
// nginx writes its log in buffered batches (every 5 s at most): the counts follow that closely.
import fs from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import client from 'prom-client';

/** How often the log is read for new lines. */
const READ_EVERY_MS = 1_000;

/** nginx's $upstream_cache_status values; anything else (an answer nginx made itself: '') is 'none'. */
const CACHE_STATUSES = new Set([
  'HIT',
  'MISS',
  'STALE',
  'UPDATING',
  'EXPIRED',
  'REVALIDATED',
  'BYPASS',
]);

/** The labels one access-log line counts under, or null for a line that is not one of ours. */
export function answerLabels(line: string): { cache: string; status: string } | null {
  let entry: { status?: unknown; cache?: unknown };
  try {
    entry = JSON.parse(line) as typeof entry;
  } catch {
    return null;
  }
  if (typeof entry.status !== 'number' || entry.status < 100 || entry.status > 599) return null;
  const cache =
    typeof entry.cache === 'string' && CACHE_STATUSES.has(entry.cache) ? entry.cache : 'none';
  return { cache, status: `${Math.floor(entry.status / 100)}xx` };
}

/**
 * Follows `file` from its start: each complete new line goes to `onLine`. A file that was replaced
 * (another inode) or shrank was rotated: the new one is read from its start. Answers its stop.
 */
export function followLog(file: string, onLine: (line: string) => void): () => void {
  let offset = 0;
  let partial = '';
  let inode = -1;
  const read = () => {
    let size: number;
    try {
      const stat = fs.statSync(file);
      size = stat.size;
      if (stat.ino !== inode) {
        inode = stat.ino;
        offset = 0;
        partial = '';
      }
    } catch {
      return; // not written yet
    }
    if (size < offset) {
      offset = 0;
      partial = '';
    }
    if (size === offset) return;
    const fd = fs.openSync(file, 'r');
    try {
      const buffer = Buffer.alloc(size - offset);
      fs.readSync(fd, buffer, 0, buffer.length, offset);
      offset = size;
      const lines = (partial + buffer.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line) onLine(line);
    } finally {
      fs.closeSync(fd);
    }
  };
  read();
  const timer = setInterval(read, READ_EVERY_MS);
  return () => clearInterval(timer);
}

export function startExporter({ log, port, host }: { log: string; port: number; host: string }) {
  const registry = new client.Registry();
  const answers = new client.Counter({
    name: 'hirvonal_nginx_responses_total',
    help: "nginx's answers by cache status (HIT, MISS, STALE, UPDATING, EXPIRED, REVALIDATED, BYPASS; none: not a cached location) and status class.",
    labelNames: ['cache', 'status'],
    registers: [registry],
  });
  const stop = followLog(log, (line) => {
    const labels = answerLabels(line);
    if (labels) answers.inc(labels);
  });
  const server = http.createServer((req, res) => {
    if (req.url !== '/metrics') return void res.writeHead(404).end();
    void registry.metrics().then((text) => {
      res.writeHead(200, { 'content-type': registry.contentType });
      res.end(text);
    });
  });
  server.listen(port, host);
  return {
    server,
    close: () => {
      stop();
      server.close();
    },
  };
}

if (process.argv[1]?.endsWith('nginxExporter.ts')) {
  const { values } = parseArgs({
    options: {
      log: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  if (!values.log || !values.port) {
    console.error(
      'usage: node server/nginxExporter.ts --log <access.log> --port <port> [--host h]',
    );
    process.exit(2);
  }
  const exporter = startExporter({
    log: values.log,
    port: Number(values.port),
    host: values.host!,
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => exporter.close());
}
