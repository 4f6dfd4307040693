// `npm run test:systemd` (issue 29, item 6): the units of deploy/systemd/ under a real systemd. Boots a
// systemd container (systemd-nspawn) whose root is an overlay of this machine's root with a throwaway
// upper layer (nothing it writes reaches the machine), sharing the machine's network; the release is
// this checkout at /srv/hirvonal/current (an overlay too: the instances' build copies stay in the
// throwaway layer), Node.js at /opt/node, the settings in /etc/hirvonal/site.env, a `hirvonal` user,
// and nginx's configuration rendered by `deploy/start-topology.sh render`. Then checks what an operator
// relies on:
//   - hirvonal.target starts two instances, nginx and the quiz service; pages and the API answer;
//   - an instance killed with SIGKILL is restarted and answers again; readers get no 5xx meanwhile;
//   - the units' resource limits are in force (the values of the unit file);
//   - `systemctl stop` of an instance is graceful: a request in flight finishes, the unit ends inactive;
//   - an instance that keeps crashing is stopped by the start limit.
// Prints 'N passed, N failed', or one 'skipped: <reason>' line where a container cannot run (not root,
// no systemd-nspawn, no overlay). Needs the main edition's build (`npm run build`).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureTools, freePort, freePortRange } from './bench/processes';
import { alive } from './lib/pids';
import { assert, check, results } from './lib/checks';
import { readUnit, unitBytes, unitSeconds } from '../deploy/systemd/unitFile';

const EDITION = 'main';
const RELEASE = '/srv/hirvonal/current';
const STATE_DIR = '/var/lib/hirvonal';
/** The units' User= (deploy/systemd): owns STATE_DIR; nginx's workers run as it too. */
const SERVICE_USER = 'hirvonal';
const SECRET = 'systemd-test-secret';
/** The units' own waits (a cold start copies the build and waits until it answers) bound these. */
const START_TIMEOUT_MS = 240_000;
const LOAD_CONCURRENCY = 4;

const repo = process.cwd();
const instanceUnit = readUnit('hirvonal@.service');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An error that ends a wait at once (a probe's other errors count as "not yet"). */
class Final extends Error {}

async function until(what: string, probe: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const done = await Promise.resolve()
      .then(probe)
      .catch((error: unknown) => {
        if (error instanceof Final) throw error;
        return false;
      });
    if (done) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

function skip(reason: string): never {
  console.log(`==> systemd units: skipped: ${reason}`);
  process.exit(0);
}

const run = (command: string, args: string[]) =>
  spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });

/** The throwaway machine: an overlay of / booted with systemd-nspawn. */
class Container {
  readonly name = `hirvonal-test-${process.pid}`;
  readonly work = fs.mkdtempSync('/var/tmp/hirvonal-systemd-');
  readonly root = path.join(this.work, 'root');
  private nspawn?: ChildProcess;
  private init = 0;
  private mounted = false;

  /** Mounts the overlay root; returns why it cannot be mounted, or nothing. */
  mount(): string | undefined {
    for (const dir of ['upper', 'overlay-work', 'root', 'release-upper']) {
      fs.mkdirSync(path.join(this.work, dir));
    }
    const mounted = run('mount', [
      '-t',
      'overlay',
      'overlay',
      '-o',
      `lowerdir=/,upperdir=${this.work}/upper,workdir=${this.work}/overlay-work`,
      this.root,
    ]);
    if (mounted.status !== 0) return `no overlay of / (${mounted.stderr.trim()})`;
    this.mounted = true;
    return undefined;
  }

  /** A path inside the container, from this machine. */
  at(inside: string) {
    return path.join(this.root, inside);
  }

