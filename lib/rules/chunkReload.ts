// SPEC sections 8 and 9: "Failed route chunk load: full page reload, at most once per 10 s for the same
// path" (chunk reload ttl 10000 ms). The reload times live in sessionStorage under one key, as a map of
// path → time, so the rule holds across the reload itself. Self-contained (no imports inside the
// function): its source is also the inline <head> guard (chunkGuardScript), which must work before any
// of the page's own scripts, since those are what fails.
import { CHUNK_RELOAD_TTL_MS } from '../constants';

export const CHUNK_RELOAD_STORAGE_KEY = 'hv_chunk_reload';

/**
 * The new reload record when the page at `path` should reload now, or null when it reloaded for the
 * same path less than `ttlMs` ago (then it stays: no reload loop). `record` is the stored JSON text.
 */
export function chunkReloadRecord(
  record: string | null,
  path: string,
  now: number,
  ttlMs: number,
): string | null {
  let times: Record<string, number> = {};
  try {
    const parsed: unknown = record ? JSON.parse(record) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      times = parsed as Record<string, number>;
    }
  } catch {
    times = {};
  }
  const last = times[path];
  if (typeof last === 'number' && now - last >= 0 && now - last < ttlMs) return null;
  const kept: Record<string, number> = {};
  for (const key of Object.keys(times)) {
    if (typeof times[key] === 'number' && now - times[key]! < ttlMs) kept[key] = times[key]!;
  }
  kept[path] = now;
  return JSON.stringify(kept);
}

/** Whether a failed script or import is one of our build's chunks (not an ad or an embed). */
export function isOwnChunkUrl(url: string): boolean {
  return /\/_next\/static\//.test(url);
}

/**
 * The inline <head> guard: a capture-phase listener for our chunks' <script> load errors that reloads
 * the page at most once per ttl for the same path (no storage: no reload, no loop). It covers the first
 * load only and stands down at the load event: later, a route chunk that fails in a client-side
 * navigation is Next's (it loads the target in full, and this guard covers that load), and failed lazy
 * chunks are the client runtime's, with the same record (lib/client/chunkRecovery.ts).
 */
export function chunkGuardScript(): string {
  return `(function(){var r=${chunkReloadRecord.toString()},h=function(e){var t=e.target;if(!t||t.tagName!=='SCRIPT'||!/\\/_next\\/static\\//.test(t.src||''))return;try{var n=r(sessionStorage.getItem(${JSON.stringify(
    CHUNK_RELOAD_STORAGE_KEY,
  )}),location.pathname,Date.now(),${CHUNK_RELOAD_TTL_MS});if(n===null){console.warn('chunk failed again within the reload ttl: staying',t.src);return}sessionStorage.setItem(${JSON.stringify(
    CHUNK_RELOAD_STORAGE_KEY,
  )},n);location.reload()}catch(x){}};addEventListener('error',h,true);addEventListener('load',function(){removeEventListener('error',h,true)})})()`;
}
