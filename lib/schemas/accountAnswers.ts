// The account answers the browser reads (issue 14; SPEC section 7 "Security" and "CRM"): the first
// login step, a session (after the code, social sign-in or a refresh), the current user (/api/me) and
// the reader's subscriptions. One schema each for the OpenAPI document (lib/openapi/responseSchemas.ts
// publishes them) and the login form, user menu and support page, in zod/mini: those load lazily or
// only on the login and support pages.
import * as z from 'zod/mini';

const whole = () => z.number().check(z.int());

export const publicUserSchema = z.object({
  id: whole(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['reader', 'subscriber', 'editor']),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** POST /api/login: the code is on its way; the second step goes with firstStepToken. */
export const firstStepAnswerSchema = z.object({
  token: z.string(),
  firstStepToken: z.string(),
  /** Unix seconds: the code and the first-step token expire then. */
  expiresAt: whole(),
  otpRequired: z.literal(true),
  /** The mail server did not take the code's mail now: it is queued and goes when it can (issue 29). */
  mailQueued: z.boolean(),
});

export const sessionAnswerSchema = z.object({
  token: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresAt: whole(),
  refreshTokenExpiresAt: whole(),
  loggedInUser: publicUserSchema,
  isAuthenticated: z.literal(true),
});

export const meAnswerSchema = z.object({
  loggedInUser: publicUserSchema,
  isAuthenticated: z.literal(true),
});

export const subscriptionsAnswerSchema = z.object({
  items: z.array(
    z.object({
      id: whole(),
      product: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      active: z.boolean(),
    }),
  ),
});
export type Subscription = z.infer<typeof subscriptionsAnswerSchema>['items'][number];
