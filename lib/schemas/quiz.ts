// Quizzes of SPEC section 3 as served by the GraphQL quiz service (section 7), the reader's answers
// and the addOrUpdateAnswers submission.
// Used by issue 17 (quizzes); kept with its tests until then.
import { z } from 'zod';
import { QUIZ_TOKEN_LENGTH } from '@/lib/constants';

/** SPEC section 5: a quiz id (token) that is not 24 characters long is ignored. */
export const quizIdSchema = z.string().length(QUIZ_TOKEN_LENGTH);
export type QuizId = z.infer<typeof quizIdSchema>;

export const quizOptionSchema = z.object({ _id: z.string().min(1), title: z.string() });
export type QuizOption = z.infer<typeof quizOptionSchema>;

export const quizAnswerSchema = z.object({
  _id: z.string().min(1),
  title: z.string(),
  image: z.string().nullable(),
  answerCount: z.number().int().nonnegative(),
  sum: z.number(),
  average: z.number(),
  description: z.string().nullable(),
});
export type QuizAnswer = z.infer<typeof quizAnswerSchema>;

export const quizQuestionSchema = z.object({
  _id: z.string().min(1),
  question: z.string(),
  displayAs: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  /** The question is active until this time (unix seconds, SPEC section 4). */
  activeTo: z.number().int().nonnegative(),
  /** The service may withhold the right answer while the question is active. */
  rightAnswer: z.object({ value: z.union([z.string(), z.number()]).nullable() }).nullable(),
  options: z.array(quizOptionSchema),
  answers: z.array(quizAnswerSchema),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSchema = z.object({
  _id: quizIdSchema,
  complex: z.boolean(),
  questions: z.array(quizQuestionSchema),
});
export type Quiz = z.infer<typeof quizSchema>;

/** A response names either a fixed answer or an option of the question. */
export const quizResponseSchema = z.union([
  z.object({ answerId: z.string().min(1) }),
  z.object({ optionId: z.string().min(1) }),
]);
export type QuizResponse = z.infer<typeof quizResponseSchema>;

export const userAnswerSchema = z.object({
  questionId: z.string().min(1),
  responses: z.array(quizResponseSchema),
});
export type UserAnswer = z.infer<typeof userAnswerSchema>;

export const answerSubmissionSchema = z.object({
  quizId: quizIdSchema,
  answers: z.array(userAnswerSchema),
});
export type AnswerSubmission = z.infer<typeof answerSubmissionSchema>;
