// The site bench (npm run bench): builds and starts the site, warms it, and measures with wrk, one run
// after another, the cached article page and two framework baselines on `next start`: the bare page
// (scripts/bench/pages/bench-bare, built only into the bench's builds) and a bare page shaped like an article (a dynamic route of five
// segments with filler up to the article's HTML size, bench-bare/[a]/[b]/[c]/[d]/[bytes].tsx),
// the same article HTML as a static file on nginx (the physical limit), and both pages through the
// production topology (deploy/). Then first-load JS and HTML sizes, whether an on-demand revalidation
// reaches readers through nginx in time, and Lighthouse (mobile) on the front, a list and an article
// page as readers get them, through the topology; and the live-sport endpoints the live pages poll
// (a replayed match and race) through the topology, with how many polls reached an instance
// (polled.ts). With --archive, also the archive-scale figures
// (archive.ts): build time, first renders of archive articles and whole-archive pages, server memory.
// Writes bench-results/bench.json, prints tables, and exits 1 when a budget of budgets.json is missed.
// main() runs these as named steps, one after another (readSettings, startServers, findUrls,
// warmServers, weighPages, measureThroughput, countPolls, revalidation, Lighthouse, archive); the
// ratios, tables and budget checks made of the figures are siteReport.ts.
//
// Usage: npm run bench [-- --skip-build] [--duration 10] [--connections 50] [--threads 1]
//        [--rounds 3] [--instances 2] [--lighthouse-runs 3] [--edition main] [--archive [200000]]
//        (or BENCH_DURATION, BENCH_ROUNDS, BENCH_LIGHTHOUSE_RUNS, ...)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editionSlugs, isEditionSlug } from '@/editions/editionSlugs';
import { loadBudgets } from './budgets';
import { measureArchive } from './archive';
import { argument, flag, numberOption } from './cli';
import { pagesToWeigh, weighPages } from './js';
import { runLighthouse } from './lighthouse';
import {
  cleanup,
  CPU_PLAN,
  ensureBuild,
  ensureTools,
  freePort,
  freePortRange,
  LOOPBACK,
  onCleanup,
  onCpus,
  run,
  startNext,
} from './processes';
import {
  BENCH_SPORT_REPLAY,
  countUpstream,
  logLines,
  POLLED_PATHS,
  upstreamPerThousand,
} from './polled';
import { measureRevalidation } from './revalidation';
import { machineInfo, printBudgets, writeResults } from './report';
import {
  printSiteReport,
  siteBudgetChecks,
  throughputRatios,
  type PolledResult,
  type SiteSettings,
  type TargetResult,
} from './siteReport';
import {
  allUrls,
  articleShapedBarePath,
  discoverUrls,
  fillerBytesFor,
  warm,
  type SiteUrls,
} from './siteUrls';
import { startStaticNginx } from './staticNginx';
import { startRedis } from '../lib/redisServer';
import { runWrk, type LoadSettings, type WrkResult } from './wrk';

const RESULTS_FILE = 'bench.json';
/** Generated archive articles of `--archive` without a number. */
const DEFAULT_ARCHIVE = 200_000;
const TOPOLOGY_SCRIPT = 'deploy/start-topology.sh';
/** Browsers always ask for gzip; this run shows what nginx's on-the-fly compression costs. */
const GZIP_HEADER = 'Accept-Encoding: gzip';
/** nginx's access log is flushed every 5 s (deploy/nginx/nginx.conf.template), plus a margin. */
const ACCESS_LOG_FLUSH_MS = 6_000;

interface Target {
  name: string;
  url: string;
  headers?: string[];
}

/** A `next start` of the bench. */
interface NextServer {
  origin: string;
}

/** nginx in front of `instances` x `next start` (deploy/start-topology.sh). */
interface Topology {
  origin: string;
  instanceOrigins: string[];
}

