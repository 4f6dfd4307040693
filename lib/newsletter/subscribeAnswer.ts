// The answer of POST /api/newsletter/subscribe (issue 17): one schema for the handler (its answer is
// typed by it), the OpenAPI document (newsletterApiSchemas.ts publishes it) and the sign-up form,
// which loads it beside its call. In zod/mini for the form's sake; the mail outcomes are
// signupProblem.ts's, whose words the form and the sign-up page show.
import * as z from 'zod/mini';
import { SIGNUP_MAIL_OUTCOMES, type SignupMailOutcome } from './signupProblem';

const mailOutcomes = Object.keys(SIGNUP_MAIL_OUTCOMES) as [
  SignupMailOutcome,
  ...SignupMailOutcome[],
];

export const newsletterSubscribeAnswerSchema = z.object({
  /** Pending until the mailed link confirms it (double opt-in). */
  status: z.literal('pending'),
  /** What became of the confirmation mail. */
  mail: z.enum(mailOutcomes),
  listCodes: z.array(z.string()),
});
export type NewsletterSubscribeAnswer = z.infer<typeof newsletterSubscribeAnswerSchema>;
