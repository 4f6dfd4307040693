// After the first load: a lazily imported chunk that fails to load reloads the page, at most once per
// 10 s for the same path (SPEC sections 8, 9); a second failure within the ttl stays on the page,
// logged. The reload itself is the inline <head> guard's (lib/rules/chunkReload.ts), which covers the
// first load and leaves its function on `window` for this: one record for both, and no reload code in
// the page's bundles. A route chunk that fails in a client-side navigation is Next's: it loads the
// target page in full (router.js handleRouteInfoError), whose first load the guard covers.
import { CHUNK_FAILED_GLOBAL } from '../rules/chunkReload';

type ChunkFailed = (error: unknown) => void;

/** Hands a failed import's error to the guard, which reloads when it is a chunk error. */
function toGuard(error: unknown): void {
  (window as unknown as Record<string, ChunkFailed | undefined>)[CHUNK_FAILED_GLOBAL]?.(error);
}

/**
 * A lazy import whose failures go to the guard (a chunk that did not load reloads the page); the
 * error still reaches the caller. Only our own lazy imports take this path: a route chunk that fails
 * while Next prefetches a link is Next's (it does not cache the failure, and loads the page in full
 * when the reader follows the link), never a reason to reload the page the reader is on.
 */
export function withChunkRecovery<T>(
  load: () => Promise<T>,
  failed: ChunkFailed = toGuard,
): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      failed(error);
      throw error;
    });
}
