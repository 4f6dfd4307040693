// The whole-site walk (issue 27): opens pages in Chromium as a reader would, follows every same-origin
// link they print, and reports what a reader would meet: a link that ends on an error, a page that
// does not answer 200, a resource that fails, a console or page error, an axe violation. Bounded by
// visit keys (visitKey.ts): every page kind, every tab and filter, a sample of articles, tags and
// authors; every distinct link target gets at least an HTTP check.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page, Request, Response } from '@playwright/test';
import { unnamedRedirect } from './namedRedirects';
import { openSettled } from './openSettled';
import { visitKeyOf } from './visitKey';

export interface WalkOptions {
  /** Where the walk starts (paths). */
  starts: string[];
  /** Query parameters every followed link keeps (the app mode's isMobileApp). */
  keepQuery?: Record<string, string>;
  /** Only links under these path prefixes are followed (the English section); all are checked. */
  followOnly?: (path: string) => boolean;
  /** Upper bound of browser visits (CI time). */
  maxVisits: number;
  /** The app's webview: no page may show the site's own header and footer (SPEC section 4). */
  withoutChrome?: boolean;
}

export interface WalkReport {
  visited: Array<{ path: string; kind: string; ms: number }>;
  checkedLinks: number;
  /** Every redirect hop the links led through ('from -> to (status)'). */
  redirects: string[];
  /** Third-party origins the pages tried to load (not reachable from the test machine). */
  external: string[];
  problems: string[];
}

/** Where a link was printed, so a dead link names its source. */
type LinkSources = Map<string, string>;

/** Resources whose failure a reader sees (a missing picture, font, style or script). */
const RESOURCE_TYPES = new Set(['image', 'media', 'script', 'stylesheet', 'font', 'fetch', 'xhr']);

/** Paths that are not pages (feeds, files, the API): checked by HTTP only, never opened. */
const NOT_A_PAGE = /^\/(rss|sitemap|api|uploads|robots\.txt|_next)(\/|$)|\.(xml|pdf|mp3|json)$/i;

const MAX_REDIRECTS = 5;

/**
 * One request. A kept-alive connection the server closed as it was reused is reset: a browser sends
 * the request again on a new connection, and so does the walk (once).
 */
async function getOnce(request: APIRequestContext, url: URL) {
  const get = () => request.get(url.href, { maxRedirects: 0, failOnStatusCode: false });
  try {
    return await get();
  } catch (error) {
    if (!String(error).includes('ECONNRESET')) throw error;
    return get();
  }
}

/**
 * Follows a link by HTTP without the browser: every hop must be a redirect the redirect table names
 * (namedRedirects.ts), to this site (or to an address outside it, which the walk cannot reach and
 * leaves alone), and the last must be a 200.
 */
async function checkLink(
  request: APIRequestContext,
  url: URL,
  edition: string,
  redirects: Set<string>,
): Promise<string | null> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await getOnce(request, current);
    const status = response.status();
    if (status === 200) return null;
    if (status >= 300 && status < 400) {
      const location = response.headers()['location'];
      if (!location) return `${status} without a Location`;
      const next = new URL(location, current);
      redirects.add(`${current.pathname}${current.search} -> ${next.href} (${status})`);
      const unnamed = unnamedRedirect(edition, current, next, status);
      if (unnamed) return unnamed;
      if (next.origin !== url.origin) return null;
      if (next.href === current.href) return `${status} redirects to itself`;
      current = next;
      continue;
    }
    return hop === 0 ? `${status}` : `${status} after redirects (ends at ${current.pathname})`;
  }
  return `more than ${MAX_REDIRECTS} redirects`;
}

function withQuery(url: URL, keep: Record<string, string> | undefined): URL {
  if (!keep) return url;
  const next = new URL(url.href);
  for (const [name, value] of Object.entries(keep)) next.searchParams.set(name, value);
  return next;
}

/** A link's identity: no fragment, the query sorted. */
function normalise(href: string, base: URL): URL | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  url.hash = '';
  url.searchParams.sort();
  return url;
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(runners);
}

