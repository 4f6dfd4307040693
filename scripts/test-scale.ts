// `npm run test:scale`: an end-to-end check of the scaled topology (issue 13). Starts PostgreSQL, Redis,
// two `next start` instances (each from its own copy of the build, as on two machines) and nginx on
// loopback through deploy/start-topology.sh, with the project's mail sink (scripts/dev/mailSink.ts) as
// their SMTP server, then checks what an operator relies on:
//   - content written through the store writer appears on every instance after one revalidation;
//   - a page rendered by instance 1 is served by instance 2 from the shared cache;
//   - Redis stopped: pages still render; Redis back: the cache is shared again, with no restart;
//   - an instance killed under load loses no request nginx can retry: every request the dead instance
//     had not begun to answer goes to the other one; only answers already on their way to the reader
//     when it died are cut off (nginx cannot take back what it has sent), at most one per connection;
//   - a rolling deploy (deploy/start-topology.sh deploy) replaces every instance with no failed request;
//   - every reader's write answered 2xx before, during or after these faults (quiz answers, newsletter
//     sign-ups, topic follows, tippjáték tips, and sign-ins with a code read from the mail sink: the
//     reader's account, made before the faults as the code login makes none, and the session the
//     sign-in answered) is in the store at the end, row by row.
// Stops everything it started (by pid) and prints 'N passed, N failed'. Needs the main edition's build
// (`npm run build`; npm test has made it already).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Ports from a fixed range (BENCH_PORTS, default 4100-4199), outside the ephemeral range where the
// engines' own ports are picked: two instances need consecutive ports that nothing takes meanwhile.
import { freePort, freePortRange, waitForHttp } from './bench/processes';
import { alive } from './lib/pids';
import { assert, check, results } from './lib/checks';
import { hashPassword } from '../lib/accounts/passwords';
import { openUserData, userDataEngine } from '../lib/userdata/getUserDataStore';
import {
  lostWrites,
  mainEditionTargets,
  runSubmissionLoad,
  writeEachKind,
  type AcknowledgedWrite,
  type LoginCodeMail,
  type SigningInReader,
} from '../tests/support/submissionLoad';

const EDITION = 'main';
const SECRET = 'scale-test-secret';
/** The instances' AUTH_SECRET: the check finds a session by its refresh token's keyed hash. */
const AUTH_SECRET = 'scale-test-auth-secret-of-at-least-32-characters';
/**
 * Readers with an account made before the faults, each signing in once with a mailed code: about one
 * per write round (a round every 50 requests of the kill, every 100 of the deploy), with room to spare.
 */
const SIGN_IN_READERS = 120;
const READER_PASSWORD = 'skala-olvaso-jelszo';
/** How long a change may take to reach a reader after its revalidation. */
const PROPAGATION_MS = 15_000;
const LOAD_REQUESTS = 400;
const LOAD_CONCURRENCY = 16;

