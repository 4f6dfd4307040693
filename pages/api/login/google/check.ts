// POST /api/login/google/check (SPEC section 7; form: code, redirect_uri, and the state the provider sent
// back): exchanges the code with the provider, verifies the ID token (signature, issuer, audience,
// expiry, nonce), finds or creates the account and answers the session with its cookies. The client
// then reloads the current user (/api/me).
import { z } from 'zod';
import { getAccounts, refusedError, sendSession } from '@/lib/accounts/authHttp';
import { privateRoute } from '@/lib/http/privateRoute';
import { clientAddress } from '@/lib/http/clientAddress';
import { HttpError } from '@/lib/http/httpError';
import { parseFields, readFields } from '@/lib/http/requestBody';
import {
  appendCookies,
  clearCookie,
  COOKIES,
  cookieValue,
  isSecureRequest,
} from '@/lib/accounts/cookies';
import { exchangeCode, OidcError, oidcSettingsFromEnv } from '@/lib/accounts/oidc';
import { requestOrigin } from '@/lib/accounts/origin';
import { sameSecret } from '@/lib/accounts/tokens';
import { paths } from '@/lib/routing/paths';
import { log } from '@/lib/observability/log';

export const config = { api: { bodyParser: false } };

const checkSchema = z.object({
  code: z.string().trim().min(1).max(2_000),
  redirect_uri: z.string().trim().min(1).max(2_000),
  state: z.string().trim().max(100).optional(),
});

export default privateRoute(['POST'], async (req, res) => {
  const settings = oidcSettingsFromEnv();
  if (!settings) throw new HttpError(404, 'Social sign-in is not configured.', 'not-configured');
  const fields = parseFields(checkSchema, await readFields(req));
  if (fields.redirect_uri !== `${requestOrigin(req)}${paths.login()}`) {
    throw new HttpError(400, "redirect_uri must be this site's /login.", 'invalid-field', {
      field: 'redirect_uri',
    });
  }
  // The flow must have started in this browser (GET /api/login/google set the cookie), and the state
  // the provider sent back must be the one we made.
  const [state = '', nonce = ''] = (cookieValue(req, COOKIES.oidc) ?? '').split('.');
  if (!state || !nonce) throw new HttpError(400, 'No sign-in under way.', 'no-flow');
  if (fields.state !== undefined && !sameSecret(fields.state, state)) {
    throw new HttpError(400, 'The state does not match.', 'invalid-field', { field: 'state' });
  }
  appendCookies(res, [clearCookie(COOKIES.oidc, isSecureRequest(req))]);
  const { accounts } = await getAccounts();
  // Codes are tried against the provider: limit them per address like passwords.
  const limited = await accounts.limitAddress('social', clientAddress(req));
  if (limited) throw refusedError(limited);
  let identity;
  try {
    identity = await exchangeCode(settings, {
      code: fields.code,
      redirectUri: fields.redirect_uri,
      state,
      expectedNonce: nonce,
    });
  } catch (error) {
    if (error instanceof OidcError) {
      log.warn(`social sign-in refused: ${error.message}`);
      throw new HttpError(401, 'Social sign-in failed.', 'social-failed');
    }
    throw error;
  }
  const result = await accounts.signInWithProvider(identity);
  if (!result.ok) throw refusedError(result);
  sendSession(req, res, result.session);
});