/** Every server the throughput runs measure, but the static file on nginx. */
interface Servers {
  next: NextServer;
  /** The production topology, replaying a match and a race for the polled endpoints. */
  topology: Topology;
  /** One `next start` on the shared Redis cache. */
  redisNext: NextServer;
  /** The scaled topology: PostgreSQL store, Redis cache, each instance from its own build copy. */
  scaled: Topology;
}

/** What the runs ask for: the site's URLs, the article measured and the baseline shaped like it. */
interface BenchUrls {
  urls: SiteUrls;
  article: string;
  articleHtml: string;
  shapedBare: string;
  warmUrls: string[];
}

/**
 * Runs every target once per round, in turn. Absolute figures are each target's best round (on a shared
 * machine other work only ever lowers a figure); ratios are the median of the per-round ratios
 * (medianRoundRatio), so a disturbed round counts once for every target alike.
 */
async function measureTargets(targets: readonly Target[], load: LoadSettings, rounds: number) {
  const runs = new Map<string, WrkResult[]>(targets.map((target) => [target.name, []]));
  for (let roundIndex = 1; roundIndex <= rounds; roundIndex++) {
    for (const target of targets) {
      process.stdout.write(`==> round ${roundIndex}/${rounds}: ${target.name} ... `);
      const result = await runWrk(target.url, load, target.headers);
      console.log(`${Math.round(result.requestsPerSecond)} req/s`);
      runs.get(target.name)!.push(result);
    }
  }
  return targets.map((target): TargetResult => {
    const results = runs.get(target.name)!;
    const best = results.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
    return {
      name: target.name,
      url: target.url,
      ...best,
      roundsRequestsPerSecond: results.map((r) => r.requestsPerSecond),
    };
  });
}

async function startTopology(options: {
  edition: string;
  instances: number;
  runDir: string;
  secret: string;
  /** STORE, CACHE … of deploy/start-topology.sh (the scaled topology). */
  env?: Record<string, string>;
}): Promise<Topology> {
  const nextBasePort = await freePortRange(options.instances);
  const nginxPort = await freePort();
  const env = {
    EDITION: options.edition,
    INSTANCES: String(options.instances),
    NEXT_BASE_PORT: String(nextBasePort),
    NGINX_PORT: String(nginxPort),
    // Free ports were picked for the instances, not for their metrics ports (port + 1000).
    METRICS_PORT_OFFSET: 'off',
    // Plain http, as the earlier figures were measured (TLS would add the handshake to every client).
    TLS: '0',
    BIND: LOOPBACK,
    RUN_DIR: options.runDir,
    REVALIDATE_SECRET: options.secret,
    ...options.env,
  };
  onCleanup(() => {
    run('bash', [TOPOLOGY_SCRIPT, 'stop'], env);
  });
  console.log(run(...onCpus(CPU_PLAN?.servers, 'bash', [TOPOLOGY_SCRIPT, 'start']), env).trimEnd());
  return {
    origin: `http://${LOOPBACK}:${nginxPort}`,
    instanceOrigins: Array.from(
      { length: options.instances },
      (_, i) => `http://${LOOPBACK}:${nextBasePort + i}`,
    ),
  };
}

/** The options of the command line (or the environment), checked. */
function readSettings(): SiteSettings {
  const edition = argument('edition') ?? process.env.EDITION ?? 'main';
  if (!isEditionSlug(edition))
    throw new Error(`unknown edition ${edition} (${editionSlugs.join(', ')})`);
  const load: LoadSettings = {
    threads: numberOption('threads', 'BENCH_THREADS', CPU_PLAN?.loadCpus ?? 2),
    connections: numberOption('connections', 'BENCH_CONNECTIONS', 50),
    durationSeconds: numberOption('duration', 'BENCH_DURATION', 10),
  };
  const rounds = numberOption('rounds', 'BENCH_ROUNDS', 3);
  const instances = numberOption('instances', 'BENCH_INSTANCES', 2);
  const lighthouseRuns = numberOption('lighthouse-runs', 'BENCH_LIGHTHOUSE_RUNS', 3);
  const archiveArticles = flag('archive')
    ? Number(/^\d+$/.test(argument('archive') ?? '') ? argument('archive') : DEFAULT_ARCHIVE)
    : 0;
  return { edition, load, rounds, instances, lighthouseRuns, archiveArticles };
}

