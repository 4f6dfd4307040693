// The gate of preview mode (SPEC section 4: "unauthenticated visitors are sent to /login and the
// requested path is kept in a cookie"), run by the proxy for page requests that carry Next's draft-mode
// cookie, and only for those (a conditioned matcher: other requests never enter the proxy). A valid
// editor access token lets the request through; anything else goes to /login with the path kept, where
// an expired token is refreshed and the editor comes straight back (lib/pages/loginPageProps.ts).
import { NO_STORE } from '@/lib/cachePolicy';
import { NextResponse, type NextRequest } from 'next/server';
import { edition } from '@/editions/currentEdition';
import { canSeeInactive } from '../rules/sessionRules';
import { safeKeptPath } from '../rules/keptPath';
import { authSecret } from './authSecret';
import { COOKIES, keptPathCookie } from './cookies';
import { verifyAccessToken } from './tokens';

/** Next's draft-mode cookie. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** Paths the gate never stops: the login page itself, the API, build assets, files. */
export function isGatedPath(pathname: string): boolean {
  return !/^\/(?:login(?:\/|$)|api\/|_next\/static\/|_next\/image|uploads\/|images\/|favicon)/.test(
    pathname,
  );
}

export async function previewGate(request: NextRequest): Promise<NextResponse | null> {
  if (!request.cookies.has(DRAFT_MODE_COOKIE) || !isGatedPath(request.nextUrl.pathname))
    return null;
  const token = request.cookies.get(COOKIES.access)?.value;
  if (token) {
    const check = await verifyAccessToken(authSecret(), token, { audience: edition.slug });
    if (check.ok && canSeeInactive(check.claims.role)) return null;
  }
  const kept = safeKeptPath(`${request.nextUrl.pathname}${request.nextUrl.search}`) ?? '/';
  const login = request.nextUrl.clone();
  login.pathname = '/login';
  login.search = '';
  const response = NextResponse.redirect(login, 307);
  response.headers.set('Cache-Control', NO_STORE);
  const secure =
    request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  response.headers.append('Set-Cookie', keptPathCookie(kept, secure));
  return response;
}
