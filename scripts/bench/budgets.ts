// The performance budgets (budgets.json beside this file) and how a measured figure is checked
// against one. Both bench entry points (site.ts, js.ts) report through these checks.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const BUDGETS_FILE = path.join(__dirname, 'budgets.json');
/** Sizes in the budgets are decimal kilobytes, as Next's own build output used to print them. */
export const BYTES_PER_KB = 1000;

const budgetsSchema = z.object({
  topologyArticleVsStaticFile: z.number().positive(),
  nextArticleVsBarePage: z.number().positive(),
  /** The same, like for like: a bare page with the article's route shape and HTML size. */
  nextArticleVsArticleShapedBarePage: z.number().positive(),
  redisCacheHitVsFileCacheHit: z.number().positive(),
  scaledTopologyVsTopology: z.number().positive(),
  /** A polled live-sport endpoint through the topology vs the cached article through it (issue 15). */
  polledVsTopologyArticle: z.number().positive(),
  /** Polls of a live-sport endpoint that reach an instance, per 1,000 polls through the topology. */
  polledUpstreamPerThousand: z.number().positive(),
  firstLoadJsKb: z.object({
    front: z.number().positive(),
    list: z.number().positive(),
    article: z.number().positive(),
  }),
  revalidationSeconds: z.number().positive(),
  /** Medians of the Lighthouse mobile runs: scores are minimums (0-1), CLS a maximum. */
  lighthouse: z.object({
    performance: z.number().min(0).max(1),
    accessibility: z.number().min(0).max(1),
    seo: z.number().min(0).max(1),
    cls: z.number().nonnegative(),
  }),
  /** With the generated archive in the store (npm run bench -- --archive). */
  archive: z.object({
    buildTimeRatio: z.number().positive(),
    renderP95Ms: z.number().positive(),
    /** The slowest median first render of the pages that read across the whole archive. */
    pagesMaxMs: z.number().positive(),
    serverRssMb: z.number().positive(),
  }),
});

export type Budgets = z.infer<typeof budgetsSchema>;
export type PageType = keyof Budgets['firstLoadJsKb'];

export function loadBudgets(file = BUDGETS_FILE): Budgets {
  return budgetsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

export interface BudgetCheck {
  name: string;
  actual: number;
  limit: number;
  /** 'min' for throughput ratios, 'max' for sizes and times. */
  kind: 'min' | 'max';
  unit: string;
  ok: boolean;
}

export function checkBudget(
  name: string,
  actual: number,
  limit: number,
  kind: BudgetCheck['kind'],
  unit: string,
): BudgetCheck {
  const ok = Number.isFinite(actual) && (kind === 'min' ? actual >= limit : actual <= limit);
  return { name, actual, limit, kind, unit, ok };
}

export function firstLoadJsChecks(
  budgets: Budgets,
  weights: ReadonlyArray<{ pageType: string; firstLoadJsGzipBytes: number }>,
): BudgetCheck[] {
  return (Object.keys(budgets.firstLoadJsKb) as PageType[]).map((pageType) => {
    const weight = weights.find((w) => w.pageType === pageType);
    const kb = weight ? weight.firstLoadJsGzipBytes / BYTES_PER_KB : Number.NaN;
    return checkBudget(
      `first-load JS, ${pageType}`,
      round(kb, 1),
      budgets.firstLoadJsKb[pageType],
      'max',
      'kB gz',
    );
  });
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
