// The redirect rules that need code (SPEC section 2 "Redirects"). Every matcher carries a condition, so
// ordinary page requests never enter the proxy (DESIGN: an unconditional proxy halved throughput).
import { NextResponse, type NextRequest } from 'next/server';
import { SUPPORT_BLOCKER_MARKER, withoutTrailingElo } from './lib/routing/codeRedirects';

export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  if (url.searchParams.has('fbclid')) {
    // The fbclid query parameter is stripped (the rest of the query is kept).
    url.searchParams.delete('fbclid');
    return NextResponse.redirect(url, 308);
  }
  if (url.pathname.toLowerCase().includes(SUPPORT_BLOCKER_MARKER)) {
    // Paths that carry the support-blocker marker show the support page under their own URL.
    url.pathname = '/tamogatas';
    return NextResponse.rewrite(url);
  }
  const trimmed = withoutTrailingElo(url.pathname);
  if (trimmed !== url.pathname) {
    url.pathname = trimmed;
    return NextResponse.redirect(url, 308);
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    { source: '/:path*', has: [{ type: 'query', key: 'fbclid' }] },
    // Any letter case of a trailing /elo.
    '/:path(.*/[Ee][Ll][Oo]/?)',
    '/(.*tamogatas-blokk.*)',
  ],
};