const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hirvonal-scale-'));

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = PROPAGATION_MS) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  if (!fs.existsSync(`.next-${EDITION}/BUILD_ID`)) {
    console.log('==> building the main edition');
    execFileSync('npm', ['run', '--silent', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, EDITION },
    });
  }
  const basePort = await freePortRange(2);
  const nginxPort = await freePort();
  const mailSink = await startMailSink();
  const env = {
    ...process.env,
    EDITION,
    STORE: 'postgres',
    CACHE: 'redis',
    INSTANCES: '2',
    RUN_DIR: runDir,
    NEXT_BASE_PORT: String(basePort),
    NGINX_PORT: String(nginxPort),
    // Free ports were picked for the instances, not for their metrics ports (port + 1000).
    METRICS_PORT_OFFSET: 'off',
    // Plain http: what is checked here is scale, not TLS (tests/e2e/topology.spec.ts goes through TLS).
    TLS: '0',
    REVALIDATE_SECRET: SECRET,
    DATA_DIR: path.join(runDir, 'data'),
    // The integrity check sends 1,000 submissions from one address (nginx's).
    SUBMISSIONS_PER_ADDRESS: '100000',
    // Login codes go to the mail sink; every sign-in comes from nginx's address.
    SMTP_URL: mailSink.smtpUrl,
    AUTH_SECRET,
    LOGIN_ATTEMPTS_PER_ADDRESS: '100000',
  };
  const topology = (command: string) =>
    spawnSync('bash', ['deploy/start-topology.sh', command], { env, encoding: 'utf8' });

  console.log(`==> starting the scaled topology in ${runDir}`);
  const started = topology('start');
  process.stdout.write(started.stdout);
  try {
    await check('the scaled topology starts: PostgreSQL, Redis, two instances, nginx', async () => {
      assert(started.status === 0, `start-topology failed: ${started.stderr.slice(-2000)}`);
    });
    if (started.status !== 0) return;
    const proxy = `http://127.0.0.1:${nginxPort}`;
    const instances = [basePort, basePort + 1].map((port) => `http://127.0.0.1:${port}`);
    const databaseUrl = fs.readFileSync(path.join(runDir, 'postgres.url'), 'utf8').trim();
    const redisUrl = fs.readFileSync(path.join(runDir, 'redis.url'), 'utf8').trim();
    const storeWriter = (...args: string[]) =>
      JSON.parse(
        execFileSync(
          process.execPath,
          ['node_modules/tsx/dist/cli.mjs', 'scripts/content/storeWriter.ts', ...args],
          { env: { ...env, DATABASE_URL: databaseUrl }, encoding: 'utf8' },
        )
          .trim()
          .split('\n')
          .pop()!,
      ) as Record<string, unknown>;
    const revalidate = async (paths: string[]) => {
      const answer = await fetch(`${proxy}/api/revalidate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ paths }),
      });
      assert(answer.ok, `revalidate answered ${answer.status}`);
    };
    const page = (origin: string, pagePath: string) =>
      fetch(origin + pagePath, { headers: { 'accept-encoding': 'identity' } });

    await check('every instance reads the store on PostgreSQL', async () => {
      const newest = await Promise.all(
        instances.map(async (origin) => {
          const answer = await fetch(`${origin}/api/articles?limit=1`);
          assert(answer.ok, `${origin} answered ${answer.status}`);
          return ((await answer.json()) as { items: Array<{ slug: string }> }).items[0]!.slug;
        }),
      );
      assert(newest[0] === newest[1], `the instances disagree: ${newest.join(' / ')}`);
      const added = storeWriter(
        'article',
        '--json',
        JSON.stringify({
          slug: 'skala-teszt-cikk',
          title: 'Skálázási teszt',
          type: 'article',
          pubDate: new Date().toISOString(),
          mainSuperTag: 'belfold',
          tags: [],
          authors: ['bodnar-akos'],
          lead: 'Egy cikk, amelyet a tároló írója tett közzé.',
          body: 'Szöveg.',
        }),
      );
      for (const origin of instances) {
        const answer = await fetch(`${origin}/api/articles?limit=1`);
        const slug = ((await answer.json()) as { items: Array<{ slug: string }> }).items[0]!.slug;
        assert(slug === added.slug, `${origin} does not see the new article first (${slug})`);
      }
    });

    await check(
      'content written through the store writer reaches every instance after one revalidation',
      async () => {
        const docPath = '/dokumentum/adatvedelem';
        for (const origin of instances)
          assert((await page(origin, docPath)).ok, `${origin}${docPath}`);
        const title = `Adatvédelem ${Date.now()}`;
        storeWriter('doc-title', '--slug', 'adatvedelem', '--title', title);
        await revalidate([docPath]);
        for (const origin of instances) {
          await until(`${origin}${docPath} shows the new title`, async () =>
            (await (await page(origin, docPath)).text()).includes(title),
          );
        }
      },
    );

    await check(
      'a page rendered by instance 1 is served by instance 2 from the shared cache',
      async () => {
        const listPath = '/rovat/belfold?oldal=2';
        const first = await page(instances[0]!, listPath);
        assert(first.ok, `instance 1 answered ${first.status}`);
        const second = await page(instances[1]!, listPath);
        assert(second.ok, `instance 2 answered ${second.status}`);
        const cache = second.headers.get('x-nextjs-cache');
        assert(
          cache === 'HIT',
          `instance 2 answered its first request with x-nextjs-cache: ${cache}`,
        );
        assert((await first.text()) === (await second.text()), 'the two answers differ');
      },
    );

    // Issue 29: readers' writes answered 2xx around every fault, checked row by row at the end.
    const targets = mainEditionTargets();
    const acknowledged: AcknowledgedWrite[] = [];
    const readers = await signingInReaders(databaseUrl);
    const login: LoginCodeMail = {
      mailbox: mailSink.httpUrl,
      nextReader: () => readers.shift(),
      secret: new TextEncoder().encode(AUTH_SECRET),
      audience: EDITION,
    };
    const writeThrough = async (label: string) =>
      acknowledged.push(...(await writeEachKind(proxy, targets, `${label}${Date.now()}`, login)));
    await writeThrough('before');

    await check(
      'Redis stopped: pages still render; Redis back: the cache is shared again',
      async () => {
        const redisPid = Number(fs.readFileSync(path.join(runDir, 'redis.pid'), 'utf8'));
        process.kill(redisPid, 'SIGTERM');
        await until('Redis gone', async () => !alive(redisPid));
        await writeThrough('noredis');
        for (const [index, origin] of instances.entries()) {
          const answer = await page(origin, `/legfrissebb?oldal=${2 + index}`);
          assert(answer.status === 200, `${origin} answered ${answer.status} without Redis`);
        }
        restartEngine('redis', redisUrl);
        const listPath = '/legfrissebb?oldal=4';
        await until('instance 1 caches in Redis again', async () => {
          await page(instances[0]!, listPath);
          return (await page(instances[1]!, listPath)).headers.get('x-nextjs-cache') === 'HIT';
        });
      },
    );

    await check(
      '1,000 concurrent mixed submissions through nginx to both instances are each stored exactly once (PostgreSQL)',
      async () => {
        const db = userDataEngine({ url: databaseUrl });
        try {
          const outcome = await runSubmissionLoad(proxy, mainEditionTargets(), db);
          const failed = Object.entries(outcome.unexpected);
          assert(failed.length === 0, `unexpected answers: ${JSON.stringify(failed)}`);
          assert(outcome.problems.length === 0, outcome.problems.join('; '));
          assert(
            JSON.stringify(outcome.found) === JSON.stringify(outcome.expected),
            `found ${JSON.stringify(outcome.found)}, expected ${JSON.stringify(outcome.expected)}`,
          );
        } finally {
          await db.close();
        }
      },
    );

    await check(
      'PostgreSQL stopped: cached pages served, an uncached page answers the error page, a write 503 with Retry-After; PostgreSQL back: all works again without a restart',
      async () => {
        const cachedPath = '/rovat/belfold';
        assert((await page(proxy, cachedPath)).ok, `${cachedPath} before the stop`);
        const follow = (device: string) =>
          fetch(`${proxy}/api/subscriptions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ clientToken: `pgfault${device}`, topic: 'tag:budapest' }),
          });
        const postgresPid = Number(fs.readFileSync(path.join(runDir, 'postgres.pid'), 'utf8'));
        // SIGINT: PostgreSQL's fast shutdown (SIGTERM would wait for the instances' connections).
        process.kill(postgresPid, 'SIGINT');
        await until('PostgreSQL gone', async () => !alive(postgresPid));
        const asked = Date.now();
        try {
          const cached = await page(proxy, cachedPath);
          assert(
            cached.status === 200,
            `${cachedPath} answered ${cached.status} without PostgreSQL`,
          );
          const sent = Date.now();
          const uncached = await page(proxy, `/archivum?term=leallt${asked}`);
          const body = await uncached.text();
          assert(uncached.status === 500, `an uncached page answered ${uncached.status}`);
          assert(body.includes('Belső kiszolgálóhiba.'), 'an uncached page is not our error page');
          console.log(
            `      (the error page came in ${((Date.now() - sent) / 1000).toFixed(1)} s)`,
          );
          const refused = await follow(`${asked}down`);
          assert(refused.status === 503, `a write answered ${refused.status} without PostgreSQL`);
          assert(
            refused.headers.get('retry-after') === '30',
            'a refused write without Retry-After',
          );
          await writeThrough('nopostgres');
        } finally {
          // Back whatever happened above: the checks after this one need it.
          restartEngine('postgres', databaseUrl);
        }
        await until('a write is stored again', async () => (await follow(`${asked}back`)).ok);
        const again = await page(proxy, `/archivum?term=vissza${asked}`);
        assert(again.status === 200, `an uncached page answered ${again.status} after the restart`);
        await writeThrough('postgresback');
      },
    );

    await check('an instance killed under load loses no request nginx can retry', async () => {
      const victim = Number(fs.readFileSync(path.join(runDir, `next-${basePort + 1}.pid`), 'utf8'));
      let sent = 0;
      const failures: string[] = [];
      const cutOff: string[] = [];
      const worker = async () => {
        while (sent < LOAD_REQUESTS) {
          const n = sent++;
          if (n === Math.floor(LOAD_REQUESTS / 3)) process.kill(victim, 'SIGKILL');
          if (n % 50 === 0) await writeThrough(`kill${n}`);
          // A query string of its own: nginx misses and asks an instance every time.
          const answer = await fetch(`${proxy}/?load=${n}`).catch((error: Error) => error);
          if (answer instanceof Error) failures.push(`#${n}: ${answer.message}`);
          else {
            if (answer.status !== 200) failures.push(`#${n}: ${answer.status}`);
            // 200 and the headers came: the answer was under way when the instance died.
            await answer.arrayBuffer().catch(() => cutOff.push(`#${n}`));
          }
        }
      };
      await Promise.all(Array.from({ length: LOAD_CONCURRENCY }, worker));
      await sleep(100);
      assert(!alive(victim), 'the instance was not killed');
      assert(failures.length === 0, `${failures.length} lost: ${failures.slice(0, 5).join(', ')}`);
      assert(
        cutOff.length <= LOAD_CONCURRENCY,
        `${cutOff.length} answers cut off, more than were in flight (${LOAD_CONCURRENCY})`,
      );
      if (cutOff.length) console.log(`      (${cutOff.length} answers under way were cut off)`);
    });

    await check(
      'a rolling deploy replaces every instance and fails no request through nginx',
      async () => {
        const ports = [basePort, basePort + 1];
        const pidOf = (port: number) =>
          Number(fs.readFileSync(path.join(runDir, `next-${port}.pid`), 'utf8'));
        const before = ports.map(pidOf);
        let deployed = false;
        const deploying = new Promise<{ code: number | null; output: string }>((resolve) => {
          const child = spawn('bash', ['deploy/start-topology.sh', 'deploy'], { env });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('close', (code) => resolve({ code, output }));
        }).finally(() => (deployed = true));
        let sent = 0;
        let resent = 0;
        const failures: string[] = [];
        /**
         * On a reload nginx's old workers close their idle keep-alive connections; a request sent on
         * one at that moment gets no answer at all, not even a status, and a browser sends it again
         * on a new connection (RFC 9112, 9.3.1). So does this reader, once.
         */
        const get = (url: string) =>
          fetch(url).catch((error: Error) => {
            const code = (error.cause as { code?: string } | undefined)?.code;
            if (!['UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'ECONNRESET', 'EPIPE'].includes(code ?? ''))
              throw error;
            resent += 1;
            return fetch(url);
          });
        const worker = async () => {
          while (!deployed) {
            const n = sent++;
            if (n % 100 === 0) await writeThrough(`deploy${n}`);
            // A query string of its own: nginx misses and asks an instance every time.
            const answer = await get(`${proxy}/?deploy=${n}`).catch((error: Error) => error);
            if (answer instanceof Error) {
              const cause = (answer.cause as { code?: string } | undefined)?.code ?? '';
              failures.push(`#${n}: ${answer.message} ${cause}`.trim());
            } else {
              if (answer.status !== 200) failures.push(`#${n}: ${answer.status}`);
              await answer.arrayBuffer().catch(() => failures.push(`#${n}: cut off`));
            }
          }
        };
        const [{ code, output }] = await Promise.all([
          deploying,
          ...Array.from({ length: LOAD_CONCURRENCY }, worker),
        ]);
        assert(code === 0, `the deploy failed: ${output}`);
        const after = ports.map(pidOf);
        assert(
          after.every((pid, index) => pid !== before[index] && alive(pid)),
          `not every instance was replaced (${before.join(',')} -> ${after.join(',')})`,
        );
        for (const origin of instances) {
          const answer = await fetch(`${origin}/api/articles?limit=1`);
          assert(answer.ok, `${origin} answered ${answer.status} after the deploy`);
        }
        assert(
          failures.length === 0,
          `${failures.length} of ${sent} failed: ${failures.slice(0, 5).join(', ')}`,
        );
        console.log(
          `      (${sent} requests during the deploy, none failed; ${resent} sent again on a new connection after nginx closed an idle one)`,
        );
      },
    );

    await check(
      "every reader's write answered 2xx around the faults is stored, row by row",
      async () => {
        await writeThrough('after');
        const kinds = new Set(acknowledged.map((write) => write.kind));
        assert(
          kinds.size === 6,
          `not every kind of write was acknowledged: ${[...kinds].join(', ')}`,
        );
        const db = userDataEngine({ url: databaseUrl });
        try {
          const lost = await lostWrites(db, targets, acknowledged);
          assert(
            lost.length === 0,
            `${lost.length} of ${acknowledged.length} lost: ${lost
              .slice(0, 5)
              .map((write) => `${write.kind} ${write.row}`)
              .join(', ')}`,
          );
          const byKind = [...kinds].map(
            (kind) => `${acknowledged.filter((write) => write.kind === kind).length} ${kind}`,
          );
          console.log(
            `      (${acknowledged.length} acknowledged writes, all stored: ${byKind.join(', ')})`,
          );
        } finally {
          await db.close();
        }
      },
    );
  } finally {
    if (results.some((result) => result.error)) printLogs();
    const stopped = topology('stop');
    process.stdout.write(stopped.stdout);
    await mailSink.stop();
    fs.rmSync(runDir, { recursive: true, force: true });
  }
}

