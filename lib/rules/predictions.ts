// The rules of the tippjáték (issue 31 item 6; SPEC section 2 route tippjatek): when a game takes tips,
// what a valid tip is, how a tip is scored against the result and how tips are ranked. Pure: the time,
// the game and the result are passed in. The page writes the scoring rule out from the same numbers
// (STARTING_POINTS and each question's penalty), so what a reader reads is what is computed:
//
//   score = max(0, round(1000 - sum of penalty x |tip - result|))
//
// per question: a share's error in percentage points (one decimal), a count's in units, a choice's is
// 0 (right) or 1 (wrong).
import type { PredictionsKey } from '../i18n/predictions.hu';
import type {
  PredictionGame,
  PredictionQuestion,
  PredictionValue,
  PredictionValues,
} from '../schemas/predictionGame';

/** Every tip starts with this many points. */
export const STARTING_POINTS = 1000;
/** The leaderboard shows this many tips. */
export const LEADERBOARD_SIZE = 20;
/** A display name's longest length (characters). */
export const MAX_DISPLAY_NAME_LENGTH = 40;
/** A tip's share key: 22 URL-safe characters (128 random bits), checked before any lookup. */
export const SHARE_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The form's field names: one per question, the name and the consent. */
export const PREDICTION_FIELDS = {
  answer: (questionId: string) => `tipp-${questionId}`,
  name: 'nev',
  consent: 'hozzajarulas',
} as const;

export type TipWindow = 'upcoming' | 'open' | 'closed';

/** Whether a game takes tips at `now` (unix ms): from opensAt, until closesAt (exclusive). */
export function tipWindow(
  game: Pick<PredictionGame, 'opensAt' | 'closesAt'>,
  now: number,
): TipWindow {
  if (now < Date.parse(game.opensAt)) return 'upcoming';
  return now < Date.parse(game.closesAt) ? 'open' : 'closed';
}

/**
 * A problem with a tip, as a key of the tippjáték dictionary and its placeholders (numbers are
 * formatted in the reader's locale where the text is made).
 */
export interface TipProblem {
  key: PredictionsKey;
  params?: Record<string, string | number>;
}

export type AnswerValidation =
  | { ok: true; answers: PredictionValues }
  | {
      ok: false;
      /** By question id. */
      errors: Record<string, TipProblem>;
      /** Problems of the tip as a whole (shares adding up to more than 100). */
      general: TipProblem[];
    };

const SHARE_TEXT = /^\d{1,3}(?:[.,]\d)?$/;
const COUNT_TEXT = /^\d{1,7}$/;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

/** A number as a form sends it ('42,5', ' 135 ') or as JSON does; NaN when it is neither. */
function numberOf(value: unknown, pattern: RegExp): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim().replace(/\s/g, '');
  return pattern.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

const hasOneDecimalAtMost = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/** One question's answer, parsed, or the problem with it. */
function answerOf(
  question: PredictionQuestion,
  value: unknown,
): { value: PredictionValue } | { problem: TipProblem } {
  if (isBlank(value)) return { problem: { key: 'predictions.error.required' } };
  switch (question.kind) {
    case 'share': {
      const share = numberOf(value, SHARE_TEXT);
      return Number.isFinite(share) && share >= 0 && share <= 100 && hasOneDecimalAtMost(share)
        ? { value: Math.round(share * 10) / 10 }
        : { problem: { key: 'predictions.error.share' } };
    }
    case 'count': {
      const count = numberOf(value, COUNT_TEXT);
      return Number.isInteger(count) && count >= question.min && count <= question.max
        ? { value: count }
        : {
            problem: {
              key: 'predictions.error.count',
              params: { min: question.min, max: question.max },
            },
          };
    }
    case 'choice':
      return typeof value === 'string' && question.options.some((option) => option.id === value)
        ? { value }
        : { problem: { key: 'predictions.error.choice' } };
  }
}

/**
 * A reader's tip checked against the game: every question answered, each in its range (a share 0-100
 * with one decimal at most, a count a whole number within min..max, a choice one of the options), and
 * the shares adding up to 100 at most. `input` is by question id, as JSON numbers or a form's text.
 */
