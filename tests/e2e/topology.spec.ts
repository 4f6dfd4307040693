// The production topology (deploy/, README "Production topology"): nginx as a caching reverse proxy in
// front of one instance (server/main.ts) of the main build, both on loopback, as deploy/start-topology.sh runs them.
// What readers and editors notice: repeat visits come from the cache, browsers get one shared
// compressed copy, lists page by ?oldal, nothing private is stored, editors' previews skip the cache
// (a real editor session: password, then the code from the outbox the instance writes to). All of it
// over TLS, as readers reach it (issue 28): nginx terminates TLS with a locally generated certificate
// that these requests trust, plain http redirects to https, HSTS, Secure session cookies.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from './guardedTest';
import { E2E_HOST, E2E_LOGIN_LIMITS } from '../../playwright.config';
import { outboxDir } from '@/lib/mail/getMailQueue';
import { readOutbox } from '@/lib/mail/outboxMailer';
import { E2E_PASSWORD, e2eEmail } from './accounts';
import { editionOf } from './edition';
import { runClockEnv, runNow } from './runClock';

const NEXT_PORT = Number(process.env.E2E_PORT_TOPOLOGY_NEXT ?? 3203);
const NGINX_PORT = Number(process.env.E2E_PORT_TOPOLOGY ?? 3204);
const TLS_PORT = Number(process.env.E2E_PORT_TOPOLOGY_TLS ?? 3205);
/** An article's canonical path (the demo's dates move with the clock), found through the API. */
let ARTICLE = '';
/** The main edition's demo article the topology's cache is checked with (data/articles). */
const TOPOLOGY_ARTICLE_SLUG = 'fradi-dramai-hajra-a-derbin';
const runDir = path.join(os.tmpdir(), `e2e-topology-${process.pid}`);
const env = {
  ...process.env,
  // The instances on the run's clock, as the e2e sites (tests/e2e/runClock.ts).
  ...runClockEnv(),
  EDITION: 'main',
  INSTANCES: '1',
  NEXT_BASE_PORT: String(NEXT_PORT),
  NGINX_PORT: String(NGINX_PORT),
  TLS: '1',
  TLS_PORT: String(TLS_PORT),
  RUN_DIR: runDir,
  // The topology signs in through the same user-data store as the e2e sites (a CI run's logins from
  // 127.0.0.1 all count there): the same limits.
  ...E2E_LOGIN_LIMITS,
};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A raw request through nginx over TLS (trusting the topology's own certificate, for `localhost`), or
 * over plain http with `plain`: no client of ours adds or undoes compression behind our back.
 */
function send(
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
  body?: string,
  { plain = false }: { plain?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { host: E2E_HOST, path: urlPath, method, headers };
    const onResponse = (response: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    };
    const request = plain
      ? http.request({ ...options, port: NGINX_PORT }, onResponse)
      : https.request(
          {
            ...options,
            port: TLS_PORT,
            servername: 'localhost',
            ca: fs.readFileSync(path.join(runDir, 'tls', 'cert.pem')),
          },
          onResponse,
        );
    request.on('error', reject);
    request.end(body);
  });
}

const get = (urlPath: string, headers: Record<string, string> = {}) =>
  send('GET', urlPath, headers);

