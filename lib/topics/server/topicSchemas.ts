// The boundary of /api/subscriptions (issue 17, SPEC section 7 "GET, POST, DELETE /api/subscriptions
// (clientToken, topic)"): what the route accepts, in zod, for the route itself and the OpenAPI
// document (what it answers is ../topicsAnswer.ts, which the browser reads too). A token's form comes
// from ../clientToken.ts, a topic's from ../topicNames.ts.
import { z } from 'zod';
import { MAX_TOPIC_LENGTH } from '../../userdata/userDataStore';
import { CLIENT_TOKEN_PATTERN } from '../clientToken';
import { parseTopicId, TOPIC_ID_PATTERN } from '../topicNames';

export const clientTokenSchema = z
  .string()
  .regex(CLIENT_TOKEN_PATTERN)
  .describe('The browser’s own id: 22-64 characters of A-Z, a-z, 0-9, _ and -.');

export const topicIdSchema = z
  .string()
  .max(MAX_TOPIC_LENGTH)
  .regex(TOPIC_ID_PATTERN)
  .refine((id) => parseTopicId(id) !== null)
  .describe(
    'tag:{slug} (the tag page /cimke/{slug}) or section:{slug} (the section page /rovat/{slug}).',
  );

/** GET ?clientToken=... */
export const topicsQuerySchema = z.object({ clientToken: clientTokenSchema });

/** POST and DELETE: JSON or form fields (DELETE also as query parameters). */
export const topicRequestSchema = z.object({
  clientToken: clientTokenSchema,
  topic: topicIdSchema,
});