export function validateAnswers(
  game: Pick<PredictionGame, 'questions'>,
  input: Readonly<Record<string, unknown>>,
): AnswerValidation {
  const answers: PredictionValues = {};
  const errors: Record<string, TipProblem> = {};
  for (const question of game.questions) {
    const answer = answerOf(
      question,
      Object.hasOwn(input, question.id) ? input[question.id] : undefined,
    );
    if ('problem' in answer) errors[question.id] = answer.problem;
    else answers[question.id] = answer.value;
  }
  const general: TipProblem[] = [];
  const shares = game.questions.filter((question) => question.kind === 'share');
  if (shares.length > 1 && shares.every((question) => question.id in answers)) {
    const tenths = shares.reduce(
      (sum, question) => sum + Math.round(Number(answers[question.id]) * 10),
      0,
    );
    if (tenths > 1000) {
      general.push({ key: 'predictions.error.sharesOver100', params: { sum: tenths / 10 } });
    }
  }
  return Object.keys(errors).length || general.length
    ? { ok: false, errors, general }
    : { ok: true, answers };
}

/**
 * The name a tip shows on the leaderboard: letters, digits and marks, words joined by one space,
 * hyphen, apostrophe or dot, at most MAX_DISPLAY_NAME_LENGTH characters. Nothing else, so no link,
 * markup, control or direction-override character reaches the public page. Empty is no name.
 */
export function isDisplayName(text: string): boolean {
  return (
    [...text].length <= MAX_DISPLAY_NAME_LENGTH &&
    /^[\p{L}\p{M}\p{N}]+(?:(?:[-'’.] ?| )[\p{L}\p{M}\p{N}]+)*\.?$/u.test(text.normalize('NFC'))
  );
}

/**
 * The leaderboard consent and the name it shows: a consent needs a name; a name without the consent is
 * not kept (it would never be shown).
 */
export function validateDisplay(
  name: unknown,
  consent: unknown,
): { ok: true; displayName: string; consent: boolean } | { ok: false; problem: TipProblem } {
  const text = typeof name === 'string' ? name.trim().replace(/\s+/g, ' ') : '';
  const agreed = consent === true || consent === 'on' || consent === 'true' || consent === '1';
  if (!agreed) return { ok: true, displayName: '', consent: false };
  if (!text) return { ok: false, problem: { key: 'predictions.error.nameRequired' } };
  if (!isDisplayName(text)) {
    return {
      ok: false,
      problem: { key: 'predictions.error.name', params: { max: MAX_DISPLAY_NAME_LENGTH } },
    };
  }
  return { ok: true, displayName: text.normalize('NFC'), consent: true };
}

/** How far a tip is from the result on one question: percentage points, units, or 0/1 for a choice. */
export function questionError(
  question: PredictionQuestion,
  tip: PredictionValue,
  result: PredictionValue,
): number {
  if (question.kind === 'choice') return tip === result ? 0 : 1;
  const error = Math.abs(Number(tip) - Number(result));
  // Shares carry one decimal: 42.5 - 40.2 is 2.3, not 2.2999999999999972.
  return question.kind === 'share' ? Math.round(error * 10) / 10 : error;
}

export interface ScoreLine {
  questionId: string;
  error: number;
  /** Points off for this question (penalty x error). */
  penalty: number;
}

/** A tip's score with what each question took off (the tip's page shows both). */
export function scoreBreakdown(
  game: Pick<PredictionGame, 'questions'>,
  answers: Readonly<PredictionValues>,
  result: Readonly<PredictionValues>,
): { score: number; lines: ScoreLine[] } {
  const lines = game.questions.map((question) => {
    const tip = answers[question.id];
    const actual = result[question.id];
    // A question the tip left out costs what its worst miss could: nothing is gained by skipping.
    const error =
      tip === undefined || actual === undefined
        ? worstError(question)
        : questionError(question, tip, actual);
    return {
      questionId: question.id,
      error,
      penalty: Math.round(error * question.penalty * 10) / 10,
    };
  });
  const off = lines.reduce((sum, line) => sum + line.penalty, 0);
  return { score: Math.max(0, Math.round(STARTING_POINTS - off)), lines };
}

function worstError(question: PredictionQuestion): number {
  switch (question.kind) {
    case 'share':
      return 100;
    case 'count':
      return question.max - question.min;
    case 'choice':
      return 1;
  }
}

/** STARTING_POINTS minus the weighted errors, never below 0. */
export function scoreTip(
  game: Pick<PredictionGame, 'questions'>,
  answers: Readonly<PredictionValues>,
  result: Readonly<PredictionValues>,
): number {
  return scoreBreakdown(game, answers, result).score;
}

export interface RankedTip {
  rank: number;
}

/**
 * Tips by score, best first; on equal scores the earlier tip first, then by key (so the order never
 * depends on how the store happened to answer). The rank is the place in that order, from 1.
 */
export function rankTips<T extends { score: number; createdAt: number; key: string }>(
  tips: readonly T[],
): Array<T & RankedTip> {
  return [...tips]
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.createdAt - b.createdAt ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    )
    .map((tip, index) => ({ ...tip, rank: index + 1 }));
}
