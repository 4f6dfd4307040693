// The page of a list in its path (SPEC section 5 `oldal`): the proxy serves `?oldal=N` of a later page
// (2 and up) from a `/oldal/N` suffix (internalRewrites.ts), so that every page of a list is its own ISR
// page, and the page-kind loaders (lib/pages/pageKinds.ts) read it back here, once, into a number. The
// first page has no suffix: `oldal` of 0, 1, or anything that names no page shows the list's own path
// (SPEC section 5: 1 or absent is the first page), one cached page. Nothing else parses `oldal`.
import { PAGE_PARAM } from './paths';

/** The `oldal` values that may name a page of a list. */
const PAGE_NUMBER = /^\d{1,6}$/;
const SUFFIX = new RegExp(`^(.*)/${PAGE_PARAM}/([^/]+)$`);

/** The later page (2 and up) an `oldal` value names, or null (the first page, or no page at all). */
export function laterPageOf(oldal: string | null | undefined): number | null {
  if (oldal == null || !PAGE_NUMBER.test(oldal)) return null;
  const page = Number(oldal);
  return page >= 2 ? page : null;
}

/** `path` with the suffix that serves its page `page` (2 and up). */
export function withPageSuffix(path: string, page: number): string {
  return `${path}/${PAGE_PARAM}/${page}`;
}

/** The path without its `/oldal/N` suffix, and the page it names (1 without one). */
export function splitPageSuffix(path: string): { path: string; page: number } {
  const match = SUFFIX.exec(path);
  const page = match ? laterPageOf(match[2]) : null;
  return match && page !== null ? { path: match[1] || '/', page } : { path, page: 1 };
}
