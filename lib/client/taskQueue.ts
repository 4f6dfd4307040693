// A queue that runs at most `concurrency` async tasks at a time (SPEC sections 4, 9: page data is
// prefetched 4 at a time). A failed task frees its place like a finished one; every task runs.

export type Task<T> = () => Promise<T>;

export function limitConcurrency(concurrency: number) {
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
      else waiting.push(start);
    });
  };
}
