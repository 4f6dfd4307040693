// Archive scale in the site bench (npm run bench -- --archive [N]): two content stores, the demo content
// alone and the demo content plus N generated archive articles (default 200,000), each built with
// `next build` in turn (twice each, interleaved, best of each) into folders of their own so the real
// build stays as it was. Then `next start` on the archive build renders archive articles nobody has
// asked for yet, one request at a time (each a first render: ISR fallback 'blocking'), and then the
// pages that read across the whole archive (the archive page, deep list pages, month sitemaps ...),
// while the server's memory (RSS of its process tree) is sampled.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { EditionSlug } from '@/editions/editionSlugs';
import { LIST_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@/lib/constants';
import { monthOf } from '@/lib/feeds/sitemapMonths';
import { monthSitemapPath } from '@/lib/feeds/sitemaps';
import { EDITION_BITS } from '@/lib/store/schema.sql';
import { round } from './budgets';
import { freePort, REPO_ROOT, run, startNext, stopProcess } from './processes';
import { percentile } from './stats';

/** Archive articles rendered for the latency figures. */
const RENDERS = 200;
const RSS_SAMPLE_MS = 100;
const BUILD_ROUNDS = 2;
/** Renders of each whole-archive page; the median is reported. */
export const PAGE_RENDERS = 3;

export interface ArchivePageResult {
  name: string;
  /** The first of the URLs rendered. */
  url: string;
  medianMs: number;
}

export interface ArchiveResult {
  archiveArticles: number;
  storeMb: number;
  importSeconds: number;
  buildSeconds: { demo: number[]; archive: number[] };
  buildTimeRatio: number;
  renders: number;
  renderP50Ms: number;
  renderP95Ms: number;
  renderMaxMs: number;
  pages: ArchivePageResult[];
  serverPeakRssMb: number;
  serverRssAfterMb: number;
}

function createStore(dataDir: string, generated: number): number {
  const started = Date.now();
  run(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'scripts/content/build.ts',
      ...(generated ? ['--generate', String(generated)] : []),
    ],
    { DATA_DIR: dataDir },
  );
  return (Date.now() - started) / 1000;
}

function timedBuild(edition: string, dataDir: string, distDir: string): number {
  const started = Date.now();
  run(process.execPath, ['node_modules/next/dist/bin/next', 'build', '--webpack'], {
    EDITION: edition,
    DATA_DIR: dataDir,
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
  });
  return (Date.now() - started) / 1000;
}

/** Resident memory of a process and all its descendants, in MB (Linux /proc). */
function treeRssMb(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and brackets: the fields after its closing bracket are safe.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let kb = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      continue;
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return kb / 1024;
}

/** Canonical URLs of `count` archive articles drawn at random from the store. */
function archiveUrls(dataDir: string, count: number): string[] {
  const db = new Database(path.join(dataDir, 'content.db'), { readonly: true });
  try {
    return db
      .prepare(
        `SELECT json_extract(item, '$.url') AS url FROM articles
         WHERE slug LIKE 'archiv-%' AND active = 1 ORDER BY random() LIMIT ?`,
      )
      .all(count)
      .map((row) => (row as { url: string }).url);
  } finally {
    db.close();
  }
}

/**
 * Pages whose work grows with the archive, each as PAGE_RENDERS URLs no cache holds: server-rendered
 * pages are rendered anew on every request; list pages (ISR) are asked for at pages no one asked for.
 */
function wholeArchivePages(
  dataDir: string,
  edition: EditionSlug,
): Array<{ name: string; urls: string[] }> {
  const db = new Database(path.join(dataDir, 'content.db'), { readonly: true });
  const bit = EDITION_BITS[edition];
  try {
    const count = (kind: string, key: string) =>
      (
        db
          .prepare('SELECT count FROM list_counts WHERE kind = ? AND key = ? AND edition = ?')
          .get(kind, key, bit) as { count: number } | undefined
      )?.count ?? 0;
    const biggestTag = db
      .prepare(
        `SELECT key FROM list_counts WHERE kind = 'tag' AND edition = ? ORDER BY count DESC LIMIT 1`,
      )
      .pluck()
      .get(bit) as string;
    const oldest = db
      .prepare(
        `SELECT min(pub_date) FROM articles WHERE active = 1 AND parent_id IS NULL AND (editions & ?) != 0`,
      )
      .pluck()
      .get(bit) as number;
    const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));
    // The last pages, each once (a list shorter than PAGE_RENDERS pages gives fewer renders).
    const deep = (base: string, total: number, perPage: number) => {
      const last = lastPage(total, perPage);
      return Array.from(
        { length: Math.min(PAGE_RENDERS, last) },
        (_, i) => `${base}?oldal=${last - i}`,
      );
    };
    const filters = (value: object) => encodeURIComponent(JSON.stringify(value));
    // A section with few articles and a rare flag: their intersection is small however big the archive.
    const rare = filters({ superTagSlugs: ['after'], flags: ['legfontosabb'] });
    const ssr = (url: string) => Array.from({ length: PAGE_RENDERS }, () => url);
    return [
      { name: 'archive page, no term', urls: ssr('/archivum') },
      {
        name: 'archive page, last page',
        urls: deep('/archivum', count('all', ''), SEARCH_PAGE_SIZE),
      },
      { name: 'archive page, section + flag', urls: ssr(`/archivum?filters=${rare}`) },
      {
        name: 'newest list, last pages',
        urls: deep('/legfrissebb', count('all', ''), LIST_PAGE_SIZE),
      },
      {
        name: 'biggest tag list, last pages',
        urls: deep(`/cimke/${biggestTag}`, count('tag', biggestTag), LIST_PAGE_SIZE),
      },
      { name: 'sitemap index', urls: ssr('/sitemap.xml') },
      { name: 'sitemap of the oldest month', urls: ssr(monthSitemapPath(monthOf(oldest))) },
      { name: 'RSS of the archive search', urls: ssr(`/rss/archivum?filters=${rare}`) },
    ];
  } finally {
    db.close();
  }
}

