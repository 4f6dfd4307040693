// Every answer of /api/push-subscriptions (issue 32): the site's VAPID public key (a browser
// subscribes with it; null: this site sends no Web Push) and where the token's notifications go now
// (null: nowhere). One schema for the route, the OpenAPI document and the browser (zod/mini).
import * as z from 'zod/mini';

export const pushAnswerSchema = z.object({
  clientToken: z.nullable(z.string()),
  publicKey: z.nullable(z.string()),
  channel: z.nullable(z.enum(['web', 'app'])),
});
export type PushAnswer = z.infer<typeof pushAnswerSchema>;
