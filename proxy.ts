// The redirect rules that need code (SPEC section 2 "Redirects") and the internal rewrites
// (lib/routing/internalRewrites.ts). Every matcher carries a condition, so ordinary page requests never
// enter the proxy (DESIGN: an unconditional proxy halved throughput).
import { NextResponse, type NextRequest } from 'next/server';
import { hasSupportBlockerMarker, withoutTrailingElo } from './lib/routing/codeRedirects';
import { internalRewritePath } from './lib/routing/internalRewrites';
import { FILTER_PARAM, PAGE_PARAM } from './lib/routing/paths';
import { APP_MODE_PARAM, appModePath } from './lib/routing/renderMode';
import { previewGate } from './lib/accounts/previewGate';

export async function proxy(request: NextRequest) {
  // Preview mode: only a signed-in editor's requests pass with the draft-mode cookie.
  const gate = await previewGate(request);
  if (gate) return gate;
  const url = request.nextUrl.clone();
  if (url.searchParams.has('fbclid')) {
    // The fbclid query parameter is stripped (the rest of the query is kept).
    url.searchParams.delete('fbclid');
    return NextResponse.redirect(url, 308);
  }
  if (hasSupportBlockerMarker(url.pathname)) {
    // Paths that carry the support-blocker marker show the support page under their own URL.
    url.pathname = '/tamogatas';
    return NextResponse.rewrite(url);
  }
  const trimmed = withoutTrailingElo(url.pathname);
  if (trimmed !== url.pathname) {
    url.pathname = trimmed;
    return NextResponse.redirect(url, 308);
  }
  const rewritten = internalRewritePath(
    url.pathname,
    url.searchParams.get(PAGE_PARAM),
    url.searchParams.get(FILTER_PARAM),
  );
  // App mode (SPEC section 4): the page renders under its internal app-mode path, cached on its own.
  const inApp = url.searchParams.has(APP_MODE_PARAM)
    ? appModePath(rewritten ?? url.pathname)
    : null;
  if (inApp !== null || rewritten !== null) {
    url.pathname = inApp ?? rewritten!;
    return NextResponse.rewrite(url);
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    { source: '/:path*', has: [{ type: 'query', key: 'fbclid' }] },
    // Preview mode: requests with the draft-mode cookie (DRAFT_MODE_COOKIE, lib/accounts/previewGate.ts;
    // a literal: Next reads this config statically).
    { source: '/:path*', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
    // App mode: the newsroom's app adds isMobileApp to every page it opens (renderMode.ts).
    { source: '/:path*', has: [{ type: 'query', key: 'isMobileApp' }] },
    // Any letter case of a trailing /elo.
    '/:path(.*/[Ee][Ll][Oo]/?)',
    // The support-blocker marker (SUPPORT_BLOCKER_MARKER) in any letter case.
    '/(.*[Tt][Aa][Mm][Oo][Gg][Aa][Tt][Aa][Ss]-[Bb][Ll][Oo][Kk][Kk].*)',
    // Internal rewrites: a page of a list, feeds, sitemaps, robots.txt, demo images.
    {
      source:
        '/:list(legfrissebb|legfontosabb|kedvenceink|english|after|g7|rovat|cimke|szerzo|melleklet)/:path*',
      has: [{ type: 'query', key: 'oldal' }],
    },
    // A supplement's sub-filter (FILTER_PARAM).
    { source: '/melleklet/:path*', has: [{ type: 'query', key: 'szuro' }] },
    '/rss/:path*',
    '/sitemap.xml',
    '/sitemap/:path*',
    '/robots.txt',
    '/uploads/:path*',
  ],
};
