// Where the server's log lines go (issue 29, item 1). The server entry (server/main.ts) owns the one
// logger and the request context and hands them to the product's code through this global slot: the
// Next bundle and the server entry load their own copies of modules, and only the process is shared.
// No imports: the server entry loads it with Node's own TypeScript support.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface RequestContext {
  requestId: string;
}

export interface LogSink {
  write(level: LogLevel, message: string, fields: LogFields | undefined): void;
  /** The request being served by the current async chain, if any. */
  context(): RequestContext | undefined;
}

const SINK = Symbol.for('hirvonal.logSink');

export function installLogSink(sink: LogSink): void {
  (globalThis as Record<symbol, unknown>)[SINK] = sink;
}

export function logSink(): LogSink | undefined {
  return (globalThis as Record<symbol, unknown>)[SINK] as LogSink | undefined;
}

/** The request id header: nginx sets it, the server answers with it and passes it on upstream. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What kind of answer a path is, for logs and metrics ('front', an API, a build asset...). */
export type PageKindOf = (pathname: string) => string;
const PAGE_KIND_OF = Symbol.for('hirvonal.pageKindOf');

/** Installed by instrumentation.ts, which runs inside the Next bundle and can read the route table. */
export function installPageKindOf(classify: PageKindOf): void {
  (globalThis as Record<symbol, unknown>)[PAGE_KIND_OF] = classify;
}

export function pageKindOf(pathname: string): string {
  const classify = (globalThis as Record<symbol, unknown>)[PAGE_KIND_OF] as PageKindOf | undefined;
  return classify ? classify(pathname) : 'unknown';
}

/** Where the product's counters and timings go (server/metrics.ts), by the names of metricCatalog.ts. */
export interface MetricsSink {
  count(name: string, labels?: Record<string, string>): void;
  observe(name: string, seconds: number, labels?: Record<string, string>): void;
  set(name: string, value: number, labels?: Record<string, string>): void;
}
const METRICS = Symbol.for('hirvonal.metrics');

export function installMetricsSink(sink: MetricsSink): void {
  (globalThis as Record<symbol, unknown>)[METRICS] = sink;
}

export function metricsSink(): MetricsSink | undefined {
  return (globalThis as Record<symbol, unknown>)[METRICS] as MetricsSink | undefined;
}

/** Whether this instance can serve: the store (or the remote content API) answers a read. */
export type ReadinessCheck = () => Promise<void>;
const READINESS = Symbol.for('hirvonal.readiness');

/** Installed by instrumentation.ts, which can reach the content port. */
export function installReadinessCheck(check: ReadinessCheck): void {
  (globalThis as Record<symbol, unknown>)[READINESS] = check;
}

export function readinessCheck(): ReadinessCheck | undefined {
  return (globalThis as Record<symbol, unknown>)[READINESS] as ReadinessCheck | undefined;
}
