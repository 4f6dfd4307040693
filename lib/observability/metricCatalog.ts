// Every metric an instance exports (issue 29, item 2), said once: server/metrics.ts registers them with
// prom-client, product code counts and times them by name through lib/observability/metrics.ts, and
// docs/operations.md says what to watch. No imports: the server entry loads it with Node's own
// TypeScript support.

interface MetricDefinition {
  type: 'counter' | 'histogram' | 'gauge';
  help: string;
  labels: readonly string[];
  /** Histogram buckets, in seconds. */
  buckets?: readonly number[];
}

const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];
const RENDER_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const METRIC_CATALOG = {
  hirvonal_http_requests_total: {
    type: 'counter',
    help: 'Answered requests by page kind and status (polls are the page kind "poll").',
    labels: ['page_kind', 'status'],
  },
  hirvonal_http_request_duration_seconds: {
    type: 'histogram',
    help: 'Time to answer a request, by page kind.',
    labels: ['page_kind'],
    buckets: REQUEST_BUCKETS,
  },
  hirvonal_isr_results_total: {
    type: 'counter',
    help: "Pages answered from Next's ISR cache: HIT, STALE (a regeneration starts behind it) or MISS (rendered on the request).",
    labels: ['page_kind', 'result'],
  },
  hirvonal_page_props_duration_seconds: {
    type: 'histogram',
    help: "Time to load an ISR page's props when Next renders or regenerates it (the store reads; React's render is not in it), by page kind and render mode.",
    labels: ['page_kind', 'mode'],
    buckets: RENDER_BUCKETS,
  },
  hirvonal_shared_cache_total: {
    type: 'counter',
    help: 'Lookups in the shared Redis page cache: hit, miss or error (the instance renders itself).',
    labels: ['result'],
  },
  hirvonal_store_query_duration_seconds: {
    type: 'histogram',
    help: 'Time of one content or user-data store query, by engine.',
    labels: ['engine'],
    buckets: QUERY_BUCKETS,
  },
  hirvonal_sign_in_refusals_total: {
    type: 'counter',
    help: 'Refused sign-in, code and refresh steps by reason (bad-credentials, wrong-code, rate-limited, locked...).',
    labels: ['reason'],
  },
  hirvonal_rate_limit_refusals_total: {
    type: 'counter',
    help: 'Submissions refused with 429 by the per-address limit, by kind.',
    labels: ['kind'],
  },
  hirvonal_mail_total: {
    type: 'counter',
    help: 'Attempts to send a mail (login code, newsletter confirmation): sent, failed (queued for another attempt) or expired (dropped unsent, of no use any more).',
    labels: ['result'],
  },
  hirvonal_mail_queued: {
    type: 'gauge',
    help: 'Mails waiting in the queue for another attempt, as this instance last counted them.',
    labels: [],
  },
  hirvonal_push_total: {
    type: 'counter',
    help: 'Topic notifications (issue 32): sent, failed (queued for another attempt), gone (the push service no longer knows the subscription: removed), expired (dropped unsent) or limited (not queued: the reader had their hourly share).',
    labels: ['result', 'channel'],
  },
  hirvonal_push_queued: {
    type: 'gauge',
    help: 'Topic notifications waiting to be sent, as this instance last counted them.',
    labels: [],
  },
} as const satisfies Record<string, MetricDefinition>;

export type MetricName = keyof typeof METRIC_CATALOG;
export type CounterName = {
  [Name in MetricName]: (typeof METRIC_CATALOG)[Name]['type'] extends 'counter' ? Name : never;
}[MetricName];
export type GaugeName = {
  [Name in MetricName]: (typeof METRIC_CATALOG)[Name]['type'] extends 'gauge' ? Name : never;
}[MetricName];
export type HistogramName = Exclude<MetricName, CounterName | GaugeName>;
export type MetricLabels<Name extends MetricName> = Record<
  (typeof METRIC_CATALOG)[Name]['labels'][number],
  string
>;
