// One wrk run and what it printed: requests per second and the latency percentiles of --latency.
// Callers await each run before the next: two load generators at once would measure each other.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CPU_PLAN, onCpus } from './processes';

export interface LoadSettings {
  threads: number;
  connections: number;
  durationSeconds: number;
}

export interface WrkResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  /** Non-2xx/3xx answers and socket errors (timeouts included): a run with any is not a fair figure. */
  badResponses: number;
  socketErrors: number;
}

/**
 * wrk's default 2 s timeout turns slow answers into socket errors and drops them from the latency
 * figures; a longer one keeps them in p99, where an overloaded server shows.
 */
const REQUEST_TIMEOUT = '10s';
const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function durationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`unknown wrk duration ${text}`);
  return Number(match[1]) * MS_PER_UNIT[match[2]!]!;
}

export function parseWrkOutput(output: string): WrkResult {
  const number = (pattern: RegExp) => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`wrk output without ${pattern}:\n${output}`);
    return match[1]!;
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  return {
    requestsPerSecond: Number(number(/Requests\/sec:\s+([\d.]+)/)),
    latencyP50Ms: durationMs(number(/^\s+50%\s+(\S+)\s*$/m)),
    latencyP99Ms: durationMs(number(/^\s+99%\s+(\S+)\s*$/m)),
    requests: Number(number(/(\d+) requests in/)),
    badResponses: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    socketErrors: socketErrors
      ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0)
      : 0,
  };
}

/**
 * Asynchronous although runs never overlap: a blocked event loop would leave fetch()'s pooled
 * keep-alive connections to be closed by the servers unnoticed, and the next fetch would fail.
 */
export async function runWrk(
  url: string,
  load: LoadSettings,
  headers: readonly string[] = [],
): Promise<WrkResult> {
  const args = [
    `-t${load.threads}`,
    `-c${load.connections}`,
    `-d${load.durationSeconds}s`,
    '--latency',
    `--timeout=${REQUEST_TIMEOUT}`,
    ...headers.flatMap((header) => ['-H', header]),
    url,
  ];
  const { stdout } = await promisify(execFile)(...onCpus(CPU_PLAN?.load, 'wrk', args), {
    encoding: 'utf8',
  });
  return parseWrkOutput(stdout);
}
