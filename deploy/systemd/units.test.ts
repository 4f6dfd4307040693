// The systemd units (issue 29, item 6) against the product they run: each restarts on failure within
// limits, has resource limits, stops gracefully (the instance's grace fits in systemd's stop timeout),
// and starts files that exist with the options they take. What can drift from the code is checked here;
// scripts/test-systemd.ts runs them under a real systemd.
import fs from 'node:fs';
import { DEFAULT_GRACE_MS } from '@/server/shutdown';
import { readUnit, unitSeconds as seconds } from './unitFile';

const SERVICES = ['hirvonal@.service', 'hirvonal-nginx.service', 'hirvonal-quiz.service'];

describe('systemd units', () => {
  it.each(SERVICES)(
    '%s restarts on failure, within a start limit, and has resource limits',
    (name) => {
      const { Unit, Service, Install } = readUnit(name);
      expect(Service!.Restart).toEqual(['on-failure']);
      expect(Number(Unit!.StartLimitBurst?.[0])).toBeGreaterThan(1);
      expect(seconds(Unit!.StartLimitIntervalSec?.[0] ?? '')).toBeGreaterThan(0);
      expect(Service!.MemoryMax?.[0]).toMatch(/^\d+[MG]$/);
      expect(Number(Service!.TasksMax?.[0])).toBeGreaterThan(0);
      expect(Number(Service!.LimitNOFILE?.[0])).toBeGreaterThanOrEqual(16384);
      expect(Unit!.PartOf).toEqual(['hirvonal.target']);
      expect(Install!.WantedBy).toEqual(['hirvonal.target']);
    },
  );

  it('stops an instance with SIGTERM and waits longer than its grace and its own forced exit', () => {
    const { Service } = readUnit('hirvonal@.service');
    expect(Service!.KillSignal).toEqual(['SIGTERM']);
    const grace = Number(/SHUTDOWN_GRACE_MS=(\d+)/.exec(Service!.Environment!.join(' '))?.[1]);
    expect(grace).toBe(DEFAULT_GRACE_MS);
    // server/shutdown.ts exits by itself one grace after the connections were cut (two in all).
    expect(seconds(Service!.TimeoutStopSec![0]!) * 1000).toBeGreaterThan(2 * grace);
  });

  it("runs the instances below nginx's CPU priority, as the loopback topology does", () => {
    const instanceNice = Number(readUnit('hirvonal@.service').Service!.Nice?.[0]);
    const topology = fs.readFileSync('deploy/start-topology.sh', 'utf8');
    expect(instanceNice).toBeGreaterThan(0);
    expect(readUnit('hirvonal-nginx.service').Service!.Nice).toBeUndefined();
    expect(/INSTANCE_NICE=\$\{INSTANCE_NICE:-(\d+)\}/.exec(topology)?.[1]).toBe(
      String(instanceNice),
    );
  });

  it('starts the product server on the instance port, from its own copy of the build', () => {
    const { Service } = readUnit('hirvonal@.service');
    const start = Service!.ExecStart![0]!;
    expect(start).toContain('server/main.ts -p %i -H 127.0.0.1');
    expect(fs.existsSync('server/main.ts')).toBe(true);
    expect(Service!.Environment!.join(' ')).toContain('NEXT_DIST_DIR=.next-instance-%i');
    expect(Service!.ExecStartPre![0]).toContain('.next-instance-%i');
  });

  it('starts the quiz service with the options it reads', () => {
    const { Service } = readUnit('hirvonal-quiz.service');
    const start = Service!.ExecStart![0]!;
    const script = /(scripts\/quiz\/server\.ts)/.exec(start)?.[1];
    expect(script && fs.existsSync(script)).toBe(true);
    const source = fs.readFileSync(script!, 'utf8');
    for (const option of start.match(/--[a-z-]+/g) ?? []) {
      if (option === '--disable-warning') continue;
      expect(source, option).toContain(`argument('${option.slice(2)}')`);
    }
    expect(source).toContain("process.on('SIGTERM'");
  });

  it('stops nginx gracefully and reloads it in place', () => {
    const { Service } = readUnit('hirvonal-nginx.service');
    expect(Service!.KillSignal).toEqual(['SIGQUIT']);
    expect(Service!.ExecReload![0]).toMatch(/-s reload$/);
    expect(Service!.ExecStartPre![0]).toMatch(/nginx -t /);
  });

  it('the target starts nginx and the quiz service with the enabled instances', () => {
    const { Unit } = readUnit('hirvonal.target');
    expect(Unit!.Wants![0]!.split(' ').sort()).toEqual([
      'hirvonal-nginx.service',
      'hirvonal-quiz.service',
    ]);
  });
});
