// What the quiz block reads (issue 17; SPEC sections 3 and 7): a quiz with its counts as the article
// page's props carry it and the GraphQL quiz service answers it, the reader's own answers, and the
// service's answers to the poll and to addOrUpdateAnswers. The quiz is quiz.ts's, without the fields
// the block does not print (a question's activeTo, an answer's sum): parsing strips them, so the
// page data carries only this, and the browser's GraphQL query asks for exactly these fields
// (lib/client/quizApi.ts). zod/mini: only the lazily loaded quiz chunk imports this in the browser.
import * as z from 'zod/mini';
import { quizAnswerSchema, quizQuestionSchema, quizSchema, userAnswerSchema } from './quiz';

export const quizAnswerDataSchema = z.omit(quizAnswerSchema, { sum: true });
export type QuizAnswerData = z.infer<typeof quizAnswerDataSchema>;

export const quizQuestionDataSchema = z.extend(z.omit(quizQuestionSchema, { activeTo: true }), {
  answers: z.array(quizAnswerDataSchema),
});
export type QuizQuestionData = z.infer<typeof quizQuestionDataSchema>;

export const quizDataSchema = z.extend(quizSchema, { questions: z.array(quizQuestionDataSchema) });
export type QuizData = z.infer<typeof quizDataSchema>;

const quizStateSchema = z.object({
  quiz: quizDataSchema,
  userAnswers: z.array(userAnswerSchema),
});
/** The quiz with its counts and the reader's answers: what a poll and a submission both bring. */
export type QuizState = z.infer<typeof quizStateSchema>;

/** An error of a GraphQL answer (/api/quiz and the quiz service answer every error this way). */
export const graphqlErrorSchema = z.object({
  message: z.string(),
  extensions: z.optional(
    z.catchall(
      z.object({
        code: z.optional(
          z
            .string()
            .check(
              z.describe(
                'BAD_USER_INPUT, QUESTION_CLOSED, UNAUTHENTICATED, RATE_LIMITED, QUERY_TOO_DEEP, ' +
                  'QUERY_TOO_COSTLY, PAYLOAD_TOO_LARGE, METHOD, INTERNAL_SERVER_ERROR, ...',
              ),
            ),
        ),
      }),
      z.unknown(),
    ),
  ),
});

/** GET /api/quiz?query={quiz, userAnswers}: a quiz the service does not know is null. */
export const quizPollAnswerSchema = z.object({
  data: z.object({
    quiz: z.nullable(quizDataSchema),
    userAnswers: z.array(userAnswerSchema),
  }),
});
export type QuizPollAnswer = z.infer<typeof quizPollAnswerSchema>;

/** POST /api/quiz with addOrUpdateAnswers: the new state, or errors (e.g. BAD_USER_INPUT) and no data. */
export const quizSubmitAnswerSchema = z.object({
  data: z.nullish(z.object({ addOrUpdateAnswers: quizStateSchema })),
  errors: z.optional(z.array(graphqlErrorSchema)),
});
export type QuizSubmitAnswer = z.infer<typeof quizSubmitAnswerSchema>;