/** An editor's session cookies as set, signed in through nginx (the code read from the outbox). */
async function editorSetCookies(): Promise<string[]> {
  const email = e2eEmail('main', 'topology');
  // The instance dates its mail on the run's clock.
  const since = runNow();
  const json = { 'content-type': 'application/json' };
  const first = await send(
    'POST',
    '/api/login',
    json,
    JSON.stringify({ email, password: E2E_PASSWORD }),
  );
  expect(first.status).toBe(200);
  const { firstStepToken } = JSON.parse(first.body.toString()) as { firstStepToken: string };
  let code = '';
  await expect
    .poll(async () => {
      const mail = (await readOutbox(outboxDir()))
        .filter((m) => m.to === email && Date.parse(m.sentAt) >= since - 1_000)
        .at(-1);
      code = mail ? (/(\d{6})/.exec(mail.subject)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  const verified = await send(
    'POST',
    '/api/login/otp/verify',
    { ...json, authorization: `Bearer ${firstStepToken}` },
    JSON.stringify({ code }),
  );
  expect(verified.status).toBe(200);
  return ([] as string[]).concat(verified.headers['set-cookie'] ?? []);
}

/** The same session as a Cookie header. */
async function editorCookies(): Promise<string> {
  return (await editorSetCookies()).map((c) => c.split(';')[0]).join('; ');
}

test.describe('production topology', () => {
  test.describe.configure({ mode: 'serial' });
  let started = false;

  test.beforeAll(async ({}, testInfo) => {
    test.skip(
      editionOf(testInfo).slug !== 'main',
      'the nginx configuration is the same for both editions',
    );
    execFileSync('bash', ['deploy/start-topology.sh', 'start'], { env, stdio: 'pipe' });
    started = true;
    // A demo article no other test writes to or revalidates (the newest one is whatever an earlier
    // test published last).
    const article = JSON.parse(
      (await get(`/api/articles/${TOPOLOGY_ARTICLE_SLUG}`)).body.toString(),
    ) as { url: string };
    ARTICLE = article.url;
  });
  test.afterAll(() => {
    if (!started) return;
    execFileSync('bash', ['deploy/start-topology.sh', 'stop'], { env, stdio: 'pipe' });
    fs.rmSync(runDir, { recursive: true, force: true });
  });

  test('a repeat visit to an article comes from the cache, fresh for shared caches for 2 s', async () => {
    const first = await get(ARTICLE);
    expect(first.status).toBe(200);
    const again = await get(ARTICLE);
    expect(again.headers['x-cache-status']).toBe('HIT');
    expect(again.body.toString()).toContain('<h1');
    expect(again.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=2, stale-while-revalidate=30, stale-if-error=86400',
    );
  });

  test('browsers share one stored gzip copy, other clients get their own plain one', async () => {
    const first = await get('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(first.headers['x-cache-status']).toBe('MISS');
    // Another spelling of the same wish is the same cache entry, compressed once when it was filled.
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['x-cache-status']).toBe('HIT');
    const plain = await get('/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-cache-status']).toBe('MISS');
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title(gunzipSync(gzip.body).toString())).toBe(title(plain.body.toString()));
    expect(gzip.body.length).toBeLessThan(plain.body.length / 2);
  });

  test('section, tag and author lists page by ?oldal', async () => {
    for (const list of ['/rovat/belfold', '/cimke/budapest', '/szerzo/halasz-marton']) {
      const page2 = await get(`${list}?oldal=2`, { 'x-forwarded-proto': 'https' });
      expect(page2.status, list).toBe(200);
      expect(page2.body.toString()).toContain(`${list}?oldal=2"`);
    }
  });

  test('a photo is kept once per format the Accept header picks, never given in another', async () => {
    const photo = '/uploads/photos/turaosveny-meszkohegyek_400x225.jpg';
    const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const avif = await get(photo, { accept: chromium });
    expect(avif.status).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    const jpeg = await get(photo, { accept: '*/*' });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers['x-cache-status']).toBe('MISS');
    // Another spelling of the same wish is the same stored copy.
    const again = await get(photo, { accept: 'image/avif,*/*' });
    expect(again.headers['content-type']).toBe('image/avif');
    expect(again.headers['x-cache-status']).toBe('HIT');
    const webp = await get(photo, { accept: 'image/avif;q=0, image/webp' });
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  test('answers marked no-store are never kept', async () => {
    await get('/uploads/nincs-ilyen.svg');
    const again = await get('/uploads/nincs-ilyen.svg');
    expect(again.status).toBe(404);
    expect(again.headers['x-cache-status']).not.toBe('HIT');
  });

  test("an editor's preview is never stored: it skips the cache, and readers still get a 404", async () => {
    const session = await editorCookies();
    const slug = 'haziorvosi-ugyelet-atalakitas';
    const access = /hv_access=([^;]+)/.exec(session)![1]!;
    const api = JSON.parse(
      (await get(`/api/articles/${slug}`, { authorization: `Bearer ${access}` })).body.toString(),
    ) as { url: string };
    const enter = await get(`/api/preview?path=${encodeURIComponent(api.url)}`, {
      cookie: session,
    });
    expect(enter.status).toBe(307);
    const draft = ([] as string[])
      .concat(enter.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .find((c) => c?.startsWith('__prerender_bypass='));
    expect(draft).toBeTruthy();
    for (let i = 0; i < 2; i++) {
      const preview = await get(api.url, { cookie: `${session}; ${draft}` });
      expect(preview.status).toBe(200);
      expect(preview.headers['x-cache-status']).toBe('BYPASS');
      expect(preview.headers['cache-control']).toMatch(/no-store/);
      expect(preview.body.toString()).toContain('Átalakítják a háziorvosi ügyeletet');
    }
    const reader = await get(api.url);
    expect(reader.status).toBe(404);
    expect((await get(api.url)).body.toString()).not.toContain(
      'Átalakítják a háziorvosi ügyeletet',
    );
    // A bearer's personal API answer is not stored either.
    expect((await get(`/api/articles/${slug}`)).status).toBe(404);
    // A draft-mode cookie without an editor session is sent to /login, not served.
    const forged = await get(api.url, { cookie: draft! });
    expect(forged.status).toBe(307);
    expect(forged.headers.location).toMatch(/\/login$/);
  });

  test('a load balancer finds the instance healthy', async () => {
    expect((await get('/healthz')).status).toBe(200);
    expect((await send('GET', '/healthz', {}, undefined, { plain: true })).status).toBe(200);
  });

  test('plain http goes to https, which says to stay there (HSTS) with the security headers', async () => {
    const plain = await send('GET', `${ARTICLE}?a=1`, {}, undefined, { plain: true });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://${E2E_HOST}:${TLS_PORT}${ARTICLE}?a=1`);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['content-security-policy']).toContain("object-src 'none'");
    for (const path of [ARTICLE, '/api/articles?limit=1', '/rss', '/nincs-ilyen-oldal']) {
      const answer = await get(path);
      expect(answer.headers['strict-transport-security'], path).toBe(
        'max-age=63072000; includeSubDomains',
      );
      expect(answer.headers['content-security-policy'], path).toContain("object-src 'none'");
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test('over TLS the session cookies are Secure', async () => {
    const cookies = await editorSetCookies();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie, cookie.split('=')[0]).toMatch(/;\s*Secure/i);
  });
  test("each instance's metrics and health checks are on a port of its own, not through nginx", async () => {
    const instance = `http://${E2E_HOST}:${NEXT_PORT + 1000}`;
    expect((await fetch(`${instance}/livez`)).status).toBe(200);
    expect((await fetch(`${instance}/readyz`)).status).toBe(200);
    const metrics = await (await fetch(`${instance}/metrics`)).text();
    // The requests above: articles answered, and from the ISR cache.
    expect(metrics).toMatch(
      /^hirvonal_http_requests_total\{[^}]*page_kind="single_article"[^}]*\} [1-9]/m,
    );
    expect(metrics).toMatch(/^hirvonal_isr_results_total\{[^}]*result="HIT"[^}]*\} [1-9]/m);
    expect(metrics).toMatch(/^hirvonal_store_query_duration_seconds_count\{[^}]*\} [1-9]/m);
    expect(metrics).toMatch(/^hirvonal_mail_total\{[^}]*result="sent"[^}]*\} [1-9]/m);
    for (const path of ['/metrics', '/readyz', '/livez']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).not.toContain('hirvonal_http_requests_total');
    }
  });

  test("nginx's answers are counted by cache status, on a port of its own", async () => {
    const exporter = `http://${E2E_HOST}:${NGINX_PORT + 1000}/metrics`;
    const count = async (labels: string) => {
      const text = await (await fetch(exporter)).text();
      const found = new RegExp(`^hirvonal_nginx_responses_total\\{${labels}\\} (\\d+)`, 'm');
      return Number(found.exec(text)?.[1] ?? 0);
    };
    // The cached pages asked for twice above; nginx writes its log every 5 s.
    await expect
      .poll(() => count('cache="HIT",status="2xx"'), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(() => count('cache="MISS",status="2xx"'), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect((await get('/metrics')).body.toString()).not.toContain('hirvonal_nginx_responses_total');
  });

  // Issue 29, item 1. Runs last: the logs then hold every request above, the editor's sign-ins too.
  test('nginx and the instance log a request as JSON under one id, and no secret', async () => {
    const answer = await get('/api/articles?limit=1&token=nem-mutathato');
    expect(answer.status).toBe(200);
    // The instance's id is nginx's, and a cached copy hands nobody an old one.
    expect(answer.headers['x-request-id']).toBeUndefined();
    const jsonLines = (file: string) =>
      fs
        .readFileSync(path.join(runDir, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    // nginx writes its access log every 5 s.
    let nginxLine: Record<string, unknown> | undefined;
    await expect
      .poll(
        () =>
          (nginxLine = jsonLines('access.log').find((line) =>
            String(line.request).startsWith('GET /api/articles?limit=1&token=*** '),
          )),
        { timeout: 30_000 },
      )
      .toBeTruthy();
    expect(nginxLine!.requestId).toMatch(/^[0-9a-f]{32}$/);
    const instanceLines = jsonLines(`next-${NEXT_PORT}.log`);
    expect(instanceLines.find((line) => line.requestId === nginxLine!.requestId)).toMatchObject({
      msg: 'request',
      path: '/api/articles?limit=…&token=…',
      pageKind: 'api',
      status: 200,
    });
    for (const file of ['access.log', `next-${NEXT_PORT}.log`]) {
      const text = fs.readFileSync(path.join(runDir, file), 'utf8');
      expect(text, file).not.toContain(E2E_PASSWORD);
      expect(text, file).not.toContain(e2eEmail('main', 'topology'));
      expect(text, file).not.toContain('nem-mutathato');
    }
  });

  // Issue 29, item 4. Stops the instance: runs after every other test of the topology.
  test('with every instance down, cached pages are served stale and the rest get our own error page', async () => {
    expect((await get(ARTICLE)).status).toBe(200);
    const pid = Number(fs.readFileSync(path.join(runDir, `next-${NEXT_PORT}.pid`), 'utf8'));
    process.kill(pid, 'SIGTERM');
    await expect
      .poll(() =>
        fetch(`http://${E2E_HOST}:${NEXT_PORT}/`).then(
          () => 'up',
          () => 'down',
        ),
      )
      .toBe('down');
    const cached = await get(ARTICLE);
    expect(cached.status).toBe(200);
    expect(cached.headers['x-cache-status']).toMatch(/^(?:STALE|HIT)$/);
    expect(cached.body.toString()).toContain('<h1');
    expect(cached.headers['cache-control']).toContain('stale-if-error=86400');
    const uncached = await get('/archivum?term=senki-nem-kereste-meg');
    expect(uncached.status).toBe(503);
    expect(uncached.headers['retry-after']).toBe('30');
    expect(uncached.body.toString()).toContain('Belső kiszolgálóhiba.');
    expect(uncached.body.toString()).not.toContain('Bad Gateway');
    // nginx's own answer carries the site's security headers too.
    expect(uncached.headers['content-security-policy']).toContain("object-src 'none'");
    expect(uncached.headers['x-content-type-options']).toBe('nosniff');
  });
});
