// What the site bench (site.ts) reports from its figures: the throughput ratios (each the median of
// the per-round ratios of two targets), the tables it prints, and the check of every figure against
// its budget in budgets.json, in the order the bench prints and writes them.
import type { EditionSlug } from '@/editions/editionSlugs';
import { checkBudget, firstLoadJsChecks, round, type BudgetCheck, type Budgets } from './budgets';
import { PAGE_RENDERS, type ArchiveResult } from './archive';
import type { LighthouseResult } from './lighthouse';
import type { PageWeight } from './pageWeight';
import type { UpstreamCount } from './polled';
import { CPU_PLAN } from './processes';
import { printPageWeights, printTable } from './report';
import type { RevalidationResult } from './revalidation';
import { medianRoundRatio } from './stats';
import type { LoadSettings, WrkResult } from './wrk';

/** The run's settings (command line or environment). */
export interface SiteSettings {
  edition: EditionSlug;
  load: LoadSettings;
  rounds: number;
  /** `next start` instances behind nginx in each topology. */
  instances: number;
  lighthouseRuns: number;
  /** Generated archive articles of `--archive`; 0 without it. */
  archiveArticles: number;
}

export interface TargetResult extends WrkResult {
  name: string;
  url: string;
  /** Every round's req/s: ratios use these; the other figures are those of the best round. */
  roundsRequestsPerSecond: number[];
}

/** A polled live-sport endpoint through the topology, and how many of its polls reached an instance. */
export interface PolledResult extends UpstreamCount {
  name: string;
  path: string;
  upstreamPerThousand: number;
}

export type ThroughputRatios = ReturnType<typeof throughputRatios>;

/** Everything the site bench measured. */
export interface SiteFigures {
  results: TargetResult[];
  ratios: ThroughputRatios;
  polled: PolledResult[];
  weights: PageWeight[];
  revalidation: RevalidationResult;
  lighthouse: LighthouseResult[];
  archive: ArchiveResult | null;
}

/** Ratios: the median over rounds of each round's ratio (targets of one round ran back to back). */
export function throughputRatios(results: readonly TargetResult[]) {
  const roundsOf = (name: string) => results.find((r) => r.name === name)!.roundsRequestsPerSecond;
  const ratio = (a: string, b: string, digits = 3) =>
    round(medianRoundRatio(roundsOf(a), roundsOf(b)), digits);
  return {
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
}

function throughputChecks(budgets: Budgets, ratios: ThroughputRatios): BudgetCheck[] {
  return [
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
  ];
}

function lighthouseChecks(budgets: Budgets, lighthouse: readonly LighthouseResult[]) {
  return lighthouse.flatMap((r) => [
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
  ]);
}

function archiveChecks(budgets: Budgets, archive: ArchiveResult): BudgetCheck[] {
  return [
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
  ];
}

/** Every figure against its budget; the archive's only when the run measured it. */
export function siteBudgetChecks(budgets: Budgets, figures: SiteFigures): BudgetCheck[] {
  const { results, ratios, polled, weights, revalidation, lighthouse, archive } = figures;
  const failedRuns = results.filter((r) => r.badResponses + r.socketErrors > 0);
  return [
    ...throughputChecks(budgets, ratios),
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
    ...lighthouseChecks(budgets, lighthouse),
    ...(archive ? archiveChecks(budgets, archive) : []),
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
}

function printArchive(archive: ArchiveResult) {
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

/** Prints the tables of every figure (the budgets' verdicts come after, from printBudgets). */
export function printSiteReport(settings: SiteSettings, figures: SiteFigures) {
  const { load, rounds, instances, lighthouseRuns } = settings;
  const { results, ratios, polled, weights, revalidation, lighthouse, archive } = figures;
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
      'loaded kB',
      'of it pictures kB',
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
      r.totalKb,
      r.imageKb,
    ]),
  );
  for (const r of lighthouse.filter((r) => r.failedAudits.length > 0)) {
    console.log(`lighthouse ${r.pageType}: lost points on ${r.failedAudits.join(', ')}`);
  }

  if (archive) printArchive(archive);
}
