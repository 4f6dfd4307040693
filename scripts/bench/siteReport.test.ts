import type { Budgets } from './budgets';
import {
  siteBudgetChecks,
  throughputRatios,
  type SiteFigures,
  type TargetResult,
} from './siteReport';

// The site bench's report (README "Benchmarks"): ratios are the median of per-round ratios, and every
// figure is checked against its budget, the archive's only when the run measured it.
const TARGETS: Array<[string, number[]]> = [
  ['next start: cached article', [900, 1000, 800]],
  ['next start: bare page', [1000, 2000, 1000]],
  ['next start: bare article-shaped page', [1000, 1000, 1000]],
  ['nginx: article as static file', [100_000, 90_000, 110_000]],
  ['topology: cached article', [80_000, 80_000, 80_000]],
  ['next start, Redis cache: cached article', [1000, 1000, 1000]],
  ['scaled topology: cached article', [76_000, 80_000, 84_000]],
  ['topology: polled live fixture', [80_000, 88_000, 96_000]],
  ['topology: polled live race calendar', [72_000, 80_000, 88_000]],
];

const target = ([name, rounds]: [string, number[]], errors = 0): TargetResult => ({
  name,
  url: `http://127.0.0.1/${name}`,
  requestsPerSecond: Math.max(...rounds),
  latencyP50Ms: 1,
  latencyP99Ms: 2,
  requests: 1,
  badResponses: errors,
  socketErrors: 0,
  roundsRequestsPerSecond: rounds,
});

const budgets: Budgets = {
  topologyArticleVsStaticFile: 0.8,
  nextArticleVsBarePage: 0.9,
  nextArticleVsArticleShapedBarePage: 0.9,
  redisCacheHitVsFileCacheHit: 0.6,
  scaledTopologyVsTopology: 0.9,
  polledVsTopologyArticle: 0.9,
  polledUpstreamPerThousand: 1,
  firstLoadJsKb: { front: 142, list: 140, article: 133 },
  revalidationSeconds: 5,
  lighthouse: { performance: 0.95, accessibility: 1, seo: 1, cls: 0.01 },
  archive: { buildTimeRatio: 1.2, renderP95Ms: 150, pagesMaxMs: 150, serverRssMb: 300 },
};

function figures(change: Partial<SiteFigures> = {}): SiteFigures {
  const results = TARGETS.map((entry) => target(entry));
  return {
    results,
    ratios: throughputRatios(results),
    polled: [
      { name: 'fixture', path: '/fixture', requests: 2000, upstream: 2, upstreamPerThousand: 1 },
    ],
    weights: [],
    revalidation: {
      path: '/dokumentum/x',
      secondsUntilReaders: 2.5,
      instancesUpdated: [true, true],
    },
    lighthouse: [],
    archive: null,
    ...change,
  };
}

describe('throughputRatios', () => {
  it('takes each round’s ratio of two targets, then their median', () => {
    const ratios = throughputRatios(TARGETS.map((entry) => target(entry)));
    expect(ratios).toEqual({
      nextArticleVsBarePage: 0.8,
      nextArticleVsArticleShapedBarePage: 0.9,
      articleShapedVsBarePage: 1,
      topologyArticleVsStaticFile: 0.8,
      nextArticleVsStaticFile: 0.009,
      topologyArticleVsNextArticle: 88.89,
      redisCacheHitVsFileCacheHit: 1.111,
      scaledTopologyVsTopology: 1,
      polledFixtureVsTopologyArticle: 1.1,
      polledRacesVsTopologyArticle: 1,
    });
  });
});

describe('siteBudgetChecks', () => {
  it('checks every figure, in the order the bench prints them', () => {
    const checks = siteBudgetChecks(budgets, figures());
    expect(checks.map((check) => check.name)).toEqual([
      'topology article vs static file',
      'next start article vs bare page',
      'next start article vs bare article-shaped page',
      'Redis cache hit vs file-system cache hit (next start)',
      'scaled topology article vs topology article',
      'polled live fixture vs topology article',
      'polled race calendar vs topology article',
      'polls of /fixture reaching an instance',
      'first-load JS, front',
      'first-load JS, list',
      'first-load JS, article',
      'revalidation reaches readers',
      'runs with errors',
      'instances missed by revalidation',
    ]);
    expect(checks.filter((check) => !check.ok).map((check) => check.name)).toEqual([
      'next start article vs bare page',
      // No page was weighed: a missing figure is no pass.
      'first-load JS, front',
      'first-load JS, list',
      'first-load JS, article',
    ]);
  });

  it('checks each Lighthouse page and, with --archive, the archive', () => {
    const lighthouse = [
      {
        pageType: 'article',
        path: '/a',
        runs: 3,
        performanceScores: [0.9, 0.96, 0.97],
        performance: 0.96,
        accessibility: 1,
        bestPractices: 1,
        seo: 0.9,
        lcpMs: 2000,
        tbtMs: 100,
        cls: 0,
        totalKb: 420,
        imageKb: 180,
        failedAudits: [],
      },
    ];
    const archive = {
      archiveArticles: 200_000,
      storeMb: 1092,
      importSeconds: 38,
      buildSeconds: { demo: [6], archive: [6.3] },
      buildTimeRatio: 1.05,
      renders: 200,
      renderP50Ms: 10,
      renderP95Ms: 21.6,
      renderMaxMs: 40,
      pages: [
        { name: 'archive page', url: '/archivum', medianMs: 10.5 },
        { name: 'oldest month sitemap', url: '/sitemap/x.xml', medianMs: 178.2 },
      ],
      serverPeakRssMb: 255,
      serverRssAfterMb: 200,
    };
    const checks = siteBudgetChecks(budgets, figures({ lighthouse, archive }));
    const verdicts = Object.fromEntries(checks.map((check) => [check.name, check.ok]));
    expect(verdicts).toMatchObject({
      'lighthouse article: performance': true,
      'lighthouse article: accessibility': true,
      'lighthouse article: SEO': false,
      'lighthouse article: CLS': true,
      'archive: build time ratio': true,
      'archive: first render p95': true,
      // The slowest whole-archive page counts.
      'archive: slowest whole-archive page': false,
      'archive: server peak RSS': true,
    });
    expect(
      checks.find((check) => check.name === 'archive: slowest whole-archive page')!.actual,
    ).toBe(178.2);
  });

  it('fails a run with errors and an instance the revalidation missed', () => {
    const results = TARGETS.map((entry, index) => target(entry, index === 0 ? 3 : 0));
    const checks = siteBudgetChecks(
      budgets,
      figures({
        results,
        revalidation: { path: '/x', secondsUntilReaders: 2, instancesUpdated: [true, false] },
      }),
    );
    expect(checks.slice(-2).map(({ name, actual, ok }) => [name, actual, ok])).toEqual([
      ['runs with errors', 1, false],
      ['instances missed by revalidation', 1, false],
    ]);
  });
});
