// Issue 29, item 2: each instance exports its metrics and says whether it is alive and ready.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { countMetric, observeMetric } from '@/lib/observability/metrics';
import {
  installMetricsSink,
  installReadinessCheck,
  metricsSink,
  readinessCheck,
} from '@/lib/observability/serverBridge';
import { createServerLogger } from './logger';
import { createMetrics, metricsServer } from './metrics';
import { requestListener } from './requests';

const { registry, sink } = createMetrics('regional');
let health: http.Server;
let origin: string;
const saved = { sink: metricsSink(), readiness: readinessCheck() };

beforeAll(async () => {
  installMetricsSink(sink);
  health = metricsServer(registry);
  await new Promise<void>((resolve) => health.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(health.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (saved.sink) installMetricsSink(saved.sink);
  installReadinessCheck(saved.readiness ?? (async () => {}));
  await new Promise((resolve) => health.close(resolve));
});

const metricsText = async () => (await fetch(`${origin}/metrics`)).text();

/** The value of the sample `name` with exactly these labels in Prometheus text (any label order). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (
      JSON.stringify(Object.entries(found).sort()) === JSON.stringify(Object.entries(labels).sort())
    )
      return Number(match[3]);
  }
  return undefined;
}

describe('the metrics endpoint', () => {
  it("exports the product's counters and timings with the edition, and the process's own", async () => {
    countMetric('hirvonal_mail_total', { result: 'failed' });
    countMetric('hirvonal_sign_in_refusals_total', { reason: 'wrong-code' });
    observeMetric('hirvonal_store_query_duration_seconds', 0.003, { engine: 'sqlite' });
    const text = await metricsText();
    const edition = 'regional';
    expect(sample(text, 'hirvonal_mail_total', { result: 'failed', edition })).toBe(1);
    expect(sample(text, 'hirvonal_sign_in_refusals_total', { reason: 'wrong-code', edition })).toBe(
      1,
    );
    const bucket = (le: string) =>
      sample(text, 'hirvonal_store_query_duration_seconds_bucket', {
        le,
        engine: 'sqlite',
        edition,
      });
    expect(bucket('0.0025')).toBe(0);
    expect(bucket('0.005')).toBe(1);
    expect(text).toMatch(/^process_resident_memory_bytes\{edition="regional"\} \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{edition="regional"\}/m);
  });

  it('counts each answered request by page kind and status, its time, and ISR results', async () => {
    const lines: string[] = [];
    const { logger, requests } = createServerLogger('regional', (line) => lines.push(line));
    const site = http.createServer(
      requestListener(
        async (req, res) => {
          if (req.url === '/stale') res.setHeader('x-nextjs-cache', 'STALE');
          res.statusCode = req.url === '/missing' ? 404 : 200;
          res.end('ok');
        },
        { logger, requests, metrics: sink },
      ),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    for (const path of ['/stale', '/stale', '/missing'])
      await (await fetch(siteOrigin + path)).text();
    await vi.waitFor(() => expect(lines).toHaveLength(3));
    await new Promise((resolve) => site.close(resolve));
    const text = await metricsText();
    // No classifier installed here: every path is of the kind "unknown".
    const kind = { page_kind: 'unknown', edition: 'regional' };
    expect(sample(text, 'hirvonal_http_requests_total', { ...kind, status: '200' })).toBe(2);
    expect(sample(text, 'hirvonal_http_requests_total', { ...kind, status: '404' })).toBe(1);
    expect(sample(text, 'hirvonal_isr_results_total', { ...kind, result: 'STALE' })).toBe(2);
    expect(sample(text, 'hirvonal_http_request_duration_seconds_count', kind)).toBe(3);
  });
});

describe('health checks', () => {
  it('says live while the process serves', async () => {
    expect((await fetch(`${origin}/livez`)).status).toBe(200);
  });

  it('says ready only while the store answers a read', async () => {
    installReadinessCheck(async () => {});
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    installReadinessCheck(async () => {
      throw new Error('database is locked');
    });
    const notReady = await fetch(`${origin}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.text()).toBe('not ready: database is locked\n');
  });

  it('takes GET only and knows no other path', async () => {
    expect((await fetch(`${origin}/metrics`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${origin}/`)).status).toBe(404);
  });
});
