// POST /api/newsletter/subscribe (SPEC section 7: email, firstName, lastName, listCodes; issue 17), JSON
// or a form. The sign-up is stored (pending) before its confirmation mail goes out, so nothing a reader
// submits is lost; the mail goes through the mail queue, so one the mail server does not take now is
// `queued` (the reader is told) and sent when it can. A repeat within a minute stores the same row and
// sends no second mail. Bad input is a 400 naming the
// field; too many sign-ups from one address a 429. A plain form post gets a 303 to the sign-up page,
// which shows the outcome.
import type { IncomingMessage } from 'node:http';
import { privateRoute, sendJson } from '@/lib/http/privateRoute';
import { HttpError } from '@/lib/http/httpError';
import { parseFields, readFields } from '@/lib/http/requestBody';
import { limitRequest } from '@/lib/engagement/submissionLimit';
import type { NewsletterSubscribeAnswer } from '@/lib/newsletter/subscribeAnswer';
import { seeOther, wantsPage } from '@/lib/http/formPosts';
import { getNewsletter } from '@/lib/newsletter/server/newsletterHttp';
import { newsletterStepPath } from '@/lib/newsletter/newsletterPaths';
import { signupProblemOf } from '@/lib/newsletter/signupProblem';
import { subscribeRequestSchema, withoutBlankFields } from '@/lib/newsletter/subscribeRequest';

export const config = { api: { bodyParser: false } };

async function subscribe(fields: Record<string, unknown>, req: IncomingMessage) {
  const { newsletter, store } = await getNewsletter();
  await limitRequest(store, 'newsletter', req);
  const request = parseFields(subscribeRequestSchema(newsletter.lists), withoutBlankFields(fields));
  return newsletter.subscribe(request);
}

export default privateRoute(['POST'], async (req, res) => {
  const page = wantsPage(req);
  try {
    const outcome = await subscribe(await readFields(req), req);
    if (page) return seeOther(res, newsletterStepPath('signup', { outcome: outcome.status }));
    sendJson(res, {
      status: 'pending',
      mail: outcome.status,
      listCodes: outcome.listCodes,
    } satisfies NewsletterSubscribeAnswer);
  } catch (error) {
    if (!page || !(error instanceof HttpError)) throw error;
    // Without JavaScript the reader sees the problem on the sign-up page, with the form again.
    const problem = signupProblemOf({
      status: error.status,
      reason: error.reason,
      field: error.extra.field,
    });
    seeOther(res, newsletterStepPath('signup', { outcome: problem }));
  }
});
