import { describe, expect, it, vi } from 'vitest';

// A stand-in for Next's router singleton: every prefetch waits until the test lets it finish.
const pending: Array<{ url: string; finish: () => void }> = [];
const original = vi.fn(
  (url: string) => new Promise<void>((resolve) => pending.push({ url, finish: resolve })),
);
vi.mock('next/router', () => ({ default: { router: { prefetch: original } } }));

const { default: Router } = await import('next/router');
const { limitPrefetches } = await import('./prefetchLimit');

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("SPEC sections 4, 9: <Link>'s prefetches go through the router 4 at a time", () => {
  it('holds the fifth prefetch until one of the first four is done, and installs once', async () => {
    limitPrefetches();
    limitPrefetches();
    const prefetch = Router.router!.prefetch;
    expect(prefetch).not.toBe(original);
    const done = Array.from({ length: 6 }, (_, i) => prefetch(`/cikk-${i}`));
    await tick();
    expect(pending.map((p) => p.url)).toEqual(['/cikk-0', '/cikk-1', '/cikk-2', '/cikk-3']);
    pending[2]!.finish();
    await tick();
    expect(original).toHaveBeenCalledTimes(5);
    expect(original).toHaveBeenLastCalledWith('/cikk-4');
    pending.forEach((p) => p.finish());
    await tick();
    pending.forEach((p) => p.finish());
    await Promise.all(done);
    expect(original).toHaveBeenCalledTimes(6);
  });
});
