// Lighthouse in the site bench: the mobile preset (Lighthouse's default: a mid-range phone on a slow
// 4G link, simulated throttling) in Debian's Chromium, several runs per page, the median run of each
// page reported (the run whose performance score is the median, as Lighthouse's own guidance does).
// Runs the pinned CLI (devDependency lighthouse 12.8.2: 13.x needs Node 22) as a child process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './processes';

const LIGHTHOUSE_CLI = path.join(REPO_ROOT, 'node_modules/lighthouse/cli/index.js');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** As the e2e tests start it: headless, and no background traffic to hosts this machine cannot reach. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUN_TIMEOUT_MS = 180_000;

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What the page loaded (kB, 1 kB = 1000 bytes, as transferred), and of that its pictures. */
  totalKb: number;
  imageKb: number;
  /** Audits that lost points outside performance: what to fix when a score is under 1. */
  failedAudits: string[];
}

export interface LighthouseResult extends LighthouseRun {
  pageType: string;
  path: string;
  runs: number;
  performanceScores: number[];
}

interface LighthouseReport {
  categories: Record<
    string,
    { score: number | null; auditRefs: Array<{ id: string; weight: number }> }
  >;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
    }
  >;
  runtimeError?: { code: string; message: string };
}

function summarise(report: LighthouseReport): LighthouseRun {
  if (report.runtimeError) {
    throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  }
  const score = (category: string) => report.categories[category]?.score ?? 0;
  const numeric = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  const failedAudits = CATEGORIES.filter((category) => category !== 'performance').flatMap(
    (category) =>
      report.categories[category]!.auditRefs.filter(
        (ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1,
      ).map((ref) => `${category}: ${ref.id}`),
  );
  const kb = (bytes: number | undefined) => Math.round((bytes ?? Number.NaN) / 100) / 10;
  const images = report.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'image',
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    totalKb: kb(numeric('total-byte-weight')),
    imageKb: kb(images?.transferSize),
    failedAudits,
  };
}

/**
 * Lighthouse's own trace failures (NO_NAVSTART, NO_FCP...) end with this advice: the page is not at
 * fault, and one more run measures it.
 */
const LIGHTHOUSE_RETRY_ADVICE = 'Please run Lighthouse again';
const LIGHTHOUSE_ATTEMPTS = 3;

function runOnce(url: string, outputFile: string): LighthouseRun {
  for (let attempt = 1; ; attempt++) {
    try {
      return runAttempt(url, outputFile);
    } catch (error) {
      const message = (error as Error).message;
      if (attempt >= LIGHTHOUSE_ATTEMPTS || !message.includes(LIGHTHOUSE_RETRY_ADVICE)) throw error;
      process.stdout.write(`(Lighthouse asked to run again: ${message.split('\n')[1] ?? ''}) `);
    }
  }
}

function runAttempt(url: string, outputFile: string): LighthouseRun {
  fs.rmSync(outputFile, { force: true });
  const result = spawnSync(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      `--output-path=${outputFile}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--quiet',
    ],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: RUN_TIMEOUT_MS,
      env: { ...process.env, CHROME_PATH: CHROMIUM },
    },
  );
  if (result.status !== 0 || !fs.existsSync(outputFile)) {
    throw new Error(`lighthouse ${url} failed:\n${result.stderr}${result.stdout}`);
  }
  return summarise(JSON.parse(fs.readFileSync(outputFile, 'utf8')) as LighthouseReport);
}

/** The run whose performance score is the median (the lower middle one for an even count). */
export function medianRun<T extends { performance: number }>(runs: readonly T[]): T {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export function runLighthouse(
  origin: string,
  pages: ReadonlyArray<[pageType: string, path: string]>,
  runs: number,
  reportDir: string,
): LighthouseResult[] {
  fs.mkdirSync(reportDir, { recursive: true });
  return pages.map(([pageType, pagePath]) => {
    const results: LighthouseRun[] = [];
    for (let index = 1; index <= runs; index++) {
      process.stdout.write(`==> lighthouse ${pageType} ${index}/${runs} ... `);
      const run = runOnce(origin + pagePath, path.join(reportDir, `${pageType}-${index}.json`));
      console.log(`performance ${run.performance}`);
      results.push(run);
    }
    return {
      pageType,
      path: pagePath,
      runs,
      performanceScores: results.map((run) => run.performance),
      ...medianRun(results),
    };
  });
}
