// Faults a reader meets (issue 29, item 4), on a real instance of the main build (server/main.ts) whose
// content API, live-score source and mail server this test breaks and mends. The content API and the
// live-score source are the e2e main site's own APIs behind a relay the test controls (answering, hanging,
// answering garbage, or cutting the connection); the mail server is a real SMTP server on loopback that
// is not there at first. What must hold: a page that needs a broken source answers our own error page
// (never a hang or a crash) and the instance serves again once the source is back; the football page
// renders and says the results cannot be had; a login code the mail server cannot take now is kept, the
// reader is told, and it arrives once the mail server is up.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '@/lib/accounts/passwords';
import { openUserData, userDataEngine } from '@/lib/userdata/getUserDataStore';
import { startMailSink, type RunningMailSink } from '@/scripts/dev/mailSink';
import { E2E_HOST, E2E_LOGIN_LIMITS, E2E_SERVER_LOGS } from '../../playwright.config';
import { E2E_PASSWORD } from './accounts';
import { editionOf } from './edition';
import { expect, test } from './guardedTest';
import { runClockEnv } from './runClock';

const SITE_PORT = Number(process.env.E2E_PORT_FAULTS ?? 3206);
const RELAY_PORT = Number(process.env.E2E_PORT_FAULTS_RELAY ?? 3207);
const SMTP_PORT = Number(process.env.E2E_PORT_FAULTS_SMTP ?? 3208);
const MAIN = `http://${E2E_HOST}:${process.env.E2E_PORT_MAIN ?? 3200}`;
const SITE = `http://${E2E_HOST}:${SITE_PORT}`;
const READER = 'faults-reader@example.hu';

/** How the relay treats a request to a source. */
type Mode = 'up' | 'hang' | 'garbage' | 'down';
const modes: { content: Mode; sport: Mode } = { content: 'up', sport: 'up' };
const hanging = new Set<http.ServerResponse>();

/** The sources as the instance reaches them: the e2e main site's API, or the fault of the moment. */
const relay = http.createServer((req, res) => {
  const mode = req.url?.startsWith('/api/livescore/') ? modes.sport : modes.content;
  if (mode === 'down') return void req.socket.destroy();
  if (mode === 'hang') return void hanging.add(res);
  if (mode === 'garbage') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return void res.end('{"items":"nem lista","response":42}');
  }
  const forward = http.request(
    `${MAIN}${req.url}`,
    { method: req.method, headers: { accept: req.headers.accept ?? '*/*' } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forward.on('error', () => res.writeHead(502).end());
  req.pipe(forward);
});

let site: ChildProcess | undefined;
let sink: RunningMailSink | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-faults-'));

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  test.skip(editionOf(testInfo).slug !== 'main', 'one instance of the main build');
  test.setTimeout(120_000);
  await new Promise<void>((resolve) => relay.listen(RELAY_PORT, E2E_HOST, resolve));
  // The instance's own user data (its mail queue included): a reader to sign in.
  const store = await openUserData(userDataEngine({ file: path.join(dataDir, 'userdata.db') }));
  await store.createUser({
    email: READER,
    name: 'Hibatűrő Olvasó',
    passwordHash: await hashPassword(E2E_PASSWORD),
  });
  await store.close();
  site = spawn(
    process.execPath,
    [
      '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
      'server/main.ts',
      '-p',
      String(SITE_PORT),
      '-H',
      E2E_HOST,
    ],
    {
      env: {
        ...process.env,
        // On the run's clock, as the e2e sites (tests/e2e/runClock.ts).
        ...runClockEnv(),
        ...E2E_LOGIN_LIMITS,
        EDITION: 'main',
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: dataDir,
        LOG_FILE: path.resolve(E2E_SERVER_LOGS, 'faults.log'),
        CONTENT_API_URL: `http://${E2E_HOST}:${RELAY_PORT}`,
        // Our own /api/livescore/... speaks the cache API's /livescore/... paths.
        LIVESCORE_API_URL: `http://${E2E_HOST}:${RELAY_PORT}/api/`,
        SMTP_URL: `smtp://${E2E_HOST}:${SMTP_PORT}`,
      },
      stdio: 'ignore',
    },
  );
  await expect
    .poll(
      () =>
        fetch(`${SITE}/robots.txt`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (site?.pid) process.kill(site.pid, 'SIGTERM');
  for (const res of hanging) res.socket?.destroy();
  await new Promise((resolve) => relay.close(resolve));
  await sink?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A page the instance renders per request from the content API (the search). */
const SEARCH = '/archivum?term=korm%C3%A1ny';

test.describe('faults of what the site depends on', () => {
  for (const mode of ['hang', 'garbage', 'down'] as const) {
    test(`content API ${mode}: our error page, not a hang; served again once it is back`, async ({
      request,
    }) => {
      test.setTimeout(90_000);
      modes.content = mode;
      // A hanging API is given up after the remote adapter's timeout (5 s), not waited for.
      const broken = await request.get(`${SITE}${SEARCH}`, { timeout: 30_000 });
      expect(broken.status()).toBe(500);
      expect(await broken.text()).toContain('/images/error-500.svg');
      modes.content = 'up';
      const mended = await request.get(`${SITE}${SEARCH}`, { timeout: 30_000 });
      expect(mended.status()).toBe(200);
      expect(await mended.text()).not.toContain('/images/error-500.svg');
    });
  }

  for (const mode of ['hang', 'garbage', 'down'] as const) {
    test(`live-score source ${mode}: the football page renders and says so`, async ({ page }) => {
      modes.sport = mode;
      try {
        const answer = await page.goto(`${SITE}/sport/foci`);
        expect(answer?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: 'Foci' })).toBeVisible();
        await expect(
          page.getByRole('main').getByText('Az eredményszolgáltatás most nem érhető el.'),
        ).toBeVisible();
      } finally {
        modes.sport = 'up';
      }
    });
  }

  test('mail server down: the login code is kept, the reader told, and it arrives once the server is up', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto(`${SITE}/tamogatas/belepes`);
    await page.getByLabel('E-mail-cím').fill(READER);
    await page.getByLabel('Jelszó').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Tovább' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'A belépési kódot most nem tudtuk elküldeni, de megőriztük',
    );
    const code = page.getByLabel('Belépési kód (6 számjegy)');
    await expect(code).toBeVisible();
    // The mail server comes up: the instance's retry loop sends the kept code.
    sink = await startMailSink({ smtpPort: SMTP_PORT });
    await expect
      .poll(() => sink!.messages().filter((mail) => mail.to.includes(READER)).length, {
        timeout: 120_000,
      })
      .toBe(1);
    const text = sink.messages().find((mail) => mail.to.includes(READER))!.text;
    await code.fill(/\b(\d{6})\b/.exec(text)![1]!);
    await page.getByRole('button', { name: 'Belépés' }).click();
    await expect(page.getByText(`Belépve mint ${READER}.`)).toBeVisible();
  });
});
