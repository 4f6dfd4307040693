// The shapes of the newsletter endpoints (issue 17) as the OpenAPI document describes them
// (lib/openapi/apiDocument.ts) and the handlers answer them (typed by these schemas). The request is
// checked by subscribeRequest.ts against the edition's lists; this is its documented form. The
// subscribe answer, which the sign-up form reads too, is subscribeAnswer.ts's (zod/mini).
import { z } from 'zod';
import { MAX_PERSONAL_NAME_LENGTH, NEWSLETTER_MAX_LIST_CODES } from '../constants';
import { PROMO_HIDE_KINDS, PROMO_PLACES } from '../rules/newsletterPromo';
import { MAX_EMAIL_LENGTH } from './subscribeRequest';

export const newsletterSubscribeRequestSchema = z.object({
  email: z.string().max(MAX_EMAIL_LENGTH),
  /** A plain personal name: letters, words joined by a space, hyphen, apostrophe or full stop. */
  firstName: z.string().min(1).max(MAX_PERSONAL_NAME_LENGTH),
  lastName: z.string().max(MAX_PERSONAL_NAME_LENGTH).optional(),
  /** The edition's newsletter list codes (SPEC section 9: supplied by the caller). */
  listCodes: z.array(z.string()).min(1).max(NEWSLETTER_MAX_LIST_CODES),
});

export { newsletterSubscribeAnswerSchema } from './subscribeAnswer';

export const newsletterTokenRequestSchema = z.object({ token: z.string() });

export const newsletterLinkAnswerSchema = z.object({
  status: z.enum(['confirmed', 'unsubscribed']),
  listCodes: z.array(z.string()),
});
export type NewsletterLinkAnswer = z.infer<typeof newsletterLinkAnswerSchema>;

export const newsletterPromoRequestSchema = z.object({
  place: z.enum(PROMO_PLACES),
  kind: z.enum(PROMO_HIDE_KINDS),
  /** A path on this site to go back to (303). */
  back: z.string().optional(),
});
