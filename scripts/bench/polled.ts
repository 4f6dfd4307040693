// The endpoints the live pages poll every 15 s (issue 15): how many of the polls through the topology
// reached an instance. nginx logs each request as a JSON line with its cache status
// (deploy/nginx/nginx.conf.template); a poll answered from nginx's cache (HIT, or STALE/UPDATING while
// one background refresh runs) costs the instances nothing. The log of a full bench is gigabytes: it is
// read line by line, never whole (issue 29).
import fs from 'node:fs';
import readline from 'node:readline';

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

/** Counts, in one pass over nginx's access log, the GET requests of each path and those that reached an instance. */
export async function countUpstream(
  lines: AsyncIterable<string> | Iterable<string>,
  urlPaths: readonly string[],
): Promise<Map<string, UpstreamCount>> {
  const counts = new Map(urlPaths.map((urlPath) => [urlPath, { requests: 0, upstream: 0 }]));
  const requests = urlPaths.map((urlPath) => [`"GET ${urlPath} `, urlPath] as const);
  for await (const line of lines) {
    const urlPath = requests.find(([request]) => line.includes(request))?.[1];
    if (urlPath === undefined) continue;
    const count = counts.get(urlPath)!;
    count.requests += 1;
    const { cache } = JSON.parse(line) as { cache?: string };
    if (!ANSWERED_BY_CACHE.has(cache ?? '')) count.upstream += 1;
  }
  return counts;
}

/** An access log's lines, streamed. */
export function logLines(file: string): AsyncIterable<string> {
  return readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
}

/** Instance answers per 1,000 polls (0 when nothing was polled). */
export function upstreamPerThousand({ requests, upstream }: UpstreamCount): number {
  return requests === 0 ? 0 : Math.round((upstream / requests) * 1000 * 100) / 100;
}
