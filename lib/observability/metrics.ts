// The product's counters and timings (issue 29, item 2): `countMetric('hirvonal_mail_total',
// { result: 'sent' })`. On a server they reach its Prometheus registry (server/metrics.ts); elsewhere
// (the build, unit tests) they are dropped.
import type { CounterName, GaugeName, HistogramName, MetricLabels } from './metricCatalog';
import { metricsSink } from './serverBridge';

export function countMetric<Name extends CounterName>(name: Name, labels: MetricLabels<Name>) {
  metricsSink()?.count(name, labels);
}

/** Sets a level (e.g. the mail queue's length). */
export function setMetric<Name extends GaugeName>(
  name: Name,
  value: number,
  labels: MetricLabels<Name>,
) {
  metricsSink()?.set(name, value, labels);
}

export function observeMetric<Name extends HistogramName>(
  name: Name,
  seconds: number,
  labels: MetricLabels<Name>,
) {
  metricsSink()?.observe(name, seconds, labels);
}

/** Runs `work` and records its time in `name`, also when it fails. */
export async function timed<T, Name extends HistogramName>(
  name: Name,
  labels: MetricLabels<Name>,
  work: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    observeMetric(name, (performance.now() - started) / 1000, labels);
  }
}
