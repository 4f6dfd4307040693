// The tippjáték API's answers (issue 31 item 6): GET /api/predictions/{game}, GET
// /api/predictions/{game}/{key} and a new tip's POST /api/predictions/{game}. Used by the routes for
// their types, by the OpenAPI document and by the tests that hold real answers to them. No page script
// reads them (the pages are rendered on the server), so they stay in full zod.
import { z } from 'zod';
import { predictionValuesSchema } from './predictionGame';

const count = z.number().int().nonnegative();
const instant = z.string().min(1);

export const predictionGameStateSchema = z.enum(['upcoming', 'open', 'closed', 'scored']);

export const leaderboardRowSchema = z.object({
  rank: z.number().int().positive(),
  /** null: the reader gave no consent to show a name. */
  name: z.string().nullable(),
  score: count,
});

export const predictionGameAnswerSchema = z.object({
  data: z.object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    /** ISO date-times with an offset: tips are taken from opensAt until closesAt (exclusive). */
    opensAt: instant,
    closesAt: instant,
    state: predictionGameStateSchema,
    questions: z.array(
      z.object({
        id: z.string(),
        label: z.string(),
        kind: z.enum(['share', 'count', 'choice']),
        /** Points off per unit of error (a wrong choice: once). */
        penalty: z.number(),
        min: z.number().int().optional(),
        max: z.number().int().optional(),
        unit: z.string().nullable().optional(),
        options: z.array(z.object({ id: z.string(), label: z.string() })).optional(),
      }),
    ),
    /** The final result by question id; null until the game is scored. */
    result: predictionValuesSchema.nullable(),
    /** The best tips once scored (names only with consent); null before. */
    leaderboard: z.array(leaderboardRowSchema).nullable(),
    /** How many tips were scored; null before. */
    total: count.nullable(),
  }),
});
export type PredictionGameAnswer = z.infer<typeof predictionGameAnswerSchema>;

const tipAddress = {
  game: z.string(),
  key: z.string(),
  /** The tip's shareable page: its path, and its absolute address on the edition's site. */
  path: z.string(),
  url: z.string(),
};

export const predictionTipAnswerSchema = z.object({
  data: z.object({
    ...tipAddress,
    answers: predictionValuesSchema,
    name: z.string().nullable(),
    createdAt: instant,
    /** Once scored; null before. */
    score: count.nullable(),
    rank: z.number().int().positive().nullable(),
    total: count.nullable(),
  }),
});
export type PredictionTipAnswer = z.infer<typeof predictionTipAnswerSchema>;

export const predictionSubmitAnswerSchema = z.object({
  data: z.object({ ...tipAddress, createdAt: instant }),
});
export type PredictionSubmitAnswer = z.infer<typeof predictionSubmitAnswerSchema>;

/** POST /api/predictions/{game} as JSON (a form sends a field per question instead). */
export const predictionRequestSchema = z.object({
  answers: z.record(z.string(), z.union([z.number(), z.string()])),
  name: z.string().max(200).optional(),
  consent: z.boolean().optional(),
});
