// What a first visit costs the reader's browser: the page's HTML (raw and gzipped) and the JavaScript
// it loads before it is interactive, summed over the <script src> tags of the served HTML (what the
// browser really fetches, whatever the bundler's manifests say), gzipped as a server would send them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface PageWeight {
  pageType: string;
  path: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  scripts: number;
  firstLoadJsGzipBytes: number;
  /** Stylesheets are not budgeted; reported so a growing one is noticed. */
  cssGzipBytes: number;
}

const STATIC_PREFIX = '/_next/static/';

function gzipBytes(content: Buffer | string): number {
  return zlib.gzipSync(content).length;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** Build files a page references: script src (skipping legacy-only nomodule ones) or stylesheet href. */
function referencedFiles(html: string, kind: 'script' | 'stylesheet'): string[] {
  const tags =
    kind === 'script'
      ? [...html.matchAll(/<script\b[^>]*>/g)]
          .map((m) => m[0])
          .filter((t) => !/\snomodule/i.test(t))
      : [...html.matchAll(/<link\b[^>]*>/g)]
          .map((m) => m[0])
          .filter((t) => attribute(t, 'rel') === 'stylesheet');
  const urls = tags
    .map((tag) => attribute(tag, kind === 'script' ? 'src' : 'href'))
    .filter((url): url is string => url !== undefined);
  return [...new Set(urls)];
}

function builtFileGzipBytes(distDir: string, url: string): number {
  const pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
  if (!pathname.startsWith(STATIC_PREFIX)) throw new Error(`script outside the build: ${url}`);
  return gzipBytes(
    fs.readFileSync(path.join(distDir, 'static', pathname.slice(STATIC_PREFIX.length))),
  );
}

export async function measurePageWeight(
  origin: string,
  distDir: string,
  pageType: string,
  pagePath: string,
): Promise<PageWeight> {
  const response = await fetch(origin + pagePath);
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  const html = await response.text();
  const scripts = referencedFiles(html, 'script');
  const sum = (urls: string[]) =>
    urls.reduce((total, url) => total + builtFileGzipBytes(distDir, url), 0);
  return {
    pageType,
    path: pagePath,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipBytes(html),
    scripts: scripts.length,
    firstLoadJsGzipBytes: sum(scripts),
    cssGzipBytes: sum(referencedFiles(html, 'stylesheet')),
  };
}