  /**
   * Boots the container's systemd with `unit` as its boot target; returns why it does not boot (a
   * machine where systemd-nspawn cannot run a container), or nothing once its systemd answers.
   */
  async boot(unit: string): Promise<string | undefined> {
    const log = fs.openSync(path.join(this.work, 'nspawn.log'), 'a');
    // The mount points of the release and of Node.js.
    fs.mkdirSync(this.at(RELEASE), { recursive: true });
    fs.mkdirSync(this.at('/opt/node/bin'), { recursive: true });
    fs.writeFileSync(this.at('/opt/node/bin/node'), '');
    this.nspawn = spawn(
      'systemd-nspawn',
      [
        '--quiet',
        // No systemd-machined nor a system bus on the host: the container stays in this process's
        // cgroup and is reached with nsenter.
        '--register=no',
        '--keep-unit',
        '--link-journal=no',
        '--console=pipe',
        `--machine=${this.name}`,
        `--directory=${this.root}`,
        `--overlay=${repo}:${this.work}/release-upper:${RELEASE}`,
        `--bind-ro=${process.execPath}:/opt/node/bin/node`,
        // A machine's own limit on open files (systemd's hard limit), not this shell's: the units may
        // raise theirs up to it.
        '--rlimit=RLIMIT_NOFILE=1024:524288',
        '--boot',
        `systemd.unit=${unit}`,
      ],
      { stdio: ['ignore', log, log] },
    );
    const nspawnPid = this.nspawn.pid!;
    let last = '';
    const booted = await until(
      'the container boots',
      () => {
        if (this.nspawn!.exitCode !== null) throw new Final('systemd-nspawn exited');
        const children = fs
          .readFileSync(`/proc/${nspawnPid}/task/${nspawnPid}/children`, 'utf8')
          .trim();
        this.init = Number(children.split(' ')[0]) || 0;
        if (!this.init) return false;
        const answer = this.systemctl('is-system-running');
        last = answer.stdout + answer.stderr;
        return answer.stdout.trim() !== '';
      },
      60_000,
    ).catch((error: Error) => {
      const log = fs.readFileSync(path.join(this.work, 'nspawn.log'), 'utf8').trim();
      return `${error.message} (${(log || last).slice(-600).replace(/\s+/g, ' ')})`;
    });
    return typeof booted === 'string' ? booted : undefined;
  }

  /** A command inside the container (every namespace of its init). */
  exec(args: string[], env: Record<string, string> = {}) {
    return spawnSync(
      'nsenter',
      ['-t', String(this.init), '-a', '--', 'env', '-i', 'LC_ALL=C', ...envArgs(env), ...args],
      { encoding: 'utf8', timeout: START_TIMEOUT_MS },
    );
  }

  systemctl(...args: string[]) {
    return this.exec(['systemctl', ...args]);
  }

  show(unit: string, property: string) {
    return this.systemctl('show', '-p', property, '--value', unit).stdout.trim();
  }

  /**
   * A unit's last journal lines: systemd's about it and its own, (`own`) only what it wrote, or
   * (`all`) the whole journal's, where a process that exited before journald read its unit still shows.
   */
  journal(unit: string, lines = 30, which: 'unit' | 'own' | 'all' = 'unit') {
    const match = { unit: [`--unit=${unit}`], own: [`_SYSTEMD_UNIT=${unit}`], all: [] }[which];
    const format = which === 'all' ? 'short-precise' : 'cat';
    return this.exec(['journalctl', ...match, '-n', String(lines), '--no-pager', '-o', format])
      .stdout;
  }

  /**
   * Halts the container, unmounts and removes its layer. Synchronous, so a signal's handler can run it
   * to the end.
   */
  stop() {
    const pid = this.nspawn?.pid;
    const waitGone = (ms: number) => {
      for (const deadline = Date.now() + ms; pid && alive(pid) && Date.now() < deadline;) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
      }
    };
    if (pid && alive(pid)) {
      // nspawn halts the container's systemd on SIGTERM (every unit stops as on a shutdown).
      process.kill(pid, 'SIGTERM');
      waitGone(90_000);
      if (alive(pid)) {
        process.kill(pid, 'SIGKILL');
        if (this.init && alive(this.init)) process.kill(this.init, 'SIGKILL');
        waitGone(5_000);
      }
    }
    if (this.mounted) {
      if (run('umount', [this.root]).status !== 0) run('umount', ['-l', this.root]);
      this.mounted = false;
    }
    fs.rmSync(this.work, { recursive: true, force: true });
    // nspawn cannot remove its own directory on a /run that is no tmpfs.
    fs.rmSync(`/run/systemd/nspawn/propagate/${this.name}`, { recursive: true, force: true });
  }
}

const envArgs = (env: Record<string, string>) =>
  Object.entries(env).map(([key, value]) => `${key}=${value}`);

/**
 * What a check needs of a unit's state when it is not as expected: its last journal lines, what its
 * own processes wrote last (after a few restarts, systemd's lines alone would hide why it failed), and
 * the journal's last lines whatever their unit.
 */
