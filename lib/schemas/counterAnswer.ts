// GET /api/counter's answer (SPEC sections 3, 7 and 9): the minutes of journalism bought from `from`
// to today. One schema for the route's service (lib/content/services/minutes.ts), the OpenAPI
// document and the support page's counter, which polls it; zod/mini for the counter's sake.
import * as z from 'zod/mini';

export const counterAnswerSchema = z.object({
  from: z.iso.date(),
  count: z.number().check(z.nonnegative()),
});
export type CounterAnswer = z.infer<typeof counterAnswerSchema>;
