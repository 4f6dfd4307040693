// Pure parts of the redirect rules that need code (SPEC section 2 "Redirects"): those in proxy.ts and
// the heading-menu redirect of pages/[section]/index.tsx.
import { paths } from './paths';

/**
 * Paths containing this marker are rewritten to the support page: links that ad and "support"
 * blockers would hide point to a marked path instead of /tamogatas.
 */
export const SUPPORT_BLOCKER_MARKER = 'tamogatas-blokk';

/** Whether a path carries the support-blocker marker, in any letter case (SPEC section 2). */
export function hasSupportBlockerMarker(pathname: string): boolean {
  return pathname.toLowerCase().includes(SUPPORT_BLOCKER_MARKER);
}

/**
 * Where a single-segment path that matches a heading menu item goes (SPEC section 2): `/rovat/{that}`
 * with the request's query string kept, matched in any letter case; null when no item matches.
 * `headingSections` are the section slugs the heading menu links to; `search` is the request's query
 * string with its '?' (or empty).
 */
export function headingMenuRedirect(
  segment: string,
  headingSections: readonly string[],
  search: string,
): string | null {
  const slug = segment.toLowerCase();
  if (!headingSections.some((section) => section.toLowerCase() === slug)) return null;
  return `${paths.section(slug)}${search === '?' ? '' : search}`;
}

/** /{mainSuperTag}/{yyyy}/{mm}/{dd}/{slug}/elo: the live blog variant, a real route. */
const LIVE_ARTICLE = /^\/[^/]+\/\d{4}\/\d{2}\/\d{2}\/[^/]+\/elo\/?$/i;

/** A trailing /elo on a path that is not a live article route is dropped. */
export function withoutTrailingElo(pathname: string): string {
  if (!/\/elo\/?$/i.test(pathname) || LIVE_ARTICLE.test(pathname)) return pathname;
  return pathname.replace(/\/elo\/?$/i, '') || '/';
}
