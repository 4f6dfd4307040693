// POST /api/login/otp/verify (SPEC section 7): the one-time code, with the first-step token as bearer.
// Answers the access and refresh tokens and sets the session cookies.
import { z } from 'zod';
import {
  authRoute,
  clientAddress,
  getAccounts,
  HttpError,
  parseFields,
  readFields,
  refusedError,
  sendSession,
} from '@/lib/accounts/authHttp';

export const config = { api: { bodyParser: false } };

const codeSchema = z.object({ code: z.coerce.string().trim().min(1).max(20) });

export default authRoute(['POST'], async (req, res) => {
  const match = /^Bearer\s+(\S{1,200})\s*$/i.exec(req.headers.authorization ?? '');
  if (!match) {
    throw new HttpError(
      401,
      'Missing first-step token (Authorization: Bearer).',
      'no-token',
      {},
      {
        'WWW-Authenticate': 'Bearer',
      },
    );
  }
  const { code } = parseFields(codeSchema, await readFields(req));
  const { accounts } = await getAccounts();
  const result = await accounts.verifyCode({
    firstStepToken: match[1]!,
    code,
    address: clientAddress(req),
  });
  if (!result.ok) throw refusedError(result);
  sendSession(req, res, result.session);
});
