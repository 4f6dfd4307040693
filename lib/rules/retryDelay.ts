// How long a queue waits before it tries a failed delivery again (issue 29's mail queue, issue 32's
// push queue): the first retry after `firstMs`, each next one twice as long, never longer than `maxMs`.

export function retryDelayMs(
  attempts: number,
  { firstMs, maxMs }: { firstMs: number; maxMs: number },
) {
  const doublings = Math.min(Math.max(0, attempts - 1), 30);
  return Math.min(maxMs, firstMs * 2 ** doublings);
}
