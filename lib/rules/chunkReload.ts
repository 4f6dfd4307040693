// SPEC sections 8 and 9: "Failed route chunk load: full page reload, at most once per 10 s for the same
// path" (chunk reload ttl 10000 ms). The reload times live in sessionStorage under one key, as a map of
// path → time, so the rule holds across the reload itself. Self-contained (no imports inside the
// function): its source is also the inline <head> guard (chunkGuardScript), which must work before any
// of the page's own scripts, since those are what fails.
import { CHUNK_RELOAD_TTL_MS } from '../constants';

export const CHUNK_RELOAD_STORAGE_KEY = 'hv_chunk_reload';

/**
 * The new reload record when the page at `path` should reload now, or null when it reloaded for the
 * same path less than `ttlMs` ago, or is recorded less than `ttlMs` ahead of `now` (then it stays: no
 * reload loop). `record` is the stored JSON text.
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
  // Recent either way: a clock that stepped back a little (a time sync) must not start a loop, and
  // one that stepped back far must not stop every later reload.
  const recent = (time: unknown) => typeof time === 'number' && Math.abs(now - time) < ttlMs;
  if (recent(times[path])) return null;
  const kept: Record<string, number> = {};
  for (const key of Object.keys(times)) {
    if (recent(times[key])) kept[key] = times[key]!;
  }
  kept[path] = now;
  return JSON.stringify(kept);
}

/**
 * A chunk that did not load: the bundler's ChunkLoadError (Turbopack, which builds our pages, and
 * webpack both name it so; their messages as a fallback), a failed native import() or CSS chunk.
 * Self-contained, like the record: the guard carries it.
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

/**
 * The guard's function for failures after the first load, on `window`: a lazy import that failed
 * hands it its error (lib/client/chunkRecovery.ts), and it reloads when that is a chunk error. One
 * reload logic for the whole page, in the guard, and none of it in the page's bundles.
 */
export const CHUNK_FAILED_GLOBAL = '__hvChunkFailed';

/** Whether a failed script or import is one of our build's chunks (not an ad or an embed); the guard carries it. */
export function isOwnChunkUrl(url: string): boolean {
  return /\/_next\/static\//.test(url);
}

/**
 * The inline <head> guard: reloads the page at most once per ttl for the same path (no storage: no
 * reload, no loop). Until the load event it listens (capture phase) for our chunks' <script> load
 * errors; it then stands down, since a route chunk that fails in a client-side navigation is Next's (it
 * loads the target in full, and this guard covers that load). For lazy chunks after that it leaves
 * `window[CHUNK_FAILED_GLOBAL](error)`, which shares the same record.
 */
export function chunkGuardScript(): string {
  const key = JSON.stringify(CHUNK_RELOAD_STORAGE_KEY);
  return `(function(){var r=${chunkReloadRecord.toString()},c=${isChunkLoadError.toString()},u=${isOwnChunkUrl.toString()},o=function(w){try{var n=r(sessionStorage.getItem(${key}),location.pathname,Date.now(),${CHUNK_RELOAD_TTL_MS});if(n===null){console.warn('chunk failed again within the reload ttl: staying',w);return}sessionStorage.setItem(${key},n);location.reload()}catch(x){}},h=function(e){var t=e.target;if(t&&t.tagName==='SCRIPT'&&u(t.src||''))o(t.src)};window.${CHUNK_FAILED_GLOBAL}=function(e){if(c(e))o(e.message)};addEventListener('error',h,true);addEventListener('load',function(){removeEventListener('error',h,true)})})()`;
}
