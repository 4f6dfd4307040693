// The wire format of the quiz service's HTTP endpoint (issue 17, SPEC section 7), in zod: a GraphQL
// request and answer as /api/quiz and the standalone service speak them (every error, the HTTP ones
// too, in GraphQL's shape), and the token endpoint's text answer. Read by the remote adapter and the
// OpenAPI document; what may be selected is the SDL's business (graphqlSchema.ts).
import { z } from 'zod';
import { QUIZ_TOKEN_LENGTH } from '../constants';
import { graphqlErrorSchema } from '../schemas/quizAnswers';

export const graphqlRequestSchema = z.object({
  query: z
    .string()
    .describe('A GraphQL document against the quiz SDL (lib/quiz/graphqlSchema.ts).'),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

export const graphqlAnswerSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z.array(graphqlErrorSchema).optional(),
});

export const quizTokenTextSchema = z
  .string()
  .length(QUIZ_TOKEN_LENGTH)
  .describe('The voter token: 24 hex characters, also set as the quizToken cookie.');
