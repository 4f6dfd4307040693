// After the first load (the inline <head> guard covers that until the load event, lib/rules/
// chunkReload.ts): a lazily imported chunk that fails to load reloads the page, at most once per 10 s
// for the same path (SPEC sections 8, 9); a second failure within the ttl stays on the page, logged.
// The same record as the guard's, so a reload by either counts for both. A route chunk that fails in a
// client-side navigation is Next's: it loads the target page in full (router.js handleRouteInfoError),
// whose first load the guard covers.
import { CHUNK_RELOAD_TTL_MS } from '../constants';
import { CHUNK_RELOAD_STORAGE_KEY, chunkReloadRecord } from '../rules/chunkReload';

/**
 * A chunk that did not load: the bundler's ChunkLoadError (Turbopack, which builds our pages, and
 * webpack both name it so; their messages as a fallback), a failed native import() or CSS chunk.
 */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === 'ChunkLoadError' ||
    /Failed to load chunk|Loading (?:CSS )?chunk [\w-]+ failed|dynamically imported module/i.test(
      reason.message,
    )
  );
}

/** Reloads the page unless it already did for this path within the ttl; true when it reloads. */
export function reloadForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  location: Pick<Location, 'pathname' | 'reload'> = window.location,
  now = Date.now(),
): boolean {
  let record: string | null;
  try {
    record = chunkReloadRecord(
      storage.getItem(CHUNK_RELOAD_STORAGE_KEY),
      location.pathname,
      now,
      CHUNK_RELOAD_TTL_MS,
    );
    if (record === null) {
      console.warn('a chunk failed again within the reload ttl: staying on the page');
      return false;
    }
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, record);
  } catch {
    // No storage (privacy mode): no reload, so no loop.
    return false;
  }
  location.reload();
  return true;
}

/**
 * A lazy import that reloads the page when its chunk fails (once per ttl for the path, above); the
 * error still reaches the caller. Only our own lazy imports take this path: a route chunk that fails
 * while Next prefetches a link is Next's (it does not cache the failure, and loads the page in full
 * when the reader follows the link), never a reason to reload the page the reader is on.
 */
export function withChunkRecovery<T>(
  load: () => Promise<T>,
  reload: () => void = () => void reloadForChunkError(),
): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error)) reload();
      throw error;
    });
}
