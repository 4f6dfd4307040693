// `npm run test:load` (issue 29, item 3): the main edition through the production topology (nginx, two
// instances, a store with LOAD_ARCHIVE extra archive articles nobody has opened yet), in two parts.
//
// 1. Mixed traffic: CONNECTIONS connections for DURATION_S seconds, each request a URL drawn by the
//    weights of MIX (front page, lists, recent and archive articles, search, feeds, the API, the
//    polled live endpoints). It fails on any error (a failed connection or a 5xx) or when the p99 of
//    the cached kinds is over CACHED_P99_BUDGET_MS.
// 2. Breaking news: READERS simulated readers poll the demo live blog's version every 15 s (SPEC
//    section 9), each as the page does (a newer version brings the posts), while an editor adds a
//    post through the store writer. It fails when a reader does not see the post within
//    SEEN_WITHIN_S seconds, or when the instances together answered more than one poll a second.
//
// Flags: --duration S, --connections N, --readers N, --archive N, --skip-build, --keep (the store and
// the logs stay in their temporary folder). Prints its figures.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { LIVE_ARTICLE_POLL_MS } from '@/lib/constants';
import { argument, flag } from '../bench/cli';
import { logLines } from '../bench/polled';
import {
  cleanup,
  distDir,
  freePort,
  freePortRange,
  LOOPBACK,
  onCleanup,
  REPO_ROOT,
  run,
} from '../bench/processes';
import { percentile } from '../bench/stats';

const DURATION_S = Number(argument('duration') ?? 60);
const CONNECTIONS = Number(argument('connections') ?? 256);
const READERS = Number(argument('readers') ?? 10_000);
const LOAD_ARCHIVE = Number(argument('archive') ?? 5_000);
const CACHED_P99_BUDGET_MS = 500;
const SEEN_WITHIN_S = 20;
const MAX_UPSTREAM_POLLS_PER_S = 1;
const LIVE_BLOG = 'haboru-ukrajnaban-percrol-percre';
/** Search terms are two of these words: hundreds of different searches, most not yet cached. */
const SEARCH_WORDS = [
  'kormány',
  'budapest',
  'választás',
  'foci',
  'időjárás',
  'energia',
  'iskola',
  'vasút',
  'orvos',
  'háború',
  'forint',
  'infláció',
  'debrecen',
  'olimpia',
  'egyetem',
  'kórház',
  'adó',
  'bank',
];

/** The kinds of request, their share of the traffic, and whether their answers are cached. */
const MIX = {
  front: { weight: 15, cached: true },
  list: { weight: 15, cached: true },
  article: { weight: 28, cached: true },
  archive: { weight: 5, cached: false },
  search: { weight: 5, cached: false },
  feed: { weight: 5, cached: true },
  api: { weight: 7, cached: true },
  poll: { weight: 20, cached: true },
} as const;
type Kind = keyof typeof MIX;

interface Sample {
  kind: Kind;
  ms: number;
  status: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One GET with its time; status 0 for a failed connection. */
function get(
  origin: string,
  urlPath: string,
): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(`${origin}${urlPath}`, { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          ms: performance.now() - started,
        }),
      );
      response.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started }));
    });
    request.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started }));
  });
}

async function json<T>(origin: string, urlPath: string): Promise<T> {
  const answer = await get(origin, urlPath);
  if (answer.status !== 200) throw new Error(`${urlPath} answered ${answer.status}`);
  return JSON.parse(answer.body) as T;
}

