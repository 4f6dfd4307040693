// POST /api/login/otp/verify (SPEC section 7): the one-time code, with the first-step token as bearer.
// Answers the access and refresh tokens and sets the session cookies. The code form's own post (no
// JavaScript, issue 28) carries the token in its HttpOnly cookie instead (lib/accounts/formLogin.ts)
// and gets a 303: to /login, which sends the signed-in reader on, or back to a step with the reason.
import type { NextApiRequest } from 'next';
import { z } from 'zod';
import { forgetFirstStep, loginStepPath } from '@/lib/accounts/formLogin';
import { COOKIES, cookieValue } from '@/lib/accounts/cookies';
import { isFormPost, seeOther } from '@/lib/http/formPosts';
import { paths } from '@/lib/routing/paths';
import { getAccounts, refusedError, sendSession, setSessionCookies } from '@/lib/accounts/authHttp';
import { privateRoute } from '@/lib/http/privateRoute';
import { clientAddress } from '@/lib/http/clientAddress';
import { HttpError } from '@/lib/http/httpError';
import { parseFields, readFields } from '@/lib/http/requestBody';

export const config = { api: { bodyParser: false } };

const codeSchema = z.object({ code: z.coerce.string().trim().min(1).max(20) });

export default privateRoute(['POST'], async (req, res) => {
  const form = isFormPost(req);
  // After a first step without JavaScript the token waits in its cookie (a script may ask then too).
  const kept = cookieValue(req, COOKIES.firstStep);
  try {
    const session = await secondStep(req, (form ? null : bearerToken(req)) ?? kept ?? null);
    if (kept) forgetFirstStep(req, res);
    if (!form) return sendSession(req, res, session);
    setSessionCookies(req, res, session);
    seeOther(res, paths.login());
  } catch (error) {
    if (!form || !(error instanceof HttpError)) throw error;
    // An expired, used or locked code cannot be tried again: back to the first step.
    const again = error.reason === 'wrong-code' || error.reason === 'missing-field';
    if (!again) forgetFirstStep(req, res);
    seeOther(res, loginStepPath(again ? 'code' : 'credentials', error));
  }
});

/** The first-step token of the script's call (Authorization: Bearer), or null. */
function bearerToken(req: NextApiRequest): string | null {
  return /^Bearer\s+(\S{1,200})\s*$/i.exec(req.headers.authorization ?? '')?.[1] ?? null;
}

async function secondStep(req: NextApiRequest, firstStepToken: string | null) {
  if (!firstStepToken) {
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
    firstStepToken,
    code,
    address: clientAddress(req),
  });
  if (!result.ok) throw refusedError(result);
  return result.session;
}
