// The account endpoints of SPEC section 7, as the browser calls them, and the shapes it accepts.
import { z } from 'zod';

export const ACCOUNT_API = {
  login: '/api/login',
  verifyCode: '/api/login/otp/verify',
  socialStart: '/api/login/google',
  socialCheck: '/api/login/google/check',
  me: '/api/me',
  logout: '/api/logout',
  refresh: '/api/token/refresh',
  userInfo: '/api/v1/user/info',
  subscriptions: '/api/v1/users/subscriptions?show_finished=1',
} as const;

export const publicUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
});
export type PublicUserView = z.infer<typeof publicUserSchema>;

export const meSchema = z.object({ loggedInUser: publicUserSchema, isAuthenticated: z.boolean() });

export const sessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  loggedInUser: publicUserSchema,
});

export const firstStepSchema = z.object({
  firstStepToken: z.string(),
  expiresAt: z.number(),
  /** The code's mail waits in the queue (the mail server did not take it now). */
  mailQueued: z.boolean().optional(),
});

export const subscriptionsSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      product: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      active: z.boolean(),
    }),
  ),
});
export type SubscriptionView = z.infer<typeof subscriptionsSchema>['items'][number];

export const anySchema = { safeParse: (data: unknown) => ({ success: true as const, data }) };
