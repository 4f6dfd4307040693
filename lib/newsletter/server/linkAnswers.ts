// How the confirm and unsubscribe endpoints answer a link's outcome: JSON with a status that fits (404
// for a token that is not ours, 410 for one used up or expired), or, for a plain form post, a 303 to
// the link's page, which shows the outcome with the same status.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { HttpError } from '../../http/httpError';
import { parseFields, readFields } from '../../http/requestBody';
import { sendJson } from '../../http/privateRoute';
import type { NewsletterTokenOutcome } from '../../userdata/userDataStore';
import type { NewsletterLinkAnswer } from '../newsletterApiSchemas';
import { seeOther, wantsPage } from '../../http/formPosts';
import { LINK_OUTCOME_STATUS } from '../linkOutcomes';
import { newsletterStepPath } from '../newsletterPaths';

const tokenFieldSchema = z.object({ token: z.string().min(1).max(200) });

/** The token of a POST: in its body (the page's form), else in its URL (RFC 8058's one-click URL). */
export async function postedToken(req: IncomingMessage & { query?: Record<string, unknown> }) {
  const fields = await readFields(req);
  const fromQuery = req.query?.token;
  return parseFields(tokenFieldSchema, {
    token: fields.token ?? (Array.isArray(fromQuery) ? fromQuery[0] : fromQuery),
  }).token;
}

export function answerLink(
  req: IncomingMessage,
  res: ServerResponse,
  step: 'confirm' | 'unsubscribe',
  outcome: NewsletterTokenOutcome,
) {
  if (wantsPage(req)) {
    const lists = outcome.status === 'done' ? outcome.listCodes : [];
    return seeOther(res, newsletterStepPath(step, { outcome: outcome.status, lists }));
  }
  switch (outcome.status) {
    case 'done':
      return sendJson(res, {
        status: step === 'confirm' ? 'confirmed' : 'unsubscribed',
        listCodes: outcome.listCodes,
      } satisfies NewsletterLinkAnswer);
    case 'used':
      throw new HttpError(LINK_OUTCOME_STATUS.used, 'The link was used already.', 'token-used');
    case 'expired':
      throw new HttpError(LINK_OUTCOME_STATUS.expired, 'The link has expired.', 'token-expired');
    case 'invalid':
      throw new HttpError(LINK_OUTCOME_STATUS.invalid, 'No such link.', 'token-invalid');
  }
}
