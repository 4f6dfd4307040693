// Which redirects the walk may meet (issue 27, item 1): a link may end on a page through redirects only
// where SPEC section 2's redirect table names each hop (lib/routing/redirectTable.ts, matched with the
// same path matcher Next.js applies to it), or one of the redirect rules that need code (proxy.ts:
// fbclid stripped, a trailing /elo dropped). Any other redirect is a defect of the link or the route.
import { compile, match } from 'next/dist/compiled/path-to-regexp';
import { withoutTrailingElo } from '@/lib/routing/codeRedirects';
import { redirectsFor } from '@/lib/routing/redirectTable';

/** The HTTP status of a permanent and of a temporary redirect of the table (Next.js's). */
const STATUS = { permanent: 308, temporary: 307 } as const;

function byTable(edition: string, from: URL, to: URL, status: number): boolean {
  return redirectsFor(edition).some((rule) => {
    const found = match(rule.source, { decode: decodeURIComponent })(from.pathname);
    if (!found) return false;
    if (status !== (rule.permanent ? STATUS.permanent : STATUS.temporary)) return false;
    const destination = new URL(rule.destination, from);
    const path = compile(destination.pathname, { encode: encodeURIComponent })(found.params);
    return destination.origin === to.origin && path === to.pathname;
  });
}

function byCode(from: URL, to: URL, status: number): boolean {
  if (status !== STATUS.permanent) return false;
  if (from.searchParams.has('fbclid')) {
    const stripped = new URL(from.href);
    stripped.searchParams.delete('fbclid');
    return stripped.href === to.href;
  }
  return withoutTrailingElo(from.pathname) === to.pathname && from.search === to.search;
}

/** Why a redirect hop is wrong, or null when SPEC names it. */
export function unnamedRedirect(
  edition: string,
  from: URL,
  to: URL,
  status: number,
): string | null {
  if (byTable(edition, from, to, status) || byCode(from, to, status)) return null;
  return `redirect ${from.pathname}${from.search} -> ${to.pathname}${to.search} (${status}) is not in the redirect table`;
}