/** Starts every server of the throughput runs, one after the other; each is stopped at cleanup. */
async function startServers(
  { edition, instances }: SiteSettings,
  workDir: string,
  secret: string,
): Promise<Servers> {
  const next = await startNext({
    edition,
    port: await freePort(),
    logFile: path.join(workDir, 'next.log'),
    env: { REVALIDATE_SECRET: secret },
  });
  // The topology replays a match and a race (one replay start for all instances), so the polled
  // live-sport endpoints answer live data with their short cache lifetime.
  const topology = await startTopology({
    edition,
    instances,
    runDir: path.join(workDir, 'topology'),
    secret,
    env: { SPORT_REPLAY: BENCH_SPORT_REPLAY, SPORT_REPLAY_START: new Date().toISOString() },
  });

  // Issue 13: one `next start` on the shared Redis cache, and the scaled topology (PostgreSQL store,
  // Redis cache, each instance from its own copy of the build).
  const redis = await startRedis({ dir: path.join(workDir, 'redis') });
  onCleanup(() => redis.stop());
  const redisNext = await startNext({
    edition,
    port: await freePort(),
    logFile: path.join(workDir, 'next-redis.log'),
    env: { REVALIDATE_SECRET: secret, REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'bench' },
  });
  const scaled = await startTopology({
    edition,
    instances,
    runDir: path.join(workDir, 'scaled'),
    secret,
    env: { STORE: 'postgres', CACHE: 'redis' },
  });
  return { next, topology, redisNext, scaled };
}

/**
 * The site's URLs (through its API), the article the runs measure, and the article-shaped bare page
 * with filler up to that article's HTML size.
 */
async function findUrls(origin: string): Promise<BenchUrls> {
  const urls = await discoverUrls(origin);
  const article = urls.articles[0]!;
  const htmlBytes = async (urlPath: string) =>
    Buffer.byteLength(await fetch(origin + urlPath).then((response) => response.text()));
  const articleHtml = await fetch(origin + article).then((response) => response.text());
  const shapedBare = articleShapedBarePath(
    fillerBytesFor(Buffer.byteLength(articleHtml), await htmlBytes(articleShapedBarePath(0))),
  );
  const warmUrls = [...allUrls(urls), shapedBare];
  return { urls, article, articleHtml, shapedBare, warmUrls };
}

/**
 * Asks every server for every URL once, so the runs measure cache hits; the topology also for the
 * polled endpoints.
 */
async function warmServers(servers: Servers, warmUrls: string[]) {
  console.log(`==> warming ${warmUrls.length} URLs on next start and through nginx`);
  await warm(servers.next.origin, warmUrls);
  await warm(servers.topology.origin, [...warmUrls, ...Object.values(POLLED_PATHS)]);
  await warm(servers.redisNext.origin, warmUrls);
  await warm(servers.scaled.origin, warmUrls);
}

/** The wrk runs of every target, round by round, and the ratios read from them. */
async function measureThroughput(
  { next, topology, redisNext, scaled }: Servers,
  { urls, article, shapedBare }: BenchUrls,
  staticUrl: string,
  { load, rounds }: SiteSettings,
) {
  const results = await measureTargets(
    [
      { name: 'next start: cached article', url: next.origin + article },
      { name: 'next start: bare page', url: next.origin + urls.bare },
      { name: 'next start: bare article-shaped page', url: next.origin + shapedBare },
      { name: 'nginx: article as static file', url: staticUrl },
      { name: 'topology: cached article', url: topology.origin + article },
      { name: 'topology: bare page', url: topology.origin + urls.bare },
      {
        name: 'topology: cached article, gzip',
        url: topology.origin + article,
        headers: [GZIP_HEADER],
      },
      { name: 'next start, Redis cache: cached article', url: redisNext.origin + article },
      { name: 'scaled topology: cached article', url: scaled.origin + article },
      { name: 'topology: polled live fixture', url: topology.origin + POLLED_PATHS.fixture },
      { name: 'topology: polled live race calendar', url: topology.origin + POLLED_PATHS.races },
      {
        name: 'next start: polled fixture (no shared cache)',
        url: next.origin + POLLED_PATHS.fixture,
      },
    ],
    load,
    rounds,
  );
  return { results, ratios: throughputRatios(results) };
}