/**
 * The project's mail sink (scripts/dev/mailSink.ts) in a process of its own on two free ports, as the
 * instances' SMTP server; stopped by its pid.
 */
async function startMailSink() {
  const [smtpPort, httpPort] = [await freePort(), await freePort()];
  const pidFile = path.join(runDir, 'mailsink.pid');
  const log = fs.openSync(path.join(runDir, 'mailsink.log'), 'a');
  const child = spawn(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'scripts/dev/mailSink.ts',
      '--smtp-port',
      String(smtpPort),
      '--http-port',
      String(httpPort),
      '--pid-file',
      pidFile,
    ],
    { stdio: ['ignore', log, log] },
  );
  const httpUrl = `http://127.0.0.1:${httpPort}`;
  const stop = async () => {
    if (child.pid === undefined || !alive(child.pid)) return;
    process.kill(child.pid, 'SIGTERM');
    await until('the mail sink stopped', async () => !alive(child.pid!));
  };
  try {
    await waitForHttp(`${httpUrl}/messages`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, httpUrl, stop };
}

/** Readers with a password account in the store and no sign-in yet (made as demo users are). */
async function signingInReaders(databaseUrl: string): Promise<SigningInReader[]> {
  const store = await openUserData(userDataEngine({ url: databaseUrl }));
  try {
    const passwordHash = await hashPassword(READER_PASSWORD);
    const stamp = Date.now().toString(36);
    const readers: SigningInReader[] = [];
    for (let i = 0; i < SIGN_IN_READERS; i++) {
      const email = `ledger-${stamp}-${i}@example.hu`;
      const created = await store.createUser({ email, name: `Napló Olvasó ${i}`, passwordHash });
      assert(created.ok, `${email}: ${JSON.stringify(created)}`);
      readers.push({ email, password: READER_PASSWORD });
    }
    return readers;
  } finally {
    await store.close();
  }
}