/** A seeded generator: the same run draws the same URLs. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function urlsOf(origin: string) {
  const articles: Array<{ url: string; slug: string; archive: boolean }> = [];
  for (let page = 1; ; page++) {
    const answer = await json<{ items: Array<{ url: string; slug: string }>; totalPages: number }>(
      origin,
      `/api/articles?perPage=100&page=${page}`,
    );
    for (const item of answer.items)
      articles.push({ ...item, archive: item.slug.startsWith('archiv-') });
    if (page >= answer.totalPages) break;
  }
  const recent = articles.filter((article) => !article.archive).map((article) => article.url);
  const archive = articles.filter((article) => article.archive).map((article) => article.url);
  const sections = [...new Set(recent.map((url) => url.split('/')[1]!))].slice(0, 8);
  return {
    front: ['/'],
    list: ['/legfrissebb', '/legfontosabb', ...sections.map((slug) => `/rovat/${slug}`)],
    article: recent.slice(0, 60),
    archive,
    search: SEARCH_WORDS.flatMap((first) =>
      SEARCH_WORDS.map((second) => `/archivum?term=${encodeURIComponent(`${first} ${second}`)}`),
    ),
    feed: ['/rss', ...sections.slice(0, 3).map((slug) => `/rss/rovat/${slug}`)],
    api: ['/api/articles?perPage=10', '/api/search?term=budapest', `/api/articles/${LIVE_BLOG}`],
    poll: [`/api/articles/${LIVE_BLOG}/version`, '/api/livescore/football/fixtures/1240001'],
  } satisfies Record<Kind, string[]>;
}

async function mixedTraffic(origin: string, urls: Record<Kind, string[]>) {
  const draw = random(29);
  const total = Object.values(MIX).reduce((sum, { weight }) => sum + weight, 0);
  const kinds = Object.entries(MIX) as Array<[Kind, (typeof MIX)[Kind]]>;
  const pick = (): [Kind, string] => {
    let at = draw() * total;
    for (const [kind, { weight }] of kinds) {
      at -= weight;
      if (at < 0) {
        const list = urls[kind];
        // Archive articles one after another: each is opened for the first time.
        const url =
          kind === 'archive'
            ? list[archiveNext++ % list.length]!
            : list[Math.floor(draw() * list.length)]!;
        return [kind, url];
      }
    }
    return ['front', '/'];
  };
  let archiveNext = 0;
  const samples: Sample[] = [];
  const failures = new Map<string, number>();
  const deadline = performance.now() + DURATION_S * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const [kind, url] = pick();
      const { status, ms } = await get(origin, url);
      samples.push({ kind, ms, status });
      if (status === 0 || status >= 500) {
        const key = `${status} ${kind} ${url}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { samples, failures, seconds };
}

interface Reader {
  knownVersion: number;
  nextPoll: number;
  seenAt?: number;
}

/** How many requests for `urlPath` the instances of the topology in `runDir` answered since `since`. */
async function instancePolls(runDir: string, urlPath: string, since: string): Promise<number> {
  let count = 0;
  for (const file of fs.readdirSync(runDir).filter((name) => /^next-\d+\.log$/.test(name))) {
    for await (const line of logLines(path.join(runDir, file))) {
      if (!line.includes(`"path":"${urlPath}"`)) continue;
      const entry = JSON.parse(line) as { msg?: string; time?: string };
      if (entry.msg === 'request' && (entry.time ?? '') >= since) count += 1;
    }
  }
  return count;
}

