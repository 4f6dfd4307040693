// The election-data API's answers (issue 31): GET /api/elections -> { data: [summary] } and
// GET /api/elections/{id} -> { data: election }. One schema each for the route, the remote adapter,
// the OpenAPI document and the pages' polls (zod/mini, like the election schema).
import * as z from 'zod/mini';
import { electionSchema, electionSummarySchema } from './elections';

export const electionsAnswerSchema = z.object({ data: z.array(electionSummarySchema) });
export type ElectionsAnswer = z.infer<typeof electionsAnswerSchema>;

export const electionAnswerSchema = z.object({ data: electionSchema });
export type ElectionAnswer = z.infer<typeof electionAnswerSchema>;
