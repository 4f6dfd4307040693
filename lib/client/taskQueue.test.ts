import { describe, expect, it } from 'vitest';
import { PREFETCH_CONCURRENCY } from '../constants';
import { limitConcurrency, QueueFullError } from './taskQueue';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SPEC sections 4, 9: page data is prefetched 4 at a time', () => {
  it('never runs more than 4 at once, runs them all, and a failure frees its place', async () => {
    expect(PREFETCH_CONCURRENCY).toBe(4);
    const run = limitConcurrency(PREFETCH_CONCURRENCY);
    const tasks = Array.from({ length: 10 }, () => deferred());
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    const results = tasks.map((task, index) =>
      run(async () => {
        started.push(index);
        inFlight += 1;
        most = Math.max(most, inFlight);
        try {
          await task.promise;
        } finally {
          inFlight -= 1;
        }
      }).catch(() => 'failed'),
    );
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    tasks[1]!.reject(new Error('404'));
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    for (const task of tasks) task.resolve();
    await Promise.all(results);
    expect(started).toHaveLength(10);
    expect(most).toBe(4);
    expect(await results[1]).toBe('failed');
  });
});

describe('a bounded queue', () => {
  it('refuses a task beyond the waiting ones at once, and takes tasks again once one is done', async () => {
    const run = limitConcurrency(1, { maxWaiting: 1 });
    const first = deferred();
    const running = run(() => first.promise);
    const waiting = run(async () => 'waited');
    await expect(run(async () => 'refused')).rejects.toBeInstanceOf(QueueFullError);
    first.resolve();
    await running;
    await expect(waiting).resolves.toBe('waited');
    await expect(run(async () => 'taken')).resolves.toBe('taken');
  });
});
