// The document's operations of the quizzes tag (issue 17): the voter token and the GraphQL quiz service
// (SPEC section 7).
import { graphqlAnswerSchema, graphqlRequestSchema } from '../../quiz/quizHttpSchemas';
import type { Operation } from '../operation';

export const quizzesOperations: Operation[] = [
  {
    id: 'getQuizToken',
    method: 'post',
    path: '/api/functions/get-quiz-token',
    tag: 'quizzes',
    summary: 'The reader’s quiz voter token as text, also set as the quizToken cookie',
    description:
      'No body. A valid token in the quizToken cookie is answered again (one identity per reader); ' +
      'new tokens are limited per address. The cookie lasts about a year and scripts may read it: ' +
      'the page sends the token to /api/quiz as its bearer token. Refused cross-site.',
    answer: { contentType: 'text/plain', textErrors: false },
    errors: [403, 405, 429],
  },
  {
    id: 'quizGraphql',
    method: 'post',
    path: '/api/quiz',
    tag: 'quizzes',
    summary: 'The GraphQL quiz service: quiz(id), userAnswers(quizId), addOrUpdateAnswers',
    description:
      'GraphQL over HTTP with the quiz token as bearer (SDL: lib/quiz/graphqlSchema.ts). Queries ' +
      'also by GET (?query=&variables=), mutations only by POST. Every error, HTTP ones included ' +
      '(401 without a valid token, 400 for a body that is no GraphQL request, 405, 413 over 64 kB, ' +
      '429 with Retry-After for too many submissions), is GraphQL-shaped: ' +
      '{ "errors": [{ "message", "extensions": { "code" } }] }. Refused answers (BAD_USER_INPUT, ' +
      'QUESTION_CLOSED) and queries too deep or too costly answer 200 with errors.',
    requestBody: graphqlRequestSchema,
    answer: graphqlAnswerSchema,
    security: 'quizToken',
  },
];
