// POST /api/token/refresh (SPEC section 7): refreshToken (in the body, or the session cookie) for a new
// token pair. Refresh tokens rotate; a reused one ends every session of its family (and this one).
import { z } from 'zod';
import {
  clearSessionCookies,
  getAccounts,
  refusedError,
  sendSession,
} from '@/lib/accounts/authHttp';
import { privateRoute } from '@/lib/http/privateRoute';
import { parseFields, readFields } from '@/lib/http/requestBody';
import { COOKIES, cookieValue } from '@/lib/accounts/cookies';

export const config = { api: { bodyParser: false } };

const refreshSchema = z.object({ refreshToken: z.string().min(1).max(200).optional() });

export default privateRoute(['POST'], async (req, res) => {
  const fields = parseFields(refreshSchema, await readFields(req));
  const refreshToken = fields.refreshToken ?? cookieValue(req, COOKIES.refresh);
  if (!refreshToken) {
    clearSessionCookies(req, res);
    throw refusedError({ ok: false, reason: 'refresh-invalid' });
  }
  const { accounts } = await getAccounts();
  const result = await accounts.refresh(refreshToken);
  if (!result.ok) {
    clearSessionCookies(req, res);
    throw refusedError(result);
  }
  sendSession(req, res, result.session);
});
