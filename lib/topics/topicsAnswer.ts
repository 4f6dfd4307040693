// Every answer of /api/subscriptions (SPEC section 7, issue 17): the token and the topics it follows
// now, in name order. One schema for the route, the OpenAPI document and the browser's follow button
// (topicsApi.ts), in zod/mini: the button's lazily loaded chunk carries it.
import * as z from 'zod/mini';

export const topicsAnswerSchema = z.object({
  clientToken: z.string(),
  topics: z.array(z.string()),
});
export type TopicsAnswer = z.infer<typeof topicsAnswerSchema>;
