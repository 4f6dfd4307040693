// e2e tests in a real Chromium (Debian's, at CHROMIUM_PATH or /usr/bin/chromium) against both editions,
// each served by the product's server (server/main.ts) from its own build (scripts/test-all.sh builds
// them first).
import { defineConfig, devices } from '@playwright/test';
import { CLOCK_OFFSET_VARIABLE, offsetToTestNow, TEST_NOW } from './tests/clock/movedClock.mts';
import { runClockEnv, withoutClockPreload } from './tests/e2e/runClock';

/**
 * The run's clock (tests/e2e/runClock.ts): the store was written for TEST_NOW, and the sites, the
 * store writer, the OpenID Connect provider and the push service read it as now, as do the pages
 * (tests/e2e/guardedTest.ts). `npm test` and `npm run test:e2e` pin it before the builds
 * (scripts/lib/testClock.sh); a run started by hand pins it here. The runner and its workers stay on
 * the machine's clock, the one Chromium's cookies expire by.
 */
process.env[CLOCK_OFFSET_VARIABLE] ??= String(offsetToTestNow());
process.env.NODE_OPTIONS = withoutClockPreload(process.env.NODE_OPTIONS);
if (Math.abs(Date.now() - (performance.timeOrigin + performance.now())) > 60_000) {
  throw new Error(
    'Playwright runs on the machine’s clock: start it without tests/clock/preload.mts in NODE_OPTIONS',
  );
}
const ON_RUN_CLOCK = runClockEnv();

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The look of every page kind, its layout and snapshots (issue 27): its own projects, run first. */
const LOOK_SPEC = /walk\/look\.spec\.ts$/;
/** The on-demand revalidation secret the e2e servers run with. */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret';

/**
 * The servers bind to loopback only, as in the production topology (deploy/start-topology.sh): Next
 * treats rewrites differently when bound to a loopback address (README, patches/).
 */
export const E2E_HOST = '127.0.0.1';

/** The product's server; its JSON log lines also go to reports/server-logs/ (checked after the run). */
const SERVE = 'node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON server/main.ts';
/** Where the e2e servers' logs go: scripts/check-server-logs.ts reads them after the run. */
export const E2E_SERVER_LOGS = 'reports/server-logs';

const ports = {
  main: Number(process.env.E2E_PORT_MAIN ?? 3200),
  regional: Number(process.env.E2E_PORT_REGIONAL ?? 3201),
  remote: Number(process.env.E2E_PORT_REMOTE ?? 3202),
  smtp: Number(process.env.E2E_PORT_SMTP ?? 3210),
  mailbox: Number(process.env.E2E_PORT_MAILBOX ?? 3211),
  oidc: Number(process.env.E2E_PORT_OIDC ?? 3212),
  push: Number(process.env.E2E_PORT_PUSH ?? 3213),
};

/** The real SMTP server the e2e sites send their login codes to, and where tests read them. */
export const E2E_MAILBOX_URL = `http://${E2E_HOST}:${ports.mailbox}`;
/**
 * The push service on loopback (scripts/dev/pushSink.ts, issue 32): it hands out Web Push
 * subscriptions, checks and decrypts what the sites push to them, takes the app gateway's POSTs, and
 * tests read what arrived.
 */
export const E2E_PUSH_SINK_URL = `http://${E2E_HOST}:${ports.push}`;
/** The sites take the sink as a push service and send app notifications to its gateway. */
const E2E_PUSH_ENV = {
  WEB_PUSH_EXTRA_ORIGINS: E2E_PUSH_SINK_URL,
  APP_PUSH_GATEWAY_URL: `${E2E_PUSH_SINK_URL}/gateway`,
};
/** The fixture the e2e sites replay live (tests/e2e/football.spec.ts). */
export const E2E_REPLAYED_FIXTURE = 1240001;
/** The race the e2e sites replay live (tests/e2e/formula1.spec.ts): the 2024 Hungarian Grand Prix. */
export const E2E_REPLAYED_RACE = 2024013;
/** The election whose count the e2e sites replay (tests/e2e/elections.spec.ts). */
export const E2E_REPLAYED_ELECTION = 'ep-2024';
const HOUR_MS = 3_600_000;
/**
 * The sport replay of the e2e sites (issue 15): the match and the race above start at 21:00 on the
 * tests' day (TEST_NOW's evening) and are played once, at their real pace. On the server's clock they
 * are tonight's, still to come (the front page's widget lists the match and polls); a test that follows
 * one live puts its page's clock into it, and the page's requests carry that time (the sites honour
 * X-Replay-Now: REPLAY_CLOCK_HEADER=1, tests/e2e/pageClock.ts).
 */
export const E2E_SPORT_REPLAY = { start: Date.parse(TEST_NOW) + 11 * HOUR_MS, speed: 1 };
/** The count of the election above (issue 31): from 19:00 on the tests' day, an hour long, once. */
export const E2E_ELECTION_REPLAY = { start: Date.parse(TEST_NOW) + 9 * HOUR_MS, minutes: 60 };
/** The per-account login limit of the e2e sites (tests/e2e/accounts.spec.ts reaches it). */
export const E2E_ATTEMPTS_PER_ACCOUNT = 40;
/**
 * The sign-in limits of every site the e2e tests start (these servers and the topology's instances):
 * every test signs in from 127.0.0.1, and the attempts of all of them count in one user-data store
 * within the 15-minute window; reruns must not be refused either.
 */
