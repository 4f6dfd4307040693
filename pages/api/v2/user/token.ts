// POST /api/v2/user/token (SPEC section 7, CRM, bearer or session cookie; body: email): a short-lived
// token the payment and subscription pages hand to the CRM for the signed-in reader. Only for the
// reader's own address (another one is a 403).
import { z } from 'zod';
import { requireUser } from '@/lib/accounts/authHttp';
import { privateRoute, sendJson } from '@/lib/http/privateRoute';
import { HttpError } from '@/lib/http/httpError';
import { parseFields, readFields } from '@/lib/http/requestBody';
import { authSecret } from '@/lib/accounts/authSecret';
import { signAccessToken } from '@/lib/accounts/tokens';
import { CRM_TOKEN_TTL_SECONDS } from '@/lib/constants';
import { edition } from '@/editions/currentEdition';

export const config = { api: { bodyParser: false } };

const bodySchema = z.object({ email: z.string().trim().min(1).max(320).email() });

export default privateRoute(['POST'], async (req, res) => {
  const { user } = await requireUser(req);
  const { email } = parseFields(bodySchema, await readFields(req));
  if (user.email.toLowerCase() !== email.toLowerCase()) {
    throw new HttpError(403, 'A token only for your own address.', 'other-email');
  }
  const { token, expiresAt } = await signAccessToken(authSecret(), {
    userId: user.id,
    role: user.role,
    audience: `crm:${edition.slug}`,
    ttlSeconds: CRM_TOKEN_TTL_SECONDS,
  });
  sendJson(res, { token, expiresAt });
});
