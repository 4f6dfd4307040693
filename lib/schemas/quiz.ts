// Quizzes of SPEC section 3 as served by the GraphQL quiz service (section 7), the reader's answers
// and the addOrUpdateAnswers submission; and the definitions the service serves them from
// (data/quizzes.json), which are the same shapes without the counts.
import { z } from 'zod';
import { editionSlugSchema } from '@/editions/editionSchema';
import { QUIZ_TOKEN_LENGTH } from '@/lib/constants';

/** SPEC section 5: a quiz id (token) that is not 24 characters long is ignored. */
export const quizIdSchema = z.string().length(QUIZ_TOKEN_LENGTH);
export type QuizId = z.infer<typeof quizIdSchema>;

/**
 * How a question is answered. 'single': the reader picks one answer. 'rating': the reader rates each
 * answer with one of the question's options, whose titles are numbers ("1".."5").
 */
export const QUIZ_DISPLAY_KINDS = ['single', 'rating'] as const;
export type QuizDisplayKind = (typeof QUIZ_DISPLAY_KINDS)[number];

export const quizOptionSchema = z.object({ _id: z.string().min(1), title: z.string() });
export type QuizOption = z.infer<typeof quizOptionSchema>;

export const quizAnswerSchema = z.object({
  _id: z.string().min(1),
  title: z.string(),
  image: z.string().nullable(),
  /** Voters who chose this answer ('single') or rated it ('rating'). */
  answerCount: z.number().int().nonnegative(),
  /** 'rating': the sum of the option values given to this answer, and that sum per rater. */
  sum: z.number(),
  average: z.number(),
  /** Share of the question's voters who chose (or rated) this answer, 1 decimal (SPEC section 9). */
  percent: z.number(),
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
  /** Whether answers are still taken (SPEC section 4), as the service saw it when it answered. */
  active: z.boolean(),
  /** Distinct voters who answered the question. */
  voterCount: z.number().int().nonnegative(),
  /** Withheld (null) while the question is active, unless the asking voter has answered it. */
  rightAnswer: z.object({ value: z.union([z.string(), z.number()]).nullable() }).nullable(),
  options: z.array(quizOptionSchema),
  answers: z.array(quizAnswerSchema),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSchema = z.object({
  _id: quizIdSchema,
  complex: z.boolean(),
  title: z.string().nullable(),
  questions: z.array(quizQuestionSchema),
});
export type Quiz = z.infer<typeof quizSchema>;

/**
 * A response names an answer ('single'), or an answer and the option it was given ('rating'). Over
 * GraphQL the field not used comes back as null.
 */
export const quizResponseSchema = z
  .object({
    answerId: z.string().min(1).nullish(),
    optionId: z.string().min(1).nullish(),
  })
  .refine((response) => Boolean(response.answerId || response.optionId), {
    message: 'a response names an answer or an option',
  });
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

/** A quiz as data/quizzes.json defines it: the served shape without counts, plus its editions. */
export const quizDefinitionSchema = z.object({
  _id: z.string().regex(/^[0-9a-f]{24}$/, 'a quiz id is 24 lowercase hex characters'),
  editions: z.array(editionSlugSchema).min(1),
  complex: z.boolean(),
  title: z.string().nullable().default(null),
  questions: z
    .array(
      quizQuestionSchema.pick({ _id: true, question: true }).extend({
        /** Unix seconds; GraphQL's Int is 32 bits wide, so at most early 2038. */
        activeTo: z
          .number()
          .int()
          .nonnegative()
          .max(2 ** 31 - 1),
        displayAs: z.enum(QUIZ_DISPLAY_KINDS),
        image: z.string().nullable().default(null),
        description: z.string().nullable().default(null),
        /** The right answer's _id; a question without one never shows a right answer. */
        rightAnswer: z.object({ value: z.string().min(1) }).optional(),
        options: z.array(quizOptionSchema).default([]),
        answers: z
          .array(
            quizAnswerSchema.pick({ _id: true, title: true }).extend({
              image: z.string().nullable().default(null),
              description: z.string().nullable().default(null),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type QuizDefinition = z.infer<typeof quizDefinitionSchema>;
export type QuizQuestionDefinition = QuizDefinition['questions'][number];
