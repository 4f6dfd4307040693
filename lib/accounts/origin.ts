// The origin the browser used for this request, for the social sign-in redirect URI (SPEC section 7:
// redirect path /login). Behind our nginx (TRUST_PROXY=1) from X-Forwarded-Proto/Host; the provider
// accepts only the redirect URIs registered for the client, so a forged Host gets nowhere.
import type { IncomingMessage } from 'node:http';
import { isSecureRequest } from './cookies';

export function requestOrigin(req: IncomingMessage): string {
  const forwardedHost =
    process.env.TRUST_PROXY === '1' ? req.headers['x-forwarded-host'] : undefined;
  const host =
    (Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost) ?? req.headers.host;
  return `${isSecureRequest(req) ? 'https' : 'http'}://${host ?? 'localhost'}`;
}
