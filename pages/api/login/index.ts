// POST /api/login (SPEC section 7): email and password, the first step of the two-step login. Answers
// the first-step token; the one-time code goes to the account's address by mail.
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '@/lib/accounts/passwords';
import { MailDeliveryError } from '@/lib/accounts/accountService';
import {
  authRoute,
  clientAddress,
  getAccounts,
  HttpError,
  parseFields,
  readFields,
  refusedError,
  sendJson,
} from '@/lib/accounts/authHttp';

export const config = { api: { bodyParser: false } };

const loginSchema = z.object({
  email: z.string().trim().min(1).max(320).email(),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});

export default authRoute(['POST'], async (req, res) => {
  const { email, password } = parseFields(loginSchema, await readFields(req));
  const { accounts } = await getAccounts();
  const result = await accounts
    .startLogin({ email, password, address: clientAddress(req) })
    .catch((error: unknown) => {
      if (!(error instanceof MailDeliveryError)) throw error;
      console.error('login code mail failed', error.cause);
      throw new HttpError(
        503,
        'The code could not be sent; try again.',
        'mail-failed',
        {},
        {
          'Retry-After': '30',
        },
      );
    });
  if (!result.ok) throw refusedError(result);
  sendJson(res, {
    token: result.firstStepToken,
    firstStepToken: result.firstStepToken,
    expiresAt: result.expiresAt,
    otpRequired: true,
  });
});
