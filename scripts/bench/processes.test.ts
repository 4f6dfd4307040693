import { cpuPlan, onCpus } from './processes';

describe('cpuPlan', () => {
  it.each([
    [2, undefined, true, { servers: '0', load: '1', loadCpus: 1 }],
    [8, undefined, true, { servers: '0-6', load: '7', loadCpus: 1 }],
    [1, undefined, true, null],
    [4, 'off', true, null],
    [4, undefined, false, null],
  ])('%i CPUs, BENCH_PIN=%s, taskset %s', (cpus, pin, hasTaskset, plan) => {
    expect(cpuPlan(cpus, pin, hasTaskset)).toEqual(plan);
  });

  it('runs a command through taskset only with CPUs to pin to', () => {
    expect(onCpus('0', 'wrk', ['-t1'])).toEqual(['taskset', ['-c', '0', 'wrk', '-t1']]);
    expect(onCpus(undefined, 'wrk', ['-t1'])).toEqual(['wrk', ['-t1']]);
  });
});
