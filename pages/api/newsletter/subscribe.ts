// POST /api/newsletter/subscribe (SPEC section 7: email, firstName, lastName, listCodes; issue 17), JSON
// or a form. The sign-up is stored (pending) before its confirmation mail goes out, so nothing a reader
// submits is lost: a failed mail is a 503 with Retry-After and the row stays; a repeat sends it. A
// repeat within a minute stores the same row and sends no second mail. Bad input is a 400 naming the
// field; too many sign-ups from one address a 429. A plain form post gets a 303 to the sign-up page,
// which shows the outcome.
import type { IncomingMessage } from 'node:http';
import { authRoute, HttpError, parseFields, readFields, sendJson } from '@/lib/accounts/authHttp';
import { NEWSLETTER_MAIL_RETRY_AFTER_SECONDS } from '@/lib/constants';
import { limitRequest } from '@/lib/engagement/submissionLimit';
import type { NewsletterSubscribeAnswer } from '@/lib/newsletter/newsletterApiSchemas';
import { seeOther, wantsPage } from '@/lib/http/formPosts';
import { getNewsletter } from '@/lib/newsletter/newsletterHttp';
import { newsletterStepPath } from '@/lib/newsletter/newsletterPaths';
import { NewsletterMailError } from '@/lib/newsletter/newsletterService';
import { signupProblemOf } from '@/lib/newsletter/signupProblem';
import { subscribeRequestSchema, withoutBlankFields } from '@/lib/newsletter/subscribeRequest';
import { log } from '@/lib/observability/log';

export const config = { api: { bodyParser: false } };

async function subscribe(fields: Record<string, unknown>, req: IncomingMessage) {
  const { newsletter, store } = await getNewsletter();
  await limitRequest(store, 'newsletter', req);
  const request = parseFields(subscribeRequestSchema(newsletter.lists), withoutBlankFields(fields));
  return newsletter.subscribe(request).catch((error: unknown) => {
    if (!(error instanceof NewsletterMailError)) throw error;
    log.error('newsletter confirmation mail failed', { error: error.cause });
    const retryAfter = NEWSLETTER_MAIL_RETRY_AFTER_SECONDS;
    throw new HttpError(
      503,
      'The sign-up is stored, but its confirmation mail could not be sent; try again later.',
      'mail-failed',
      { stored: true, retryAfter, listCodes: request.listCodes },
      { 'Retry-After': String(retryAfter) },
    );
  });
}

export default authRoute(['POST'], async (req, res) => {
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
