// GET /api/login/google?path=: starts social sign-in (SPEC section 7): a redirect to the provider with
// response type code, scope 'openid profile email', a random 10-character state and the redirect path
// /login. The state and a nonce wait in a short-lived HttpOnly cookie; `path` (same-origin only) is kept
// for after the login. 404 when no provider is configured.
import { authRoute, HttpError } from '@/lib/accounts/authHttp';
import { newOpaqueToken } from '@/lib/accounts/tokens';
import {
  appendCookies,
  isSecureRequest,
  keptPathCookie,
  oidcFlowCookie,
} from '@/lib/accounts/cookies';
import { authorizationUrl, oidcSettingsFromEnv, randomState } from '@/lib/accounts/oidc';
import { requestOrigin } from '@/lib/accounts/origin';
import { pathParam, redirect } from '@/lib/accounts/preview';
import { paths } from '@/lib/routing/paths';

export default authRoute(['GET'], async (req, res) => {
  const settings = oidcSettingsFromEnv();
  if (!settings) throw new HttpError(404, 'Social sign-in is not configured.', 'not-configured');
  const kept = pathParam(req.query.path);
  const state = randomState();
  const nonce = newOpaqueToken();
  const url = await authorizationUrl(settings, {
    redirectUri: `${requestOrigin(req)}${paths.login()}`,
    state,
    nonce,
  });
  const secure = isSecureRequest(req);
  appendCookies(res, [
    oidcFlowCookie(`${state}.${nonce}`, secure),
    ...(kept ? [keptPathCookie(kept, secure)] : []),
  ]);
  redirect(res, url, 302);
});