/** Milliseconds to render `url` on a first request; anything but a fresh 200 stops the bench. */
async function firstRenderMs(url: string): Promise<number> {
  const started = process.hrtime.bigint();
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (response.status !== 200 || response.headers.get('x-nextjs-cache') === 'HIT') {
    throw new Error(`${url}: ${response.status} ${response.headers.get('x-nextjs-cache')}`);
  }
  return ms;
}

/** Median first-render time of each whole-archive page, from a server on `origin`. */
export async function measureWholeArchivePages(
  origin: string,
  dataDir: string,
  edition: EditionSlug,
): Promise<ArchivePageResult[]> {
  const pages: ArchivePageResult[] = [];
  for (const { name, urls } of wholeArchivePages(dataDir, edition)) {
    const times: number[] = [];
    for (const url of urls) times.push(await firstRenderMs(origin + url));
    times.sort((a, b) => a - b);
    pages.push({ name, url: urls[0]!, medianMs: round(percentile(times, 50), 1) });
  }
  return pages;
}

export async function measureArchive(options: {
  edition: EditionSlug;
  archiveArticles: number;
  workDir: string;
}): Promise<ArchiveResult> {
  const { edition, archiveArticles, workDir } = options;
  const stores = {
    demo: path.join(workDir, 'store-demo'),
    archive: path.join(workDir, 'store-archive'),
  };
  const dist = (name: string) => `.next-bench-${name}`;
  console.log('==> archive: content store with the demo content only');
  createStore(stores.demo, 0);
  console.log(`==> archive: content store with ${archiveArticles} generated archive articles`);
  const importSeconds = createStore(stores.archive, archiveArticles);

  const buildSeconds = { demo: [] as number[], archive: [] as number[] };
  try {
    for (let roundIndex = 1; roundIndex <= BUILD_ROUNDS; roundIndex++) {
      for (const name of ['demo', 'archive'] as const) {
        process.stdout.write(
          `==> archive: next build with the ${name} store, round ${roundIndex} ... `,
        );
        const seconds = timedBuild(edition, stores[name], dist(name));
        console.log(`${seconds.toFixed(1)} s`);
        buildSeconds[name].push(seconds);
      }
    }

    const port = await freePort();
    const next = await startNext({
      edition,
      port,
      logFile: path.join(workDir, 'next-archive.log'),
      env: { DATA_DIR: stores.archive, NEXT_DIST_DIR: dist('archive') },
    });
    const pid = next.child.pid!;
    let peakRss = treeRssMb(pid);
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, treeRssMb(pid));
    }, RSS_SAMPLE_MS);

    const times: number[] = [];
    const pages: ArchivePageResult[] = [];
    try {
      for (const url of archiveUrls(stores.archive, RENDERS)) {
        times.push(await firstRenderMs(next.origin + url));
      }
      pages.push(...(await measureWholeArchivePages(next.origin, stores.archive, edition)));
    } finally {
      clearInterval(sampler);
    }
    const rssAfter = treeRssMb(pid);
    peakRss = Math.max(peakRss, rssAfter);
    await stopProcess(next.child);

    times.sort((a, b) => a - b);
    const best = (list: number[]) => Math.min(...list);
    return {
      archiveArticles,
      storeMb: round(fs.statSync(path.join(stores.archive, 'content.db')).size / 1024 ** 2, 0),
      importSeconds: round(importSeconds, 1),
      buildSeconds,
      buildTimeRatio: round(best(buildSeconds.archive) / best(buildSeconds.demo), 3),
      renders: times.length,
      renderP50Ms: round(percentile(times, 50), 1),
      renderP95Ms: round(percentile(times, 95), 1),
      renderMaxMs: round(times.at(-1)!, 1),
      pages,
      serverPeakRssMb: round(peakRss, 0),
      serverRssAfterMb: round(rssAfter, 0),
    };
  } finally {
    for (const name of ['demo', 'archive']) {
      fs.rmSync(path.join(REPO_ROOT, dist(name)), { recursive: true, force: true });
    }
    fs.rmSync(stores.demo, { recursive: true, force: true });
    fs.rmSync(stores.archive, { recursive: true, force: true });
  }
}
