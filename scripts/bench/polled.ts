// The endpoints the live pages poll every 15 s (issue 15): how many of the polls through the topology
// reached an instance. nginx logs each request's cache status (deploy/nginx/nginx.conf.template); a
// poll answered from nginx's cache (HIT, or STALE/UPDATING while one background refresh runs) costs
// the instances nothing.

/** The live-sport URLs the football and Formula 1 pages poll (a replayed fixture and race). */
export const POLLED_PATHS = {
  fixture: '/api/livescore/football/fixtures/1240001',
  races: '/api/livescore/formula-1/races/2024',
} as const;

/** SPORT_REPLAY for the bench's topology: the fixture and the race above run live. */
export const BENCH_SPORT_REPLAY = 'football:1240001,f1:2024013';

const ANSWERED_BY_CACHE = new Set(['HIT', 'STALE', 'UPDATING']);

export interface UpstreamCount {
  requests: number;
  /** Requests nginx passed to an instance (MISS, EXPIRED, BYPASS, REVALIDATED or none). */
  upstream: number;
}

/** Counts the GET requests of `urlPath` in nginx's access log and those that reached an instance. */
export function countUpstream(log: string, urlPath: string): UpstreamCount {
  const count: UpstreamCount = { requests: 0, upstream: 0 };
  const request = `"GET ${urlPath} `;
  for (const line of log.split('\n')) {
    if (!line.includes(request)) continue;
    count.requests += 1;
    const status = /cache=(\S*)\s*$/.exec(line)?.[1] ?? '-';
    if (!ANSWERED_BY_CACHE.has(status)) count.upstream += 1;
  }
  return count;
}

/** Instance answers per 1,000 polls (0 when nothing was polled). */
export function upstreamPerThousand({ requests, upstream }: UpstreamCount): number {
  return requests === 0 ? 0 : Math.round((upstream / requests) * 1000 * 100) / 100;
}
