import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunkError, withChunkRecovery } from './chunkRecovery';

describe('SPEC section 8: a failed chunk reloads the page at most once per 10 s for the same path', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }), true],
    [new Error('Loading CSS chunk 45 failed.'), true],
    [new Error('Failed to load chunk /_next/static/chunks/0ab1.js from module 123'), true],
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

  describe('a lazy import whose chunk fails', () => {
    const chunkError = Object.assign(new Error('Loading chunk 77 failed.'), {
      name: 'ChunkLoadError',
    });
    it.each([
      ['its chunk failed', chunkError, 1],
      ['a native import() failed', new TypeError('Failed to fetch dynamically imported module'), 1],
      ['the module itself threw', new TypeError('x is undefined'), 0],
    ])('%s: %i reload, and the error still reaches the caller', async (_case, error, reloads) => {
      const reload = vi.fn();
      const load = withChunkRecovery(() => Promise.reject(error), reload);
      await expect(load()).rejects.toBe(error);
      expect(reload).toHaveBeenCalledTimes(reloads);
    });

    it('loads as usual when the chunk is there', async () => {
      const reload = vi.fn();
      await expect(withChunkRecovery(() => Promise.resolve({ ok: 1 }), reload)()).resolves.toEqual({
        ok: 1,
      });
      expect(reload).not.toHaveBeenCalled();
    });
  });
});
