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
//
// Usage: npm run bench [-- --skip-build] [--duration 10] [--connections 50] [--threads 1]
//        [--rounds 3] [--instances 2] [--lighthouse-runs 3] [--edition main] [--archive [200000]]
//        (or BENCH_DURATION, BENCH_ROUNDS, BENCH_LIGHTHOUSE_RUNS, ...)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editionSlugs, isEditionSlug } from '@/editions/editionSlugs';
import { checkBudget, firstLoadJsChecks, loadBudgets, round } from './budgets';
import { measureArchive, PAGE_RENDERS, type ArchiveResult } from './archive';
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
import { machineInfo, printBudgets, printPageWeights, printTable, writeResults } from './report';
import { allUrls, articleShapedBarePath, discoverUrls, fillerBytesFor, warm } from './siteUrls';
import { startStaticNginx } from './staticNginx';
import { startRedis } from '../lib/redisServer';
import { medianRoundRatio } from './stats';
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

interface TargetResult extends WrkResult {
  name: string;
  url: string;
  /** Every round's req/s: ratios use these; the other figures are those of the best round. */
  roundsRequestsPerSecond: number[];
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
}) {
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

async function main() {
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
  const budgets = loadBudgets();

  ensureTools(['nginx', 'wrk']);
  ensureBuild(edition, flag('skip-build'));

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  console.log(`==> logs and run directories in ${workDir}`);
  const secret = randomBytes(16).toString('hex');
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

  const urls = await discoverUrls(next.origin);
  const article = urls.articles[0]!;
  const htmlBytes = async (urlPath: string) =>
    Buffer.byteLength(await fetch(next.origin + urlPath).then((response) => response.text()));
  const articleHtml = await fetch(next.origin + article).then((response) => response.text());
  const shapedBare = articleShapedBarePath(
    fillerBytesFor(Buffer.byteLength(articleHtml), await htmlBytes(articleShapedBarePath(0))),
  );
  const warmUrls = [...allUrls(urls), shapedBare];
  console.log(`==> warming ${warmUrls.length} URLs on next start and through nginx`);
  await warm(next.origin, warmUrls);
  await warm(topology.origin, [...warmUrls, ...Object.values(POLLED_PATHS)]);
  await warm(redisNext.origin, warmUrls);
  await warm(scaled.origin, warmUrls);

  const staticUrl = await startStaticNginx(
    path.join(workDir, 'static'),
    await freePort(),
    articleHtml,
  );

  const weights = await weighPages(next.origin, edition, urls);
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
  // Ratios: the median over rounds of each round's ratio (targets of one round ran back to back).
  const roundsOf = (name: string) => results.find((r) => r.name === name)!.roundsRequestsPerSecond;
  const ratio = (a: string, b: string, digits = 3) =>
    round(medianRoundRatio(roundsOf(a), roundsOf(b)), digits);
  const ratios = {
    nextArticleVsBarePage: ratio('next start: cached article', 'next start: bare page'),
    nextArticleVsArticleShapedBarePage: ratio(
      'next start: cached article',
      'next start: bare article-shaped page',
    ),
    articleShapedVsBarePage: ratio('next start: bare article-shaped page', 'next start: bare page'),
    topologyArticleVsStaticFile: ratio('topology: cached article', 'nginx: article as static file'),
    nextArticleVsStaticFile: ratio('next start: cached article', 'nginx: article as static file'),
    topologyArticleVsNextArticle: ratio(
      'topology: cached article',
      'next start: cached article',
      2,
    ),
    redisCacheHitVsFileCacheHit: ratio(
      'next start, Redis cache: cached article',
      'next start: cached article',
    ),
    scaledTopologyVsTopology: ratio('scaled topology: cached article', 'topology: cached article'),
    polledFixtureVsTopologyArticle: ratio(
      'topology: polled live fixture',
      'topology: cached article',
    ),
    polledRacesVsTopologyArticle: ratio(
      'topology: polled live race calendar',
      'topology: cached article',
    ),
  };

  // nginx writes its access log every 5 s: wait for the last polls to reach it.
  await new Promise((resolve) => setTimeout(resolve, ACCESS_LOG_FLUSH_MS));
  const counts = await countUpstream(
    logLines(path.join(workDir, 'topology', 'access.log')),
    Object.values(POLLED_PATHS),
  );
  const polled = Object.entries(POLLED_PATHS).map(([name, urlPath]) => {
    const count = counts.get(urlPath)!;
    return { name, path: urlPath, ...count, upstreamPerThousand: upstreamPerThousand(count) };
  });

  console.log('==> on-demand revalidation through nginx');
  const revalidation = await measureRevalidation({
    proxyOrigin: topology.origin,
    instanceOrigins: topology.instanceOrigins,
    secret,
  });
  const lighthouse = runLighthouse(
    topology.origin,
    pagesToWeigh(urls, false),
    lighthouseRuns,
    path.join(workDir, 'lighthouse'),
  );
  await cleanup();
  const archive: ArchiveResult | null = archiveArticles
    ? await measureArchive({ edition, archiveArticles, workDir })
    : null;

  printTable(
    `Throughput (wrk -t${load.threads} -c${load.connections} -d${load.durationSeconds}s, best of ${rounds} rounds, ratios the median of per-round ratios; topology: nginx + ${instances} x next start; ${CPU_PLAN ? `servers on CPU ${CPU_PLAN.servers}, wrk on CPU ${CPU_PLAN.load}` : 'unpinned'})`,
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'rounds req/s'],
    results.map((r) => [
      r.name,
      Math.round(r.requestsPerSecond),
      r.latencyP50Ms.toFixed(2),
      r.latencyP99Ms.toFixed(2),
      r.badResponses + r.socketErrors,
      r.roundsRequestsPerSecond.map(Math.round).join(' / '),
    ]),
  );
  printTable(
    'Ratios of req/s',
    ['ratio', 'value'],
    Object.entries(ratios).map(([name, value]) => [name, value]),
  );
  printTable(
    'Polled live-sport endpoints through the topology (nginx access log)',
    ['endpoint', 'polls', 'reached an instance', 'per 1,000 polls'],
    polled.map((p) => [p.path, p.requests, p.upstream, p.upstreamPerThousand]),
  );
  printPageWeights(weights);
  printTable(
    'On-demand revalidation through nginx',
    ['page', 'seconds until readers get it', 'instances updated'],
    [
      [
        revalidation.path,
        revalidation.secondsUntilReaders,
        revalidation.instancesUpdated.map((updated) => (updated ? 'yes' : 'no')).join(' / '),
      ],
    ],
  );

  printTable(
    `Lighthouse (mobile preset, Debian's Chromium, through the topology; median of ${lighthouseRuns} runs)`,
    [
      'page type',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'LCP ms',
      'TBT ms',
      'CLS',
    ],
    lighthouse.map((r) => [
      r.pageType,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      r.lcpMs,
      r.tbtMs,
      r.cls,
    ]),
  );
  for (const r of lighthouse.filter((r) => r.failedAudits.length > 0)) {
    console.log(`lighthouse ${r.pageType}: lost points on ${r.failedAudits.join(', ')}`);
  }

  if (archive) {
    printTable(
      `Archive scale (${archive.archiveArticles} generated articles, store ${archive.storeMb} MB, imported in ${archive.importSeconds} s)`,
      ['measure', 'value'],
      [
        ['next build, demo store only (s, each round)', archive.buildSeconds.demo.join(' / ')],
        ['next build, with the archive (s, each round)', archive.buildSeconds.archive.join(' / ')],
        ['build time ratio (best of each)', archive.buildTimeRatio],
        [
          `first render of an archive article, p50 / p95 / max ms (${archive.renders})`,
          `${archive.renderP50Ms} / ${archive.renderP95Ms} / ${archive.renderMaxMs}`,
        ],
        ...archive.pages.map((page) => [
          `${page.name}, median of ${PAGE_RENDERS} first renders (ms)`,
          page.medianMs,
        ]),
        [
          'server RSS, peak / after the renders (MB)',
          `${archive.serverPeakRssMb} / ${archive.serverRssAfterMb}`,
        ],
      ],
    );
  }

  const failedRuns = results.filter((r) => r.badResponses + r.socketErrors > 0);
  const checks = [
    checkBudget(
      'topology article vs static file',
      ratios.topologyArticleVsStaticFile,
      budgets.topologyArticleVsStaticFile,
      'min',
      'x',
    ),
    checkBudget(
      'next start article vs bare page',
      ratios.nextArticleVsBarePage,
      budgets.nextArticleVsBarePage,
      'min',
      'x',
    ),
    checkBudget(
      'next start article vs bare article-shaped page',
      ratios.nextArticleVsArticleShapedBarePage,
      budgets.nextArticleVsArticleShapedBarePage,
      'min',
      'x',
    ),
    checkBudget(
      'Redis cache hit vs file-system cache hit (next start)',
      ratios.redisCacheHitVsFileCacheHit,
      budgets.redisCacheHitVsFileCacheHit,
      'min',
      'x',
    ),
    checkBudget(
      'scaled topology article vs topology article',
      ratios.scaledTopologyVsTopology,
      budgets.scaledTopologyVsTopology,
      'min',
      'x',
    ),
    checkBudget(
      'polled live fixture vs topology article',
      ratios.polledFixtureVsTopologyArticle,
      budgets.polledVsTopologyArticle,
      'min',
      'x',
    ),
    checkBudget(
      'polled race calendar vs topology article',
      ratios.polledRacesVsTopologyArticle,
      budgets.polledVsTopologyArticle,
      'min',
      'x',
    ),
    ...polled.map((p) =>
      checkBudget(
        `polls of ${p.path} reaching an instance`,
        p.upstreamPerThousand,
        budgets.polledUpstreamPerThousand,
        'max',
        '/1000',
      ),
    ),
    ...firstLoadJsChecks(budgets, weights),
    checkBudget(
      'revalidation reaches readers',
      revalidation.secondsUntilReaders,
      budgets.revalidationSeconds,
      'max',
      's',
    ),
    ...lighthouse.flatMap((r) => [
      checkBudget(
        `lighthouse ${r.pageType}: performance`,
        r.performance,
        budgets.lighthouse.performance,
        'min',
        '',
      ),
      checkBudget(
        `lighthouse ${r.pageType}: accessibility`,
        r.accessibility,
        budgets.lighthouse.accessibility,
        'min',
        '',
      ),
      checkBudget(`lighthouse ${r.pageType}: SEO`, r.seo, budgets.lighthouse.seo, 'min', ''),
      checkBudget(`lighthouse ${r.pageType}: CLS`, r.cls, budgets.lighthouse.cls, 'max', ''),
    ]),
    ...(archive
      ? [
          checkBudget(
            'archive: build time ratio',
            archive.buildTimeRatio,
            budgets.archive.buildTimeRatio,
            'max',
            'x',
          ),
          checkBudget(
            'archive: first render p95',
            archive.renderP95Ms,
            budgets.archive.renderP95Ms,
            'max',
            'ms',
          ),
          checkBudget(
            'archive: slowest whole-archive page',
            Math.max(...archive.pages.map((page) => page.medianMs)),
            budgets.archive.pagesMaxMs,
            'max',
            'ms',
          ),
          checkBudget(
            'archive: server peak RSS',
            archive.serverPeakRssMb,
            budgets.archive.serverRssMb,
            'max',
            'MB',
          ),
        ]
      : []),
    // Not budgets of their own, but a figure made of errors or a stale instance is no pass.
    checkBudget('runs with errors', failedRuns.length, 0, 'max', ''),
    checkBudget(
      'instances missed by revalidation',
      revalidation.instancesUpdated.filter((updated) => !updated).length,
      0,
      'max',
      '',
    ),
  ];
  const ok = printBudgets(checks);
  const file = writeResults(RESULTS_FILE, {
    date: new Date().toISOString(),
    edition,
    machine: machineInfo(),
    settings: { ...load, rounds, instances, lighthouseRuns, tool: 'wrk', cpus: CPU_PLAN },
    urls: { article, bare: urls.bare, articleShapedBare: shapedBare, warmed: warmUrls },
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
