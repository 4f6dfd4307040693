// Pure parts of the redirect rules that live in proxy.ts (SPEC section 2 "Redirects").

/**
 * Paths containing this marker are rewritten to the support page: links that ad and "support"
 * blockers would hide point to a marked path instead of /tamogatas.
 */
export const SUPPORT_BLOCKER_MARKER = 'tamogatas-blokk';

/** /{mainSuperTag}/{yyyy}/{mm}/{dd}/{slug}/elo: the live blog variant, a real route. */
const LIVE_ARTICLE = /^\/[^/]+\/\d{4}\/\d{2}\/\d{2}\/[^/]+\/elo\/?$/i;

/** A trailing /elo on a path that is not a live article route is dropped. */
export function withoutTrailingElo(pathname: string): string {
  if (!/\/elo\/?$/i.test(pathname) || LIVE_ARTICLE.test(pathname)) return pathname;
  return pathname.replace(/\/elo\/?$/i, '') || '/';
}