function describe(container: Container, unit: string) {
  const state = ['ActiveState', 'SubState', 'Result', 'NRestarts', 'MainPID']
    .map((property) => `${property}=${container.show(unit, property)}`)
    .join(' ');
  const indent = (text: string) => text.replace(/^/gm, '        ');
  return [
    `${unit}: ${state}`,
    indent(container.journal(unit, 10)),
    `      what it wrote last:`,
    indent(container.journal(unit, 15, 'own')),
    `      the whole journal's last lines (output of processes gone before journald knew their unit):`,
    indent(container.journal(unit, 25, 'all')),
  ].join('\n');
}

async function waitActive(container: Container, unit: string) {
  await until(
    `${unit} active`,
    () => {
      const state = container.show(unit, 'ActiveState');
      if (state === 'failed') throw new Final(`${unit} failed`);
      return state === 'active';
    },
    START_TIMEOUT_MS,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n      ${describe(container, unit)}`);
  });
}

/**
 * A POST of /api/revalidate held open: the headers go first with `Expect: 100-continue`, and once the
 * instance has taken the request (its `100 Continue`), `sendBody` sends the body; the promise gives
 * the final status.
 */
function heldRequest(port: number) {
  const body = JSON.stringify({ ids: [999_999_999] });
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let onContinue: () => void;
  const taken = new Promise<void>((resolve) => (onContinue = resolve));
  const answered = new Promise<number>((resolve, reject) => {
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.startsWith('HTTP/1.1 100 ')) onContinue();
      const final = /^HTTP\/1\.1 (\d{3}) /.exec(
        received.replace(/^HTTP\/1\.1 100 .*?\r\n\r\n/s, ''),
      );
      if (final && final[1] !== '100') resolve(Number(final[1]));
    });
    socket.on('error', reject);
    socket.on('close', () =>
      reject(new Error(`closed without an answer: ${received.slice(0, 200)}`)),
    );
  });
  socket.write(
    [
      'POST /api/revalidate HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Authorization: Bearer ${SECRET}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Expect: 100-continue',
      'Connection: close',
      '',
      '',
    ].join('\r\n'),
  );
  return {
    taken,
    answered,
    sendBody: () => socket.write(body),
    close: () => socket.destroy(),
  };
}

async function main() {
  if (process.getuid?.() !== 0) skip('needs root (an overlay mount and systemd-nspawn)');
  // The container's /opt/node is this process's Node: the product's (.node-version), which
  // `npm run test:systemd` puts first on PATH, or the instances fail on their TypeScript entry point.
  const wanted = fs.readFileSync('.node-version', 'utf8').trim().split('.')[0];
  assert(
    process.versions.node.split('.')[0] === wanted,
    `Node ${process.versions.node} runs this, the product needs ${wanted}: npm run test:systemd`,
  );
  try {
    ensureTools([
      { command: 'systemd-nspawn', pkg: 'systemd-container' },
      'nginx',
      'curl',
      { command: 'useradd', pkg: 'passwd' },
    ]);
  } catch (error) {
    skip((error as Error).message);
  }
  if (!fs.existsSync(`.next-${EDITION}/BUILD_ID`)) {
    console.log('==> building the main edition');
    execFileSync('npm', ['run', '--silent', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, EDITION },
    });
  }
  const dataDir = process.env.DATA_DIR ?? 'var';
  assert(fs.existsSync(path.join(dataDir, 'content.db')), 'no content store: npm run content');

  const first = await freePortRange(2);
  const second = first + 1;
  const nginxPort = await freePort();
  const quizPort = await freePort();
  const instances = [`hirvonal@${first}.service`, `hirvonal@${second}.service`];
  const proxy = `http://127.0.0.1:${nginxPort}`;

  const container = new Container();
  const why = container.mount();
  if (why) {
    container.stop();
    skip(why);
  }
  const stopAll = (signal: NodeJS.Signals) => {
    console.log(`==> ${signal}: stopping the container`);
    container.stop();
    process.exit(1);
  };
  process.once('SIGINT', stopAll);
  process.once('SIGTERM', stopAll);
  let occupier: net.Server | undefined;
  const started = Date.now();
  try {
    console.log(`==> preparing the container in ${container.work}`);
    // What docs/operations.md has an operator do: the user, the settings, the data, the units.
    const added = run('useradd', [
      '--root',
      container.root,
      '--system',
      '--user-group',
      '--home-dir',
      STATE_DIR,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      SERVICE_USER,
    ]);
    assert(added.status === 0, `useradd: ${added.stderr}`);
    const [uid, gid] = fs
      .readFileSync(container.at('/etc/passwd'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith(`${SERVICE_USER}:`))!
      .split(':')
      .slice(2, 4)
      .map(Number) as [number, number];
    // A machine id of its own (the journal refuses the host's).
    fs.writeFileSync(
      container.at('/etc/machine-id'),
      crypto.randomBytes(16).toString('hex') + '\n',
    );
    fs.mkdirSync(container.at('/etc/hirvonal'), { recursive: true });
    fs.writeFileSync(
      container.at('/etc/hirvonal/site.env'),
      [
        `EDITION=${EDITION}`,
        `DATA_DIR=${STATE_DIR}/data`,
        `REVALIDATE_SECRET=${SECRET}`,
        `AUTH_SECRET=${crypto.randomBytes(32).toString('hex')}`,
        `QUIZ_PORT=${quizPort}`,
        `QUIZ_SERVICE_URL=http://127.0.0.1:${quizPort}/`,
        'PUSH_NOTIFICATIONS=off',
        '',
      ].join('\n'),
    );
    const data = container.at(`${STATE_DIR}/data`);
    fs.mkdirSync(path.dirname(data), { recursive: true });
    fs.cpSync(dataDir, data, { recursive: true });
    fs.rmSync(path.join(data, 'auth-secret'), { force: true });
    run('chown', ['-R', `${uid}:${gid}`, container.at(STATE_DIR)]);
    fs.mkdirSync(container.at(`${STATE_DIR}/nginx`), { recursive: true });
    // The instances copy the build into the release folder (their ExecStartPre).
    fs.chownSync(path.join(container.work, 'release-upper'), uid, gid);
    for (const unit of fs.readdirSync('deploy/systemd')) {
      if (/\.(service|target)$/.test(unit)) {
        fs.copyFileSync(
          path.join('deploy/systemd', unit),
          container.at(`/etc/systemd/system/${unit}`),
        );
      }
    }
    const enabled = run('systemctl', ['--root', container.root, 'enable', ...instances]);
    assert(enabled.status === 0, `systemctl enable: ${enabled.stderr}`);

    // nginx's configuration needs an instance that answers (its error page copies the instance's
    // security headers): the first instance alone first, as on a new server.
    console.log(`==> booting the container with ${instances[0]}`);
    const unbootable = await container.boot(instances[0]!);
    if (unbootable) {
      container.stop();
      skip(`systemd-nspawn cannot boot a container here: ${unbootable}`);
    }
    await waitActive(container, instances[0]!);
    const rendered = container.exec(['bash', `${RELEASE}/deploy/start-topology.sh`, 'render'], {
      PATH: '/opt/node/bin:/usr/bin:/bin',
      HOME: '/root',
      EDITION,
      INSTANCES: '2',
      NEXT_BASE_PORT: String(first),
      NGINX_PORT: String(nginxPort),
      TLS: '0',
      RUN_DIR: `${STATE_DIR}/nginx`,
      NGINX_USER: SERVICE_USER,
    });
    assert(rendered.status === 0, `render: ${rendered.stdout}${rendered.stderr}`);
    const stopped = container.systemctl('stop', instances[0]!);
    assert(stopped.status === 0, `systemctl stop: ${stopped.stderr}`);
    console.log(`    ready in ${Math.round((Date.now() - started) / 1000)} s`);

    await check('hirvonal.target starts two instances, nginx and the quiz service', async () => {
      const units = [...instances, 'hirvonal-nginx.service', 'hirvonal-quiz.service'];
      for (const unit of units) {
        assert(container.show(unit, 'ActiveState') !== 'active', `${unit} ran before the target`);
      }
      // The target is ordered after what it wants: its start returns once they have started.
      const start = container.systemctl('start', 'hirvonal.target');
      assert(start.status === 0, `systemctl start hirvonal.target: ${start.stderr}`);
      for (const unit of units) {
        const state = container.show(unit, 'ActiveState');
        assert(state === 'active', `after the target's start ${describe(container, unit)}`);
      }
      const page = await fetch(`${proxy}/`);
      assert(page.status === 200, `the front page through nginx answered ${page.status}`);
      assert((await page.text()).includes('</html>'), 'the front page is no HTML page');
      const api = await fetch(`${proxy}/api/articles?limit=1`);
      assert(api.status === 200, `the API through nginx answered ${api.status}`);
      const { items } = (await api.json()) as { items: unknown[] };
      assert(items.length === 1, 'the API listed no article');
      // /api/quiz passes the request on to the quiz service (QUIZ_SERVICE_URL), with a voter token.
      const token = await fetch(`${proxy}/api/functions/get-quiz-token`, { method: 'POST' });
      assert(token.status === 200, `the quiz token answered ${token.status}`);
      const quiz = await fetch(`${proxy}/api/quiz`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await token.text()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      assert(quiz.status === 200, `the quiz service answered ${quiz.status}`);
    });

    await check(
      'an instance killed with SIGKILL is restarted and answers again; readers get no 5xx meanwhile',
      async () => {
        const unit = instances[1]!;
        await waitActive(container, unit);
        const before = Number(container.show(unit, 'MainPID'));
        const restarts = Number(container.show(unit, 'NRestarts'));
        let restarted = false;
        let sent = 0;
        const failures: string[] = [];
        const reader = async () => {
          while (!restarted) {
            const n = sent++;
            // A query string of its own: nginx misses and asks an instance every time.
            const answer = await fetch(`${proxy}/?systemd=${n}`).catch((error: Error) => error);
            if (answer instanceof Error) failures.push(`#${n}: ${answer.message}`);
            else {
              if (answer.status >= 500) failures.push(`#${n}: ${answer.status}`);
              await answer.arrayBuffer().catch(() => failures.push(`#${n}: cut off`));
            }
          }
        };
        const readers = Array.from({ length: LOAD_CONCURRENCY }, reader);
        const killed = container.exec(['kill', '-KILL', String(before)]);
        assert(killed.status === 0, `kill: ${killed.stderr}`);
        try {
          await until(
            `${unit} restarted`,
            async () =>
              Number(container.show(unit, 'NRestarts')) > restarts &&
              container.show(unit, 'ActiveState') === 'active' &&
              (await fetch(`http://127.0.0.1:${second}/api/articles?limit=1`)).status === 200,
            START_TIMEOUT_MS,
          );
        } finally {
          restarted = true;
          await Promise.all(readers);
        }
        const after = Number(container.show(unit, 'MainPID'));
        assert(after !== before, `the main process is still ${before}`);
        assert(
          failures.length === 0,
          `${failures.length} of ${sent}: ${failures.slice(0, 5).join(', ')}`,
        );
        console.log(`      (${sent} reads through nginx while it was down and restarting)`);
      },
    );

    await check("nginx's workers run as the service's user, not as root", async () => {
      const master = container.show('hirvonal-nginx.service', 'MainPID');
      const workers = container
        .exec(['cat', `/proc/${master}/task/${master}/children`])
        .stdout.trim()
        .split(/\s+/)
        .filter(Boolean);
      assert(workers.length > 0, 'nginx has no workers');
      for (const worker of workers) {
        const uidLine = /^Uid:\s+(\d+)/m.exec(
          container.exec(['cat', `/proc/${worker}/status`]).stdout,
        );
        assert(uidLine?.[1] === String(uid), `worker ${worker} runs as uid ${uidLine?.[1]}`);
      }
    });

    await check('the resource limits of hirvonal@.service are in force', async () => {
      const unit = instances[1]!;
      const limits = instanceUnit.Service!;
      const expected = {
        MemoryMax: String(unitBytes(limits.MemoryMax![0]!)),
        MemoryHigh: String(unitBytes(limits.MemoryHigh![0]!)),
        TasksMax: limits.TasksMax![0]!,
        LimitNOFILE: limits.LimitNOFILE![0]!,
      };
      for (const [property, value] of Object.entries(expected)) {
        const shown = container.show(unit, property);
        assert(shown === value, `${property}: systemd says ${shown}, the unit file ${value}`);
      }
      // What the kernel applies to the running process.
      const pid = container.show(unit, 'MainPID');
      const openFiles = (file: string) =>
        /^Max open files\s+(\d+)\s+(\d+)/m
          .exec(container.exec(['cat', file]).stdout)
          ?.slice(1)
          .map(Number) ?? [];
      // systemd cannot raise a limit above its own hard one (a machine whose root lacks
      // CAP_SYS_RESOURCE, as this sandbox: then the process gets that ceiling).
      const wanted = Math.min(Number(expected.LimitNOFILE), openFiles('/proc/1/limits')[1]!);
      const files = openFiles(`/proc/${pid}/limits`);
      assert(
        files[0] === wanted && files[1] === wanted,
        `the process's open-file limit: ${files.join('/')}, not ${wanted}`,
      );
      if (wanted < Number(expected.LimitNOFILE)) {
        console.log(
          `      (open files: this machine's ceiling ${wanted}, below the unit's ${expected.LimitNOFILE})`,
        );
      }
      // The CPU priority (field 19 of /proc/PID/stat, after the command's closing parenthesis).
      const nice = container
        .exec(['cat', `/proc/${pid}/stat`])
        .stdout.split(') ')[1]
        ?.split(' ')[16];
      assert(nice === limits.Nice![0], `the process's nice value: ${nice}, not ${limits.Nice![0]}`);
      const cgroup = container.show(unit, 'ControlGroup');
      const kernel = [
        [`/sys/fs/cgroup${cgroup}/memory.max`, expected.MemoryMax],
        [`/sys/fs/cgroup${cgroup}/pids.max`, expected.TasksMax],
      ].filter(([file]) => container.exec(['test', '-f', file!]).status === 0);
      for (const [file, value] of kernel) {
        const applied = container.exec(['cat', file!]).stdout.trim();
        assert(applied === value, `${file}: ${applied}, the unit file ${value}`);
      }
      if (kernel.length < 2) {
        console.log(
          "      (no cgroup v2 memory/pids controller in this container: systemd's values only)",
        );
      }
    });

    await check(
      '`systemctl stop` of an instance finishes the request in flight; the unit ends inactive',
      async () => {
        const unit = instances[0]!;
        await waitActive(container, unit);
        const held = heldRequest(first);
        try {
          await held.taken;
          const began = Date.now();
          const stop = container.systemctl('stop', '--no-block', unit);
          assert(stop.status === 0, `systemctl stop: ${stop.stderr}`);
          await until(
            'the stop begins',
            () => container.show(unit, 'ActiveState') !== 'active',
            30_000,
          );
          held.sendBody();
          const status = await held.answered;
          assert(status === 200, `the request in flight answered ${status}`);
          const timeout = unitSeconds(instanceUnit.Service!.TimeoutStopSec![0]!) * 1000;
          await until(
            `${unit} stopped`,
            () => container.show(unit, 'ActiveState') !== 'deactivating',
            timeout + 10_000,
          );
          const took = Date.now() - began;
          const state = `${container.show(unit, 'ActiveState')} (${container.show(unit, 'Result')})`;
          assert(
            state === 'inactive (success)',
            `${unit} ended ${state}\n${describe(container, unit)}`,
          );
          assert(took < timeout, `the stop took ${took} ms, TimeoutStopSec is ${timeout} ms`);
          const log = container.journal(unit, 40);
          assert(
            /"signal":"SIGTERM".*shutting down|shutting down.*"signal":"SIGTERM"/.test(log),
            `no graceful shutdown on SIGTERM in the log:\n${log}`,
          );
          console.log(`      (stopped ${took} ms after systemctl stop began)`);
        } finally {
          held.close();
        }
      },
    );

    await check('an instance that keeps crashing is stopped by its start limit', async () => {
      const unit = instances[0]!;
      const burst = Number(instanceUnit.Unit!.StartLimitBurst![0]);
      const interval = unitSeconds(instanceUnit.Unit!.StartLimitIntervalSec![0]!) * 1000;
      // Its port taken by another program: every start crashes (EADDRINUSE).
      occupier = net.createServer((socket) => socket.destroy());
      await new Promise<void>((resolve) => occupier!.listen(first, '127.0.0.1', resolve));
      container.systemctl('reset-failed', unit);
      container.systemctl('start', '--no-block', unit);
      // systemd 252 keeps the crash's own Result (exit-code) and logs the refused restart.
      const refused = () =>
        container.journal(unit, 50).includes('Start request repeated too quickly');
      await until(
        `${unit} given up`,
        () => container.show(unit, 'ActiveState') === 'failed' && refused(),
        interval + START_TIMEOUT_MS,
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n      ${describe(container, unit)}`);
      });
      const restartSec = unitSeconds(instanceUnit.Service!.RestartSec![0]!) * 1000;
      await sleep(2 * restartSec);
      const state = container.show(unit, 'ActiveState');
      assert(state === 'failed', `${unit} is ${state} after the start limit`);
      const restarts = Number(container.show(unit, 'NRestarts'));
      assert(restarts >= burst - 1, `${restarts} restarts, StartLimitBurst is ${burst}`);
      console.log(`      (${restarts} restarts, then it stayed down)`);
    });
  } finally {
    occupier?.close();
    console.log('==> stopping the container');
    container.stop();
  }
  const failed = results.filter((result) => result.error).length;
  console.log(
    `${results.length - failed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  console.log(`${results.filter((result) => !result.error).length} passed, 1 failed`);
  process.exit(1);
});