/** Starts a stopped engine of the topology again on its port, and records its new pid. */
function restartEngine(engine: 'postgres' | 'redis', url: string) {
  const restarted = JSON.parse(
    execFileSync(
      process.execPath,
      [
        'node_modules/tsx/dist/cli.mjs',
        'scripts/lib/engineCli.ts',
        engine,
        path.join(runDir, engine),
        new URL(url).port,
      ],
      { encoding: 'utf8' },
    ),
  ) as { pid: number };
  fs.writeFileSync(path.join(runDir, `${engine}.pid`), String(restarted.pid));
}

/** On a failure, the end of every log of the run (they go with the run directory). */
function printLogs() {
  for (const name of fs.readdirSync(runDir).filter((file) => file.endsWith('.log'))) {
    const lines = fs.readFileSync(path.join(runDir, name), 'utf8').trimEnd().split('\n');
    console.log(`--- ${name} (last 20 lines)\n${lines.slice(-20).join('\n')}`);
  }
}

main()
  .catch((error: unknown) => {
    results.push({ name: 'test:scale', error: String(error) });
    console.error(error);
  })
  .finally(() => {
    const failed = results.filter((result) => result.error).length;
    // npm test adds these to its own count (scripts/test-summary.mjs).
    if (process.env.SCALE_REPORT) {
      fs.writeFileSync(
        process.env.SCALE_REPORT,
        JSON.stringify({ passed: results.length - failed, failed, results }),
      );
    }
    console.log(`${results.length - failed} passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
  });
