// Real answers of the JSON routes against the OpenAPI document: each route handler of pages/api is called
// in-process over the local store (var/content.db, written by `npm run content`; skipped without it),
// for every operation's documented example and a few variants and errors. tests/e2e/openapi.spec.ts
// does the same over HTTP for both editions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NextApiHandler } from 'next';
import { callApi } from '@/tests/support/apiCall';
import { storePath } from '../store/storePath';
import { createAnswerValidator, exampleUrl } from './answerValidator';
import { buildApiDocument } from './apiDocument';
import { apiRouteFiles } from './apiRouteFiles';
import { EXAMPLE_BUILD_ID } from './operations/sharedData';

delete process.env.CONTENT_API_URL;
delete process.env.NEXT_PUBLIC_EDITION;

// /api/build/*: the running build's files as `next build` writes them (a fresh clone has no build
// when the unit tests run).
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
fs.writeFileSync(path.join(distDir, 'BUILD_ID'), EXAMPLE_BUILD_ID);
fs.writeFileSync(
  path.join(distDir, 'build-manifest.json'),
  JSON.stringify({ pages: { '/': [], '/_app': [] } }),
);
process.env.NEXT_DIST_DIR = distDir;

const document = buildApiDocument({ title: 'Hírvonal', serverUrl: 'https://hirvonal.hu' });
const { check, templateOf } = createAnswerValidator(document);
const routeFiles = new Map(apiRouteFiles().map((route) => [route.template, route.file]));

/** Calls the route that serves `url` as Next would: path parameters and query in req.query. */
async function get(url: string) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const template = templateOf(pathname);
  const file = template && routeFiles.get(template);
  if (!template || !file) throw new Error(`no route serves ${pathname}`);
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  // A catch-all `{path}` may span several segments.
  const pattern = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{path\}/g, '(.+)')
    .replace(/\{[^}]+\}/g, '([^/]+)');
  const values = new RegExp(`^${pattern}$`).exec(pathname)!.slice(1).map(decodeURIComponent);
  const query = {
    ...Object.fromEntries(searchParams),
    ...Object.fromEntries(names.map((name, index) => [name, values[index]])),
  };
  const { default: handler } = (await import(/* @vite-ignore */ file)) as {
    default: NextApiHandler;
  };
  // What the client receives: JSON, so undefined fields are gone.
  const { status, body } = await callApi(handler, { url, query });
  return { status, body };
}

/** Every JSON GET operation at its documented example: must answer 200. */
const examples = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).flatMap(([method, { responses, parameters, tags }]) =>
    // The account and CRM operations need a session and real requests: tests/e2e/accounts.spec.ts;
    // a payment's state needs a started payment: lib/support/paymentCallback.test.ts and
    // tests/e2e/support.spec.ts.
    method === 'get' &&
    !(tags as string[]).some((tag) => tag === 'accounts' || tag === 'CRM' || tag === 'payments') &&
    (responses['200']?.content as Record<string, unknown>)['application/json']
      ? [[exampleUrl(path, parameters), 200] as const]
      : [],
  ),
);

const variants = [
  ['/api/articles?filters[mstag]=g7&perPage=3', 200],
  ['/api/articles?filters[parent]=104', 200],
  ['/api/articles?slugs=allampapir-kamatok-2027-mi-eri-meg', 200],
  ['/api/articles/104/items?withContent=1', 200],
  ['/api/search?term=kormany&perPage=3', 200],
  ['/api/search?for=g7-news,after-card', 200],
  ['/api/search/articles?limit=5&term=a', 200],
  ['/api/search/autocomplete?term=a', 200],
  ['/api/index/auto-block?v=2', 200],
  ['/api/recommended/mstag/all?v=3', 200],
  ['/api/episodes?perPage=2&page=2', 200],
  ['/api/minutes?day=2026-11-01', 200],
  ['/api/docs/nincs-ilyen', 404],
  ['/api/articles/nincs-ilyen-cikk', 404],
  ['/api/article/abc', 400],
  ['/api/articles?filters[tag]=a&filters[mstag]=b', 400],
  [`/api/search?filters=${encodeURIComponent('{oops')}`, 400],
  ['/api/index/auto-block?v=9', 400],
  ['/api/map/articles?mstag=Nem%20Slug', 400],
  // A build this server does not run (a rollout under way), and no build id at all.
  ['/api/build/manifest/another-build', 404],
  ['/api/build/manifest/a%20b', 400],
] as const;

describe.skipIf(!fs.existsSync(storePath()))('real answers conform to the OpenAPI document', () => {
  it.each([...examples, ...variants])('GET %s -> %i', async (url, expected) => {
    const { status, body } = await get(url);
    expect(status, JSON.stringify(body)).toBe(expected);
    expect(check('GET', new URL(url, 'http://localhost').pathname, status, body)).toEqual([]);
  });
});