/** From the topology's access log: how many polls of each live-sport endpoint reached an instance. */
async function countPolls(workDir: string): Promise<PolledResult[]> {
  // nginx writes its access log every 5 s: wait for the last polls to reach it.
  await new Promise((resolve) => setTimeout(resolve, ACCESS_LOG_FLUSH_MS));
  const counts = await countUpstream(
    logLines(path.join(workDir, 'topology', 'access.log')),
    Object.values(POLLED_PATHS),
  );
  return Object.entries(POLLED_PATHS).map(([name, urlPath]) => {
    const count = counts.get(urlPath)!;
    return { name, path: urlPath, ...count, upstreamPerThousand: upstreamPerThousand(count) };
  });
}

async function main() {
  const settings = readSettings();
  const { edition, load, rounds, instances, lighthouseRuns, archiveArticles } = settings;
  const budgets = loadBudgets();

  ensureTools(['nginx', 'wrk']);
  ensureBuild(edition, flag('skip-build'));

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  console.log(`==> logs and run directories in ${workDir}`);
  const secret = randomBytes(16).toString('hex');
  const servers = await startServers(settings, workDir, secret);
  const benchUrls = await findUrls(servers.next.origin);
  await warmServers(servers, benchUrls.warmUrls);
  const staticUrl = await startStaticNginx(
    path.join(workDir, 'static'),
    await freePort(),
    benchUrls.articleHtml,
  );

  const weights = await weighPages(servers.next.origin, edition, benchUrls.urls);
  const { results, ratios } = await measureThroughput(servers, benchUrls, staticUrl, settings);
  const polled = await countPolls(workDir);

  console.log('==> on-demand revalidation through nginx');
  const revalidation = await measureRevalidation({
    proxyOrigin: servers.topology.origin,
    instanceOrigins: servers.topology.instanceOrigins,
    secret,
  });
  const lighthouse = runLighthouse(
    servers.topology.origin,
    pagesToWeigh(benchUrls.urls, false),
    lighthouseRuns,
    path.join(workDir, 'lighthouse'),
  );
  await cleanup();
  const archive = archiveArticles
    ? await measureArchive({ edition, archiveArticles, workDir })
    : null;

  const figures = { results, ratios, polled, weights, revalidation, lighthouse, archive };
  printSiteReport(settings, figures);
  const checks = siteBudgetChecks(budgets, figures);
  const ok = printBudgets(checks);
  const file = writeResults(RESULTS_FILE, {
    date: new Date().toISOString(),
    edition,
    machine: machineInfo(),
    settings: { ...load, rounds, instances, lighthouseRuns, tool: 'wrk', cpus: CPU_PLAN },
    urls: {
      article: benchUrls.article,
      bare: benchUrls.urls.bare,
      articleShapedBare: benchUrls.shapedBare,
      warmed: benchUrls.warmUrls,
    },
    throughput: results,
    ratios,
    pageWeights: weights,
    revalidation,
    polled,
    lighthouse,
    archive,
    budgets: checks,
    ok,
  });
  console.log(`\nresults in ${path.relative(process.cwd(), file)}`);
  process.exitCode = ok ? 0 : 1;
}

main()
  .catch((error: unknown) => {
    // fetch() hides the network error in `cause`.
    console.error(error, error instanceof Error ? (error.cause ?? '') : '');
    process.exitCode = 1;
  })
  .finally(cleanup);
