// A queue that runs at most `concurrency` async tasks at a time (SPEC sections 4, 9: page data is
// prefetched 4 at a time). A failed task frees its place like a finished one; every task runs, unless
// the queue is bounded (the image service's conversions): then a task beyond `maxWaiting` waiting ones
// is refused at once with a QueueFullError, so a burst cannot pile up work the server never finishes.

export type Task<T> = () => Promise<T>;

export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

export function limitConcurrency(concurrency: number, { maxWaiting = Infinity } = {}) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return function run<T>(task: Task<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        running += 1;
        task().then(resolve, reject).finally(next);
      };
      if (running < concurrency) start();
      else if (waiting.length < maxWaiting) waiting.push(start);
      else reject(new QueueFullError(`more than ${maxWaiting} tasks waiting`));
    });
  };
}
