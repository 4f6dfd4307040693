// The boundary of /api/push-subscriptions (issue 32): a browser's PushSubscription (as its toJSON()
// gives it) or the app's push token, each with the client token of /api/subscriptions (SPEC section
// 7), which is the subscription's key. Which push services are taken is lib/rules/topicNotifications.ts.
import { z } from 'zod';
import { MAX_URL_LENGTH } from '../../userdata/userDataStore';
import { clientTokenSchema } from './topicSchemas';

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, {
      message: `${bytes} bytes, base64url`,
    });

export const webPushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(MAX_URL_LENGTH).describe('The push service URL the browser gave.'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url(65).describe('The browser’s P-256 public key (RFC 8291), base64url.'),
    auth: base64url(16).describe('The browser’s 16-byte auth secret (RFC 8291), base64url.'),
  }),
});

export const pushRequestSchema = z.union([
  z.object({ clientToken: clientTokenSchema, subscription: webPushSubscriptionSchema }),
  z.object({
    clientToken: clientTokenSchema,
    appToken: z
      .string()
      .min(1)
      .max(1_000)
      .regex(/^[\x21-\x7e]+$/)
      .describe('The app’s push token (FCM, APNs …), handed to the app push gateway.'),
  }),
]);

export const pushQuerySchema = z.object({ clientToken: clientTokenSchema.optional() });
export const pushDeleteSchema = z.object({ clientToken: clientTokenSchema });
