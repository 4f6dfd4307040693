// What the quiz block reads (issue 17; SPEC sections 3 and 7): a quiz with its counts as the article
// page's props carry it and the GraphQL quiz service answers it, the reader's own answers, and the
// service's answers to the poll and to addOrUpdateAnswers. quizSchema of ./quiz.ts again, in zod/mini:
// only the lazily loaded quiz chunk imports this, and it stays a few kB instead of carrying full zod.
// Parsing also strips what the block does not print, so the page data carries only this.
import * as z from 'zod/mini';

const count = z.number().check(z.int(), z.nonnegative());

export const quizAnswerDataSchema = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.nullable(z.string()),
  description: z.nullable(z.string()),
  answerCount: count,
  average: z.number(),
  percent: z.number(),
});

export const quizQuestionDataSchema = z.object({
  _id: z.string(),
  question: z.string(),
  /** 'single' (pick one answer) or 'rating' (rate every answer with an option); others show results. */
  displayAs: z.string(),
  image: z.nullable(z.string()),
  description: z.nullable(z.string()),
  active: z.boolean(),
  voterCount: count,
  /** The right answer's _id, when the service gives it (closed, or answered by this reader). */
  rightAnswer: z.nullable(z.object({ value: z.nullable(z.union([z.string(), z.number()])) })),
  options: z.array(z.object({ _id: z.string(), title: z.string() })),
  answers: z.array(quizAnswerDataSchema),
});

export const quizDataSchema = z.object({
  _id: z.string(),
  complex: z.boolean(),
  title: z.nullable(z.string()),
  questions: z.array(quizQuestionDataSchema),
});
export type QuizData = z.infer<typeof quizDataSchema>;
export type QuizQuestionData = z.infer<typeof quizQuestionDataSchema>;
export type QuizAnswerData = z.infer<typeof quizAnswerDataSchema>;

/** GraphQL sends the field a response does not use as null. */
export const quizResponseDataSchema = z.object({
  answerId: z.nullish(z.string()),
  optionId: z.nullish(z.string()),
});
export type QuizResponseData = z.infer<typeof quizResponseDataSchema>;

export const userAnswerDataSchema = z.object({
  questionId: z.string(),
  responses: z.array(quizResponseDataSchema),
});
export type UserAnswerData = z.infer<typeof userAnswerDataSchema>;

const quizStateSchema = z.object({
  quiz: quizDataSchema,
  userAnswers: z.array(userAnswerDataSchema),
});
/** The quiz with its counts and the reader's answers: what a poll and a submission both bring. */
export type QuizState = z.infer<typeof quizStateSchema>;

const graphqlErrorsSchema = z.optional(
  z.array(
    z.object({
      message: z.string(),
      extensions: z.optional(z.object({ code: z.optional(z.string()) })),
    }),
  ),
);

/** GET /api/quiz?query={quiz, userAnswers}: a quiz the service does not know is null. */
export const quizPollAnswerSchema = z.object({
  data: z.object({
    quiz: z.nullable(quizDataSchema),
    userAnswers: z.array(userAnswerDataSchema),
  }),
});
export type QuizPollAnswer = z.infer<typeof quizPollAnswerSchema>;

/** POST /api/quiz with addOrUpdateAnswers: the new state, or errors (e.g. BAD_USER_INPUT) and no data. */
export const quizSubmitAnswerSchema = z.object({
  data: z.nullish(z.object({ addOrUpdateAnswers: quizStateSchema })),
  errors: graphqlErrorsSchema,
});
export type QuizSubmitAnswer = z.infer<typeof quizSubmitAnswerSchema>;
