// Quizzes of SPEC section 3 as served by the GraphQL quiz service (section 7), the reader's answers
// and the addOrUpdateAnswers submission. Declared once, in zod/mini: the remote adapter and the
// service's contract read a quiz with these schemas, and the quiz block (quizAnswers.ts) reads the
// same quiz without what it does not print. The definitions the service serves them from
// (data/quizzes.json) are quizDefinition.ts's.
import * as z from 'zod/mini';
import { QUIZ_TOKEN_LENGTH } from '@/lib/constants';

const filled = () => z.string().check(z.minLength(1));
const count = () => z.number().check(z.int(), z.nonnegative());

/** SPEC section 5: a quiz id (token) that is not 24 characters long is ignored. */
export const quizIdSchema = z.string().check(z.length(QUIZ_TOKEN_LENGTH));
export type QuizId = z.infer<typeof quizIdSchema>;

/**
 * How a question is answered. 'single': the reader picks one answer. 'rating': the reader rates each
 * answer with one of the question's options, whose titles are numbers ("1".."5").
 */
export const QUIZ_DISPLAY_KINDS = ['single', 'rating'] as const;
export type QuizDisplayKind = (typeof QUIZ_DISPLAY_KINDS)[number];

export const quizOptionSchema = z.object({ _id: filled(), title: z.string() });
export type QuizOption = z.infer<typeof quizOptionSchema>;

export const quizAnswerSchema = z.object({
  _id: filled(),
  title: z.string(),
  image: z.nullable(z.string()),
  /** Voters who chose this answer ('single') or rated it ('rating'). */
  answerCount: count(),
  /** 'rating': the sum of the option values given to this answer, and that sum per rater. */
  sum: z.number(),
  average: z.number(),
  /** Share of the question's voters who chose (or rated) this answer, 1 decimal (SPEC section 9). */
  percent: z.number(),
  description: z.nullable(z.string()),
});
export type QuizAnswer = z.infer<typeof quizAnswerSchema>;

export const quizQuestionSchema = z.object({
  _id: filled(),
  question: z.string(),
  /** 'single' (pick one answer) or 'rating' (rate every answer with an option); others show results. */
  displayAs: z.string(),
  image: z.nullable(z.string()),
  description: z.nullable(z.string()),
  /** The question is active until this time (unix seconds, SPEC section 4). */
  activeTo: count(),
  /** Whether answers are still taken (SPEC section 4), as the service saw it when it answered. */
  active: z.boolean(),
  /** Distinct voters who answered the question. */
  voterCount: count(),
  /**
   * The right answer's _id: withheld (null) while the question is active, unless the asking voter
   * has answered it.
   */
  rightAnswer: z.nullable(z.object({ value: z.nullable(z.union([z.string(), z.number()])) })),
  options: z.array(quizOptionSchema),
  answers: z.array(quizAnswerSchema),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSchema = z.object({
  _id: quizIdSchema,
  complex: z.boolean(),
  title: z.nullable(z.string()),
  questions: z.array(quizQuestionSchema),
});
export type Quiz = z.infer<typeof quizSchema>;

/**
 * A response names an answer ('single'), or an answer and the option it was given ('rating'). Over
 * GraphQL the field not used comes back as null.
 */
export const quizResponseSchema = z
  .object({ answerId: z.nullish(filled()), optionId: z.nullish(filled()) })
  .check(
    z.refine((response) => Boolean(response.answerId || response.optionId), {
      message: 'a response names an answer or an option',
    }),
  );
export type QuizResponse = z.infer<typeof quizResponseSchema>;

export const userAnswerSchema = z.object({
  questionId: filled(),
  responses: z.array(quizResponseSchema),
});
export type UserAnswer = z.infer<typeof userAnswerSchema>;

export const answerSubmissionSchema = z.object({
  quizId: quizIdSchema,
  answers: z.array(userAnswerSchema),
});
export type AnswerSubmission = z.infer<typeof answerSubmissionSchema>;
