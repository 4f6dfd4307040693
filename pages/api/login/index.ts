// POST /api/login (SPEC section 7): email and password, the first step of the two-step login. Answers
// the first-step token; the one-time code goes to the account's address by mail, through the mail
// queue: when the mail server does not take it now, `mailQueued` says so (the reader is told) and the
// queue sends it when it can, while the code is valid. The login form's own post (no JavaScript,
// issue 28) gets a 303 to the code step instead, the token kept in an HttpOnly cookie, or back to
// /login with the reason of a refusal (lib/accounts/formLogin.ts).
import type { NextApiRequest } from 'next';
import { z } from 'zod';
import { keepFirstStep, loginStepPath } from '@/lib/accounts/formLogin';
import { isFormPost, seeOther } from '@/lib/http/formPosts';
import { MAX_PASSWORD_LENGTH } from '@/lib/accounts/passwords';
import { getAccounts, refusedError } from '@/lib/accounts/authHttp';
import { privateRoute, sendJson } from '@/lib/http/privateRoute';
import { clientAddress } from '@/lib/http/clientAddress';
import { HttpError } from '@/lib/http/httpError';
import { parseFields, readFields } from '@/lib/http/requestBody';

export const config = { api: { bodyParser: false } };

const loginSchema = z.object({
  email: z.string().trim().min(1).max(320).email(),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});

export default privateRoute(['POST'], async (req, res) => {
  if (!isFormPost(req)) return sendJson(res, await firstStep(req));
  try {
    const { firstStepToken, mailQueued } = await firstStep(req);
    keepFirstStep(req, res, firstStepToken);
    seeOther(res, loginStepPath('code', mailQueued ? { reason: 'mail-queued' } : undefined));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    seeOther(res, loginStepPath('credentials', error));
  }
});

async function firstStep(req: NextApiRequest) {
  const { email, password } = parseFields(loginSchema, await readFields(req));
  const { accounts } = await getAccounts();
  const result = await accounts.startLogin({ email, password, address: clientAddress(req) });
  if (!result.ok) throw refusedError(result);
  return {
    token: result.firstStepToken,
    firstStepToken: result.firstStepToken,
    expiresAt: result.expiresAt,
    otpRequired: true,
    mailQueued: result.mail === 'queued',
  };
}
