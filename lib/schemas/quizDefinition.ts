// A quiz as data/quizzes.json defines it (issue 17): the served shape of quiz.ts without the counts,
// plus its editions, and the defaults a definition may leave out. Read by the quiz service only, so
// full zod; the fields it shares with the served quiz are quiz.ts's schemas.
import { z } from 'zod';
import { editionSlugSchema } from '@/editions/editionSchema';
import { QUIZ_DISPLAY_KINDS, quizAnswerSchema, quizOptionSchema, quizQuestionSchema } from './quiz';

const nullableText = () => z.string().nullable().default(null);

export const quizDefinitionSchema = z.object({
  _id: z.string().regex(/^[0-9a-f]{24}$/, 'a quiz id is 24 lowercase hex characters'),
  editions: z.array(editionSlugSchema).min(1),
  complex: z.boolean(),
  title: nullableText(),
  questions: z
    .array(
      z.object({
        _id: quizQuestionSchema.shape._id,
        question: quizQuestionSchema.shape.question,
        /** Unix seconds; GraphQL's Int is 32 bits wide, so at most early 2038. */
        activeTo: z
          .number()
          .int()
          .nonnegative()
          .max(2 ** 31 - 1),
        displayAs: z.enum(QUIZ_DISPLAY_KINDS),
        image: nullableText(),
        description: nullableText(),
        /** The right answer's _id; a question without one never shows a right answer. */
        rightAnswer: z.object({ value: z.string().min(1) }).optional(),
        options: z.array(quizOptionSchema).default([]),
        answers: z
          .array(
            z.object({
              _id: quizAnswerSchema.shape._id,
              title: quizAnswerSchema.shape.title,
              image: nullableText(),
              description: nullableText(),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type QuizDefinition = z.infer<typeof quizDefinitionSchema>;
export type QuizQuestionDefinition = QuizDefinition['questions'][number];
