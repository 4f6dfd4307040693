// GET /api/login/google?path=: starts social sign-in (SPEC section 7): a redirect to the provider with
// response type code, scope 'openid profile email', a random 10-character state and the redirect path
// /login. The state and a nonce wait in a short-lived HttpOnly cookie; `path` (same-origin only) is kept
// for after the login. A reader follows this as a link, so a provider that is not configured or does
// not answer sends them back to the login page with a message, never to a JSON error (issue 27).
import { privateRoute } from '@/lib/http/privateRoute';
import { newOpaqueToken } from '@/lib/accounts/tokens';
import {
  appendCookies,
  isSecureRequest,
  keptPathCookie,
  oidcFlowCookie,
} from '@/lib/accounts/cookies';
import { authorizationUrl, oidcSettingsFromEnv, randomState } from '@/lib/accounts/oidc';
import { requestOrigin } from '@/lib/accounts/origin';
import { pathParam, redirect, SOCIAL_FAILED_QUERY } from '@/lib/accounts/preview';
import { paths } from '@/lib/routing/paths';
import { log } from '@/lib/observability/log';

export default privateRoute(['GET'], async (req, res) => {
  const failed = `${paths.login()}?${SOCIAL_FAILED_QUERY}`;
  const settings = oidcSettingsFromEnv();
  if (!settings) return redirect(res, failed, 302);
  const kept = pathParam(req.query.path);
  const state = randomState();
  const nonce = newOpaqueToken();
  let url: string;
  try {
    url = await authorizationUrl(settings, {
      redirectUri: `${requestOrigin(req)}${paths.login()}`,
      state,
      nonce,
    });
  } catch (error) {
    log.error('social sign-in: the provider did not answer', { error: error });
    return redirect(res, failed, 302);
  }
  const secure = isSecureRequest(req);
  appendCookies(res, [
    oidcFlowCookie(`${state}.${nonce}`, secure),
    ...(kept ? [keptPathCookie(kept, secure)] : []),
  ]);
  redirect(res, url, 302);
});
