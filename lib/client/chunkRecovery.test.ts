// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { withChunkRecovery } from './chunkRecovery';

// SPEC sections 8, 9: the guard decides (lib/rules/chunkReload.test.ts); a lazy import hands it its error.
describe('a lazy import whose chunk fails', () => {
  it('hands the error to the guard, and the error still reaches the caller', async () => {
    const error = Object.assign(new Error('Loading chunk 77 failed.'), { name: 'ChunkLoadError' });
    const failed = vi.fn();
    await expect(withChunkRecovery(() => Promise.reject(error), failed)()).rejects.toBe(error);
    expect(failed).toHaveBeenCalledWith(error);
  });

  it('loads as usual when the chunk is there', async () => {
    const failed = vi.fn();
    await expect(withChunkRecovery(() => Promise.resolve({ ok: 1 }), failed)()).resolves.toEqual({
      ok: 1,
    });
    expect(failed).not.toHaveBeenCalled();
  });

  it('without the guard (no inline script) the error still reaches the caller', async () => {
    const error = new Error('Loading chunk 1 failed.');
    await expect(withChunkRecovery(() => Promise.reject(error))()).rejects.toBe(error);
  });
});
