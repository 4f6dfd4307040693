// After the first load (the inline <head> guard covers that, lib/rules/chunkReload.ts): a lazily
// imported chunk that fails to load reloads the page, at most once per 10 s for the same path (SPEC
// sections 8, 9); a second failure within the ttl stays on the page, logged.
import { CHUNK_RELOAD_TTL_MS } from '../constants';
import { CHUNK_RELOAD_STORAGE_KEY, chunkReloadRecord } from '../rules/chunkReload';

/** Webpack's ChunkLoadError, a failed dynamic import() or a failed CSS chunk. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === 'ChunkLoadError' ||
    /Loading (?:CSS )?chunk [\w-]+ failed|dynamically imported module/i.test(reason.message)
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
