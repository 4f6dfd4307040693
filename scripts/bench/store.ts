// Archive-scale benchmark of the content store (not a test): imports the demo content plus N generated
// articles into a temporary store, then reports import time, store size and p50/p95 latencies of the
// store adapter. Usage: npm run bench:store -- [N=200000] [--engine sqlite|postgres]
// With --engine postgres it starts a throw-away PostgreSQL cluster (durable settings) on loopback.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { percentile } from './stats';

const count = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 200_000);
const engineIndex = process.argv.indexOf('--engine');
const engineName = engineIndex >= 0 ? process.argv[engineIndex + 1] : 'sqlite';
if (engineName !== 'sqlite' && engineName !== 'postgres')
  throw new Error('--engine takes sqlite or postgres');
/** Budgets of issue 7 (SQLite) and issue 13 (PostgreSQL): p95 in ms, import in seconds. */
const BUDGETS = {
  sqlite: { importSeconds: 300, searchP95: 100, readP95: 20 },
  postgres: { importSeconds: 300, searchP95: 50, readP95: 5 },
}[engineName];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-store-'));
process.env.DATA_DIR = dir;
process.env.CONTENT_DATE_SHIFT = 'off';

/** Untimed calls first, so each figure is of a warm store (the first call of a query reads from disk). */
const WARMUP_CALLS = 10;

async function measure(name: string, runs: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < WARMUP_CALLS; i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    runs,
    p50: +percentile(times, 50).toFixed(2),
    p95: +percentile(times, 95).toFixed(2),
  };
}

async function main() {
  const { runContentlayer } = await import('../content/readDemo');
  runContentlayer();
  const { generateArchive } = await import('../content/generateArchive');
  const { importContent } = await import('../content/importContent');
  const { createStoreSource } = await import('@/lib/content/storeSource');
  const { readEngine } = await import('@/lib/store/openStore');
  const { postgresEngine } = await import('@/lib/store/postgresEngine');
  const { STORE_SCHEMA_PG } = await import('@/lib/store/schema.pg');
  const { startPostgres } = await import('../lib/postgresServer');
  const { emptyFilters } = await import('@/lib/rules/searchFilters');

  const server =
    engineName === 'postgres'
      ? await startPostgres({
          durable: true,
          sharedBuffers: '1GB',
          dir: path.join(dir, 'postgres'),
        })
      : undefined;
  const started = Date.now();
  const archive = generateArchive(count);
  const summary = await importContent({
    archive,
    images: false,
    databaseUrl: server?.url ?? '',
  });
  const importSeconds = (Date.now() - started) / 1000;
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  const engine = server ? postgresEngine(server.url, { schema: STORE_SCHEMA_PG }) : readEngine();
  const sizeMb = server
    ? (await engine.get<{ bytes: number }>('SELECT pg_database_size(current_database()) AS bytes'))!
        .bytes /
      1024 /
      1024
    : fs.statSync(summary.file).size / 1024 / 1024;

  const source = createStoreSource('main', engine);
  const slugs = Array.from({ length: 200 }, (_, i) => archive[(i * 997) % archive.length]!.slug);
  const words = [
    'kormány',
    'budapesten',
    'arvizturo',
    'vasutvonal',
    'minimálbér',
    'egyetem',
    'kórház',
  ];
  const results = [
    await measure('article by slug', 200, (i) => source.getArticle({ slug: slugs[i]! })),
    await measure('list by tag, page 1', 200, () =>
      source.listArticles({
        filter: { kind: 'tag', key: archive[0]!.tags[0]! },
        page: 1,
        perPage: 10,
      }),
    ),
    await measure('list by tag, page 500', 200, () =>
      source.listArticles({
        filter: { kind: 'tag', key: archive[0]!.tags[0]! },
        page: 500,
        perPage: 10,
      }),
    ),
    await measure('newest, page 1', 200, () => source.listArticles({ page: 1, perPage: 10 })),
    await measure('search (term, with count)', 100, (i) =>
      source.search({ term: words[i % words.length], filters: emptyFilters, page: 1, perPage: 10 }),
    ),
    await measure('search (term + section filter)', 100, (i) =>
      source.search({
        term: words[i % words.length],
        filters: { ...emptyFilters, sections: ['belfold'] },
        page: 1,
        perPage: 10,
      }),
    ),
    // A word in nearly every article: the whole match set is counted and ordered.
    await measure('search (common word + section filter)', 100, () =>
      source.search({
        term: 'a',
        filters: { ...emptyFilters, sections: ['belfold'] },
        page: 1,
        perPage: 10,
      }),
    ),
  ];

  await engine.close();
  await server?.stop();
  const report = {
    engine: engineName,
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
    articles: summary.counts.articles,
    importSeconds: +importSeconds.toFixed(1),
    storeMb: +sizeMb.toFixed(0),
    importRssMb: +rssMb.toFixed(0),
    latenciesMs: results,
  };
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync(
    `bench-results/store${engineName === 'postgres' ? '-postgres' : ''}.json`,
    `${JSON.stringify(report, null, 2)}\n`,
  );
  console.log(
    `${report.articles} articles imported in ${report.importSeconds} s, store ${report.storeMb} MB, RSS ${report.importRssMb} MB`,
  );
  console.table(results);
  const budgets = [
    importSeconds <= BUDGETS.importSeconds,
    ...results.map(
      (r) => r.p95 <= (r.name.startsWith('search') ? BUDGETS.searchP95 : BUDGETS.readP95),
    ),
  ];
  fs.rmSync(dir, { recursive: true, force: true });
  if (budgets.includes(false)) {
    console.error(
      `a store budget was missed (import <= ${BUDGETS.importSeconds} s, search p95 <= ${BUDGETS.searchP95} ms, lists/articles p95 <= ${BUDGETS.readP95} ms)`,
    );
    process.exit(1);
  }
}

void main();