export const E2E_LOGIN_LIMITS = {
  LOGIN_ATTEMPTS_PER_ADDRESS: '5000',
  LOGIN_ATTEMPTS_PER_ACCOUNT: String(E2E_ATTEMPTS_PER_ACCOUNT),
};
/** The real OpenID Connect provider of social sign-in (scripts/dev/oidcProvider.ts). */
export const E2E_OIDC = {
  issuer: `http://${E2E_HOST}:${ports.oidc}`,
  clientId: 'hirvonal-e2e',
  clientSecret: 'e2e-oidc-client-secret',
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The snapshot run (E2E_LOOK=1) writes its own report, and an HTML one to review its differences.
  reporter: process.env.E2E_LOOK
    ? [
        ['list'],
        ['json', { outputFile: 'reports/e2e-look.json' }],
        ['html', { outputFolder: 'reports/look', open: 'never' }],
      ]
    : [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  // A busy 2-core machine (issue 28, item 7): tests fail on what they assert, not on Playwright's
  // default 30 s per test or 5 s per expectation; a passing expectation returns as soon as it holds.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'off',
  },
  // Snapshot baselines per edition, kept in the repository (issue 27; `npm run look:accept`).
  snapshotPathTemplate: '{testDir}/walk/__snapshots__/{projectName}/{arg}{ext}',
  // Each edition twice: its e2e tests, and the look of its page kinds ('-look': layout and snapshots),
  // which scripts/test-all.sh runs first, before other tests write to the store.
  projects: (['main', 'regional'] as const).flatMap((edition) => {
    const use = { ...devices['Desktop Chrome'], baseURL: `http://${E2E_HOST}:${ports[edition]}` };
    return [
      { name: edition, use, metadata: { edition }, testIgnore: LOOK_SPEC },
      { name: `${edition}-look`, use, metadata: { edition }, testMatch: LOOK_SPEC },
    ];
  }),
  webServer: [
    {
      command: `node node_modules/tsx/dist/cli.mjs scripts/dev/mailSink.ts --smtp-port ${ports.smtp} --http-port ${ports.mailbox}`,
      url: `${E2E_MAILBOX_URL}/messages`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node node_modules/tsx/dist/cli.mjs scripts/dev/pushSink.ts --port ${ports.push}`,
      url: `${E2E_PUSH_SINK_URL}/messages`,
      // It checks the expiry of the sites' VAPID tokens.
      env: ON_RUN_CLOCK,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node node_modules/tsx/dist/cli.mjs scripts/dev/oidcProvider.ts --port ${ports.oidc}`,
      url: `${E2E_OIDC.issuer}/.well-known/openid-configuration`,
      // The sites check the times of its ID tokens.
      env: {
        ...ON_RUN_CLOCK,
        OIDC_CLIENT_ID: E2E_OIDC.clientId,
        OIDC_CLIENT_SECRET: E2E_OIDC.clientSecret,
        OIDC_REDIRECT_URIS: [ports.main, ports.regional]
          .map((port) => `http://${E2E_HOST}:${port}/login`)
          .join(','),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(['main', 'regional'] as const).map((edition) => ({
      command: `${SERVE} -p ${ports[edition]} -H ${E2E_HOST}`,
      url: `http://${E2E_HOST}:${ports[edition]}/`,
      env: {
        ...ON_RUN_CLOCK,
        EDITION: edition,
        NEXT_TELEMETRY_DISABLED: '1',
        LOG_FILE: `${E2E_SERVER_LOGS}/${edition}.log`,
        REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
        SMTP_URL: `smtp://${E2E_HOST}:${ports.smtp}`,
        ...E2E_PUSH_ENV,
        ...E2E_LOGIN_LIMITS,
        // The integrity check (tests/e2e/integrity.spec.ts) sends 1,000 submissions from 127.0.0.1.
        SUBMISSIONS_PER_ADDRESS: '100000',
        // The replays (issues 15 and 31) at fixed instants of the tests' day, each played once; the
        // tests that follow them put their pages' clocks there (E2E_SPORT_REPLAY, E2E_ELECTION_REPLAY).
        SPORT_REPLAY: `football:${E2E_REPLAYED_FIXTURE},f1:${E2E_REPLAYED_RACE}`,
        SPORT_REPLAY_START: new Date(E2E_SPORT_REPLAY.start).toISOString(),
        SPORT_REPLAY_SPEED: String(E2E_SPORT_REPLAY.speed),
        SPORT_REPLAY_EVERY: '0',
        ELECTION_REPLAY: E2E_REPLAYED_ELECTION,
        ELECTION_REPLAY_START: new Date(E2E_ELECTION_REPLAY.start).toISOString(),
        ELECTION_REPLAY_MINUTES: String(E2E_ELECTION_REPLAY.minutes),
        ELECTION_REPLAY_EVERY: '0',
        // The replays' clock seam (lib/http/replayClock.ts): a request may name the instant the
        // replays show it.
        REPLAY_CLOCK_HEADER: '1',
        OIDC_ISSUER: E2E_OIDC.issuer,
        OIDC_CLIENT_ID: E2E_OIDC.clientId,
        OIDC_CLIENT_SECRET: E2E_OIDC.clientSecret,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    })),
    // Instance B of the contract test: the main build reading its content from instance A's API.
    {
      command: `${SERVE} -p ${ports.remote} -H ${E2E_HOST}`,
      url: `http://${E2E_HOST}:${ports.remote}/api/articles?limit=1`,
      env: {
        ...ON_RUN_CLOCK,
        EDITION: 'main',
        NEXT_TELEMETRY_DISABLED: '1',
        LOG_FILE: `${E2E_SERVER_LOGS}/remote.log`,
        CONTENT_API_URL: `http://${E2E_HOST}:${ports.main}`,
        // It shares the user-data store, so its mail-queue loop may send another site's late mail, and
        // its push loop the main site's notifications.
        SMTP_URL: `smtp://${E2E_HOST}:${ports.smtp}`,
        ...E2E_PUSH_ENV,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
