// Login, token and user shapes of SPEC sections 3, 6 and 7 (two-step login, token refresh, /api/me),
// and the newsletter and topic subscription requests.
// Used by issue 17 (newsletters, topic subscriptions) and login; kept with its tests until then.
import { z } from 'zod';

const token = z.string().min(1);

export const loginRequestSchema = z.object({ email: z.email(), password: z.string().min(1) });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Second login step: the one-time code, sent with the first step's token. */
export const otpRequestSchema = z.object({ code: z.string().trim().min(1) });
export type OtpRequest = z.infer<typeof otpRequestSchema>;

export const refreshRequestSchema = z.object({ refreshToken: token });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const tokenResponseSchema = z.object({ token, refreshToken: token });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const userSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  email: z.email(),
  name: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

export const authStateSchema = z.object({
  loggedInUser: userSchema.nullable(),
  isAuthenticated: z.boolean(),
});
export type AuthState = z.infer<typeof authStateSchema>;

export const newsletterSubscribeSchema = z.object({
  email: z.email(),
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  /** Newsletter list codes are supplied by the caller (SPEC section 9). */
  listCodes: z.array(z.string().min(1)).min(1),
});
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

export const topicSubscriptionSchema = z.object({ clientToken: token, topic: z.string().min(1) });
export type TopicSubscription = z.infer<typeof topicSubscriptionSchema>;
