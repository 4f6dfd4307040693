// The prediction games of the tippjáték (issue 31 item 6; SPEC section 2 route tippjatek,
// /melleklet/tippjatek/{subSlug?}/{key?}): a game is data, data/predictions/{slug}.json. Readers tip
// each question before the deadline; once the result is in, their tips are scored against it.
//
// A question is a share (percent, 0-100, one decimal), a count (a whole number between its min and
// max: seats, electoral votes, goals) or a choice among options. The result comes from the
// election-data port (an election and one of its races: a share question names the party whose share of
// the race's votes it asks, a count question the party whose seats it asks) or is written into the game
// (a match's score). Each question says how many points a unit of error costs (the page writes the rule
// out from these numbers). Server side (the loader of data/predictions, the pages' loaders, the API
// document): the browser gets the views built from it.
import { z } from 'zod';

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(60);
const text = z.string().trim().min(1).max(300);
const instant = z.iso.datetime({ offset: true });
/** Points off per unit of error: at most the whole starting score. */
const penalty = z.number().positive().max(1000);

const questionBase = {
  id: slug,
  /** The question as the form's label shows it. */
  label: text,
  /** A short help under the field ('a listás szavazatok aránya'). */
  hint: z.string().trim().min(1).max(300).optional(),
};

export const shareQuestionSchema = z.object({
  ...questionBase,
  kind: z.literal('share'),
  /** The party whose share of the race's votes the result is (an election game). */
  party: slug.optional(),
  /** Points off per percentage point of error. */
  penalty: penalty.default(10),
});

export const countQuestionSchema = z.object({
  ...questionBase,
  kind: z.literal('count'),
  min: z.number().int().nonnegative(),
  max: z.number().int().positive().max(1_000_000),
  /** What is counted, after the number on the page ('mandátum', 'elektor', 'gól'). */
  unit: z.string().trim().min(1).max(40).optional(),
  /** The party whose seats the result is (an election game: the source's seat races). */
  party: slug.optional(),
  /** Points off per unit of error. */
  penalty: penalty.default(10),
});

export const choiceQuestionSchema = z.object({
  ...questionBase,
  kind: z.literal('choice'),
  options: z
    .array(z.object({ id: slug, label: text }))
    .min(2)
    .max(20),
  /** Points off for a wrong choice. */
  penalty: penalty.default(100),
});

export const predictionQuestionSchema = z.discriminatedUnion('kind', [
  shareQuestionSchema,
  countQuestionSchema,
  choiceQuestionSchema,
]);
export type PredictionQuestion = z.infer<typeof predictionQuestionSchema>;
export type PredictionQuestionKind = PredictionQuestion['kind'];

/** A tip's or a result's value of one question: a number (share, count) or an option's id. */
export const predictionValueSchema = z.union([z.number().finite(), slug]);
export type PredictionValue = z.infer<typeof predictionValueSchema>;

/** Values by question id: a tip's answers, or a game's result. */
export const predictionValuesSchema = z.record(slug, predictionValueSchema);
export type PredictionValues = z.infer<typeof predictionValuesSchema>;

/** The result from the election-data port: an election, and the race whose votes the shares are. */
export const electionResultSourceSchema = z.strictObject({
  election: slug,
  race: slug,
  /**
   * The races whose seats a count question's party sums (default: `race` alone). Hungary's
   * Parliament: the national list's seats and the constituencies won ('lista', 'egyeni').
   */
  seatRaces: z.array(slug).min(1).max(10).optional(),
  /**
   * The races whose national votes together are the whole a share is of (default: `race` alone).
   * Hungary's list vote: the party lists and the nationality lists ('lista', 'nemzetisegi'), as the
   * election office counts the list shares.
   */
  voteRaces: z.array(slug).min(1).max(10).optional(),
});

/** The result written into the game (a match's score); null until it is in. */
export const inlineResultSourceSchema = z.strictObject({
  result: predictionValuesSchema.nullable(),
});

export const predictionSourceSchema = z.union([
  electionResultSourceSchema,
  inlineResultSourceSchema,
]);
export type PredictionSource = z.infer<typeof predictionSourceSchema>;

export const predictionGameSchema = z
  .object({
    /** The {subSlug} of /melleklet/tippjatek/{subSlug}: the file's name. */
    slug,
    title: text,
    description: z.string().trim().min(1).max(2_000),
    /** The supplement the game belongs to (its tippjáték tab leads here). */
    supplement: slug.optional(),
    /** When tips are taken from, and until (exclusive): ISO date-times with an offset. */
    opensAt: instant,
    closesAt: instant,
    questions: z.array(predictionQuestionSchema).min(1).max(20),
    source: predictionSourceSchema,
    /** Where the result comes from and how it is counted, as the game page says it. */
    resultNote: z.string().trim().min(1).max(1_000).optional(),
  })
  .superRefine((game, context) => {
    const issue = (message: string, path: Array<string | number>) =>
      context.addIssue({ code: 'custom', message, path });
    if (Date.parse(game.opensAt) >= Date.parse(game.closesAt)) {
      issue('opensAt must be before closesAt', ['closesAt']);
    }
    const ids = game.questions.map((question) => question.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) issue(`question id ${id} appears twice`, ['questions', index]);
    });
    game.questions.forEach((question, index) => {
      if (question.kind === 'count' && question.min >= question.max) {
        issue('min must be below max', ['questions', index, 'max']);
      }
      if (question.kind === 'choice') {
        const options = question.options.map((option) => option.id);
        if (new Set(options).size !== options.length) {
          issue('option ids must be unique', ['questions', index, 'options']);
        }
      }
    });
    if ('result' in game.source && game.source.result) {
      const result = game.source.result;
      for (const id of Object.keys(result)) {
        if (!ids.includes(id)) issue(`the result names no question ${id}`, ['source', 'result']);
      }
      game.questions.forEach((question) => {
        if (!resultValueFits(question, result[question.id])) {
          issue(`the result of ${question.id} does not fit the question`, ['source', 'result']);
        }
      });
    }
  });
export type PredictionGame = z.infer<typeof predictionGameSchema>;
export type PredictionGameInput = z.input<typeof predictionGameSchema>;

/** Whether `value` is a possible answer of `question` (a result's value, or a stored tip's). */
export function resultValueFits(
  question: PredictionQuestion,
  value: PredictionValue | undefined,
): boolean {
  switch (question.kind) {
    case 'share':
      return typeof value === 'number' && value >= 0 && value <= 100;
    case 'count':
      return (
        typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= question.min &&
        value <= question.max
      );
    case 'choice':
      return typeof value === 'string' && question.options.some((option) => option.id === value);
  }
}
