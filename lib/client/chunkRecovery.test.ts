import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunkError } from './chunkRecovery';

describe('SPEC section 8: a failed chunk reloads the page at most once per 10 s for the same path', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }), true],
    [new Error('Loading CSS chunk 45 failed.'), true],
    [new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js'), true],
    [new Error('Network error'), false],
    ['Loading chunk 1 failed', false],
  ])('%s is a chunk load error: %s', (reason, expected) => {
    expect(isChunkLoadError(reason)).toBe(expected);
  });

  it('reloads once, then stays until the ttl has passed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const location = { pathname: '/cimke/video', reload: vi.fn() };
    expect(reloadForChunkError(storage, location, 1_000)).toBe(true);
    expect(reloadForChunkError(storage, location, 5_000)).toBe(false);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(storage, location, 11_000)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(2);
  });

  it('without storage it never reloads (no loop possible)', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    const location = { pathname: '/', reload: vi.fn() };
    expect(reloadForChunkError(storage, location, 1)).toBe(false);
    expect(location.reload).not.toHaveBeenCalled();
  });
});