async function breakingNews(origin: string, env: Record<string, string>, runDir: string) {
  const versionPath = `/api/articles/${LIVE_BLOG}/version`;
  const article = await json<{ id: number }>(origin, `/api/articles/${LIVE_BLOG}`);
  const postsPath = `/api/liveblog/${article.id}/posts`;
  const { data } = await json<{ data: { v: number } }>(origin, versionPath);
  const title = `Terheléses bejegyzés ${Date.now()}`;
  const interval = LIVE_ARTICLE_POLL_MS;
  const start = performance.now();
  // Every reader's page was opened at its own moment of one poll interval.
  const readers: Reader[] = Array.from({ length: READERS }, (_, i) => ({
    knownVersion: data.v,
    nextPoll: start + (i / READERS) * interval,
  }));
  const warmUp = interval;
  const postAt = start + warmUp;
  const end = postAt + (SEEN_WITHIN_S + 10) * 1000;
  let posted = 0;
  let polls = 0;
  let failed = 0;
  const spikeStartedAt = new Date().toISOString();
  const poll = async (reader: Reader) => {
    polls += 1;
    const answer = await get(origin, versionPath);
    if (answer.status !== 200) return void (failed += 1);
    const { v } = (JSON.parse(answer.body) as { data: { v: number } }).data;
    if (v <= reader.knownVersion) return;
    // As the page does: the posts, and their own version counts (components/article/LiveBlogPosts).
    const posts = await get(origin, postsPath);
    if (posts.status !== 200) return void (failed += 1);
    const list = JSON.parse(posts.body) as { version: number; posts: Array<{ title: string }> };
    reader.knownVersion = Math.max(reader.knownVersion, list.version);
    if (reader.seenAt === undefined && list.posts.some((post) => post.title === title)) {
      reader.seenAt = performance.now();
    }
  };
  const inFlight = new Set<Promise<void>>();
  while (performance.now() < end) {
    const now = performance.now();
    if (!posted && now >= postAt) {
      execFileSync(
        process.execPath,
        [
          'node_modules/tsx/dist/cli.mjs',
          'scripts/content/storeWriter.ts',
          'live-post',
          '--parent',
          LIVE_BLOG,
          '--title',
          title,
          '--body',
          'Friss fejlemény.',
        ],
        { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: 'pipe' },
      );
      posted = performance.now();
    }
    for (const reader of readers) {
      if (reader.nextPoll > now) continue;
      reader.nextPoll += interval;
      const task = poll(reader).finally(() => inFlight.delete(task));
      inFlight.add(task);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await Promise.all(inFlight);
  const spikeSeconds = (performance.now() - start) / 1000;
  // The instances' own request lines (server/requests.ts) count what reached them: nginx's access
  // log does not show the background refreshes it makes of an expired cached answer.
  const answeredByInstances = await instancePolls(runDir, versionPath, spikeStartedAt);
  const delays = readers.map((reader) =>
    reader.seenAt === undefined ? Infinity : (reader.seenAt - posted) / 1000,
  );
  return {
    polls,
    failed,
    spikeSeconds,
    upstreamPerSecond: answeredByInstances / spikeSeconds,
    upstream: answeredByInstances,
    notSeen: delays.filter((delay) => delay > SEEN_WITHIN_S).length,
    delays: delays.filter(Number.isFinite).sort((a, b) => a - b),
  };
}

/** The main edition's build, made when missing (or always without --skip-build). */
function ensureMainBuild() {
  if (flag('skip-build') && fs.existsSync(path.join(distDir('main'), 'BUILD_ID'))) return;
  console.log('==> building the main edition');
  run('bash', ['scripts/build-editions.sh'], { EDITIONS: 'main' });
}

async function main() {
  ensureMainBuild();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-'));
  const dataDir = path.join(workDir, 'data');
  const env: Record<string, string> = { DATA_DIR: dataDir, EDITION: 'main', DEMO_USERS: '0' };
  console.log(`==> a store with ${LOAD_ARCHIVE} archive articles in ${dataDir}`);
  run(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'scripts/content/build.ts',
      '--generate',
      String(LOAD_ARCHIVE),
    ],
    env,
  );
  const nginxPort = await freePort();
  const topologyEnv = {
    ...env,
    INSTANCES: '2',
    NEXT_BASE_PORT: String(await freePortRange(2)),
    NGINX_PORT: String(nginxPort),
    METRICS_PORT_OFFSET: 'off',
    TLS: '0',
    RUN_DIR: path.join(workDir, 'topology'),
  };
  onCleanup(() => {
    run('bash', ['deploy/start-topology.sh', 'stop'], topologyEnv);
  });
  console.log(run('bash', ['deploy/start-topology.sh', 'start'], topologyEnv).trimEnd());
  const origin = `http://${LOOPBACK}:${nginxPort}`;
  const urls = await urlsOf(origin);
  console.log(`==> warming the cached kinds' URLs`);
  for (const [kind, list] of Object.entries(urls)) {
    if (kind === 'archive' || kind === 'search') continue;
    for (const url of list) await get(origin, url);
  }

  console.log(`==> mixed traffic: ${CONNECTIONS} connections for ${DURATION_S} s`);
  const mixed = await mixedTraffic(origin, urls);
  const problems: string[] = [];
  const rows = (Object.keys(MIX) as Kind[])
    .filter((kind) => MIX[kind].weight > 0)
    .map((kind) => {
      const times = mixed.samples
        .filter((s) => s.kind === kind)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      const errors = mixed.samples.filter(
        (s) => s.kind === kind && (s.status === 0 || s.status >= 500),
      ).length;
      const p99 = percentile(times, 99);
      if (MIX[kind].cached && p99 > CACHED_P99_BUDGET_MS)
        problems.push(`${kind}: p99 ${p99.toFixed(0)} ms > ${CACHED_P99_BUDGET_MS} ms`);
      return [kind, times.length, percentile(times, 50).toFixed(1), p99.toFixed(1), errors];
    });
  const errors = [...mixed.failures.values()].reduce((sum, n) => sum + n, 0);
  if (errors)
    problems.push(`${errors} errors: ${[...mixed.failures.keys()].slice(0, 5).join('; ')}`);
  console.log(
    `    ${mixed.samples.length} requests in ${mixed.seconds.toFixed(1)} s: ${(mixed.samples.length / mixed.seconds).toFixed(0)} req/s, ${errors} errors`,
  );
  console.log('    kind       requests   p50 ms   p99 ms   errors');
  for (const row of rows)
    console.log(
      `    ${String(row[0]).padEnd(10)} ${String(row[1]).padStart(8)} ${String(row[2]).padStart(8)} ${String(row[3]).padStart(8)} ${String(row[4]).padStart(8)}`,
    );

  console.log(
    `==> breaking news: ${READERS} readers polling ${LIVE_BLOG} every ${LIVE_ARTICLE_POLL_MS / 1000} s, one post`,
  );
  const spike = await breakingNews(origin, env, topologyEnv.RUN_DIR);
  const last = spike.delays.at(-1) ?? Infinity;
  console.log(
    `    ${spike.polls} polls in ${spike.spikeSeconds.toFixed(0)} s, ${spike.failed} failed; the post seen by ${spike.delays.length} of ${READERS} readers: p50 ${percentile(spike.delays, 50).toFixed(1)} s, p99 ${percentile(spike.delays, 99).toFixed(1)} s, last ${last.toFixed(1)} s`,
  );
  console.log(
    `    polls the instances answered: ${spike.upstream} (${spike.upstreamPerSecond.toFixed(2)} a second)`,
  );
  if (spike.failed) problems.push(`${spike.failed} polls failed`);
  if (spike.notSeen)
    problems.push(`${spike.notSeen} readers did not see the post within ${SEEN_WITHIN_S} s`);
  if (spike.upstreamPerSecond > MAX_UPSTREAM_POLLS_PER_S)
    problems.push(`the instances answered ${spike.upstreamPerSecond.toFixed(2)} polls a second`);

  await cleanup();
  if (flag('keep')) console.log(`    logs kept in ${workDir}`);
  else fs.rmSync(workDir, { recursive: true, force: true });
  if (problems.length) {
    console.log(`FAILED:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('load: every promise held');
}

main().catch(async (error: unknown) => {
  console.error(error);
  await cleanup();
  process.exit(1);
});
