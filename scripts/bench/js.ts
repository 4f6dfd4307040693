// The quick bench (npm run bench:js, for CI after the builds): first-load JavaScript and HTML size of
// the front, list and article pages of an existing build, checked against the budgets. Starts the
// built server briefly to read the HTML it serves. Exits 1 when a budget is missed.
// Usage: npm run bench:js [-- --edition main]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstLoadJsChecks, loadBudgets } from './budgets';
import { measurePageWeight, type PageWeight } from './pageWeight';
import { argument } from './cli';
import { cleanup, distDir, freePort, hasBenchPages, startNext, stopProcess } from './processes';
import { machineInfo, printBudgets, printPageWeights, writeResults } from './report';
import { discoverUrls, type SiteUrls } from './siteUrls';

const resultsFile = (edition: string) => `bench-js-${edition}.json`;

/**
 * The page types the budgets name, plus the bare page for comparison when the build has it (the
 * site bench's builds do; production builds and CI's do not).
 */
export function pagesToWeigh(urls: SiteUrls, withBare: boolean): Array<[string, string]> {
  return [
    ['front', urls.front],
    ['list', urls.lists[1]],
    ['article', urls.articles[0]!],
    ...(withBare ? [['bare', urls.bare] as [string, string]] : []),
  ];
}

export async function weighPages(origin: string, edition: string, urls: SiteUrls) {
  const weights: PageWeight[] = [];
  for (const [pageType, pagePath] of pagesToWeigh(urls, hasBenchPages(edition))) {
    weights.push(await measurePageWeight(origin, distDir(edition), pageType, pagePath));
  }
  return weights;
}

async function main() {
  const edition = argument('edition') ?? process.env.EDITION ?? 'main';
  if (!fs.existsSync(path.join(distDir(edition), 'BUILD_ID'))) {
    throw new Error(`no build of edition ${edition}: run EDITION=${edition} npm run build first`);
  }
  const budgets = loadBudgets();
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-js-'));
  const next = await startNext({
    edition,
    port: await freePort(),
    logFile: path.join(logDir, 'next.log'),
  });
  const urls = await discoverUrls(next.origin);
  const weights = await weighPages(next.origin, edition, urls);
  await stopProcess(next.child);

  printPageWeights(weights);
  const checks = firstLoadJsChecks(budgets, weights);
  const ok = printBudgets(checks);
  const file = writeResults(resultsFile(edition), {
    date: new Date().toISOString(),
    edition,
    machine: machineInfo(),
    pageWeights: weights,
    budgets: checks,
    ok,
  });
  console.log(`\nresults in ${path.relative(process.cwd(), file)}`);
  process.exitCode = ok ? 0 : 1;
}

if (process.argv[1]?.endsWith(path.join('bench', 'js.ts'))) {
  main()
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    })
    .finally(cleanup);
}