/** Opens one page and reports what failed on it; returns the links it prints. */
async function visit(
  browser: Browser,
  url: URL,
  runAxe: boolean,
  problems: string[],
  external: Set<string>,
  withoutChrome: boolean,
): Promise<string[]> {
  const where = url.pathname + url.search;
  const beforeLoad = (page: Page) => {
    page.on('pageerror', (error) => problems.push(`${where}: page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${where}: console error: ${message.text()}`);
    });
    page.on('requestfailed', (request: Request) => {
      const failure = request.failure()?.errorText ?? '';
      // A request the browser cancels itself (a prefetch or a poll cut off by the page's close).
      if (failure.includes('ERR_ABORTED')) return;
      // Third parties (an embedded player) cannot be reached from the test machine: noted only.
      if (new URL(request.url()).origin !== url.origin) {
        external.add(new URL(request.url()).origin);
        return;
      }
      problems.push(`${where}: request failed: ${request.url()} (${failure})`);
    });
    page.on('response', (response: Response) => {
      const request = response.request();
      if (response.status() >= 400 && RESOURCE_TYPES.has(request.resourceType())) {
        problems.push(
          `${where}: ${request.resourceType()} ${new URL(response.url()).pathname} answered ${response.status()}`,
        );
      }
    });
  };
  const { page, status, close } = await openSettled(browser, url.href, { beforeLoad });
  try {
    if (status !== 200) problems.push(`${where}: answered ${status}`);
    if (withoutChrome) {
      const chrome =
        (await page.getByRole('banner').count()) + (await page.getByRole('contentinfo').count());
      if (chrome > 0) problems.push(`${where}: shows the site's header or footer in the app`);
    }
    if (runAxe && status === 200) {
      const axe = await new AxeBuilder({ page }).analyze();
      for (const violation of axe.violations) {
        const targets = violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ');
        problems.push(`${where}: axe ${violation.id}: ${violation.help} (${targets})`);
      }
    }
    return await page.$$eval('a[href]', (links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
  } finally {
    await close();
  }
}

export async function walkSite(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  edition: string,
  options: WalkOptions,
): Promise<WalkReport> {
  const base = new URL(baseURL);
  const problems: string[] = [];
  const visited: WalkReport['visited'] = [];
  const checked = new Map<string, string | null>();
  const sources: LinkSources = new Map();
  const taken = new Map<string, number>();
  const axeDone = new Set<string>();
  const external = new Set<string>();
  const redirects = new Set<string>();
  const queue: URL[] = options.starts.map((path) =>
    withQuery(new URL(path, base), options.keepQuery),
  );
  const queued = new Set(queue.map((url) => url.href));

  while (queue.length > 0 && visited.length < options.maxVisits) {
    const url = queue.shift()!;
    const { kind, key, budget } = visitKeyOf(url);
    if ((taken.get(key) ?? 0) >= budget) continue;
    taken.set(key, (taken.get(key) ?? 0) + 1);
    const started = Date.now();
    const hrefs = await visit(
      browser,
      url,
      !axeDone.has(kind),
      problems,
      external,
      options.withoutChrome ?? false,
    );
    axeDone.add(kind);

    const fresh: URL[] = [];
    for (const href of hrefs) {
      const link = normalise(href, url);
      if (!link || link.pathname.startsWith('/_next/')) continue;
      const target = withQuery(
        link,
        NOT_A_PAGE.test(link.pathname) ? undefined : options.keepQuery,
      );
      if (!sources.has(target.href)) {
        sources.set(target.href, url.pathname + url.search);
        fresh.push(target);
      }
    }
    await eachLimited(fresh, 4, async (target) => {
      const failure = await checkLink(request, target, edition, redirects);
      checked.set(target.href, failure);
      if (failure) {
        problems.push(
          `link ${target.pathname}${target.search} (printed on ${sources.get(target.href)}): ${failure}`,
        );
      }
    });
    visited.push({ path: url.pathname + url.search, kind, ms: Date.now() - started });
    for (const target of fresh) {
      if (checked.get(target.href) !== null || NOT_A_PAGE.test(target.pathname)) continue;
      if (options.followOnly && !options.followOnly(target.pathname)) continue;
      if (queued.has(target.href)) continue;
      const next = visitKeyOf(target);
      if ((taken.get(next.key) ?? 0) >= next.budget) continue;
      queued.add(target.href);
      queue.push(target);
    }
  }
  return {
    visited,
    checkedLinks: checked.size,
    redirects: [...redirects],
    external: [...external],
    problems,
  };
}
