// The HTTP side of the tippjáték (issue 31 item 6), shared by the API (pages/api/predictions) and the
// game page's own form post (lib/pages/predictionPageProps.ts): a tip read from JSON or a form, limited
// per address like every reader submission, taken for the reader of the request (account or cookie
// token), and a refusal as a clear 4xx with a Hungarian message: 400 with each question's problem, 403
// before the game opens and from its deadline on, 409 (with the earlier tip's key) when the reader has
// tipped, 429 past the limit. And the JSON answers of the GET routes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { limitRequest } from '../engagement/submissionLimit';
import { HttpError } from '../http/httpError';
import { isFormPost } from '../http/formPosts';
import { readFields } from '../http/requestBody';
import { predictionsText, type PredictionsKey } from '../i18n/predictions';
import { edition } from '@/editions/currentEdition';
import { PREDICTION_FIELDS, SHARE_KEY_PATTERN } from '../rules/predictions';
import type { PredictionGame } from '../schemas/predictionGame';
import type {
  PredictionGameAnswer,
  PredictionSubmitAnswer,
  PredictionTipAnswer,
} from '../schemas/predictionAnswers';
import type { Prediction } from '../userdata/userDataStore';
import type { PredictionService, SubmitOutcome, TipInput } from './predictionService';
import { leaderboardRows, problemText, stateOf, tipPath } from './predictionViews';
import { voterOrNew } from './predictionVoter';

const t = (key: PredictionsKey, params?: Record<string, string | number>) =>
  predictionsText(edition.locale, key, params);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * What a reader sent. JSON: `{ answers: { [questionId]: value }, name?, consent? }`. A form: a field
 * per question (PREDICTION_FIELDS.answer), the name and the consent checkbox.
 */
export function tipInputOf(
  game: PredictionGame,
  fields: Record<string, unknown>,
  form: boolean,
): TipInput {
  if (form) {
    return {
      answers: Object.fromEntries(
        game.questions.map((question) => [
          question.id,
          fields[PREDICTION_FIELDS.answer(question.id)],
        ]),
      ),
      name: fields[PREDICTION_FIELDS.name],
      consent: fields[PREDICTION_FIELDS.consent],
    };
  }
  if (fields.answers !== undefined && !isRecord(fields.answers)) {
    throw new HttpError(
      400,
      'answers must be an object of the answers by question id.',
      'invalid-field',
      {
        field: 'answers',
      },
    );
  }
  return {
    answers: isRecord(fields.answers) ? fields.answers : {},
    name: fields.name,
    consent: fields.consent,
  };
}

/** The request's tip, read once (JSON or a form). */
export async function readTipInput(req: IncomingMessage, game: PredictionGame): Promise<TipInput> {
  return tipInputOf(game, await readFields(req), isFormPost(req));
}

/** The 429 of the submission limit, said in Hungarian (its Retry-After kept). */
function inOurWords(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.reason !== 'rate-limited') return error;
  const seconds = Number(error.extra.retryAfter ?? 60);
  return new HttpError(
    429,
    t('predictions.error.rateLimited', { minutes: Math.max(1, Math.ceil(seconds / 60)) }),
    error.reason,
    error.extra,
    error.headers,
  );
}

/**
 * Takes the tip of `req` for its reader: counted against the address's limit first (a 429 stores
 * nothing), then the reader (an anonymous one without a token gets one, in `res`'s cookie).
 */
export async function submitTipRequest(
  req: IncomingMessage,
  res: ServerResponse,
  service: PredictionService,
  limiter: Parameters<typeof limitRequest>[0],
  game: PredictionGame,
  input: TipInput,
): Promise<SubmitOutcome> {
  try {
    await limitRequest(limiter, 'prediction', req);
  } catch (error) {
    throw inOurWords(error);
  }
  const { voter } = await voterOrNew(req, res);
  return service.submit(game, voter, input);
}

/** The refusal of an outcome that stored no new tip, as its HTTP answer; null for a new tip. */
export function refusalOf(game: PredictionGame, outcome: SubmitOutcome): HttpError | null {
  switch (outcome.status) {
    case 'created':
      return null;
    case 'exists':
      return new HttpError(409, t('predictions.error.already'), 'already-submitted', {
        key: outcome.prediction.key,
        ...tipPath(game.slug, outcome.prediction.key),
      });
    case 'closed':
      return new HttpError(403, t('predictions.error.closed'), 'closed');
    case 'upcoming':
      return new HttpError(403, t('predictions.error.upcoming'), 'not-open');
    case 'invalid': {
      const first = Object.values(outcome.errors)[0] ?? outcome.general[0] ?? outcome.display;
      return new HttpError(
        400,
        first ? problemText(first) : t('predictions.errors.heading'),
        'invalid-tip',
        {
          errors: Object.fromEntries(
            Object.entries(outcome.errors).map(([id, problem]) => [id, problemText(problem)]),
          ),
          general: outcome.general.map(problemText),
          ...(outcome.display ? { name: problemText(outcome.display) } : {}),
        },
      );
    }
  }
}

/** The answer to a new tip (201). */
export function submitAnswer(prediction: Prediction): PredictionSubmitAnswer {
  return {
    data: {
      game: prediction.game,
      key: prediction.key,
      ...tipPath(prediction.game, prediction.key),
      createdAt: new Date(prediction.createdAt).toISOString(),
    },
  };
}

/** GET /api/predictions/{game}: the game, where it stands, and once scored its result and leaderboard. */
export async function gameAnswer(
  service: PredictionService,
  game: PredictionGame,
): Promise<PredictionGameAnswer> {
  const state = await service.stateOf(game);
  const ranking = state.result ? await service.ranking(game, state.result) : null;
  return {
    data: {
      slug: game.slug,
      title: game.title,
      description: game.description,
      opensAt: game.opensAt,
      closesAt: game.closesAt,
      state: stateOf(state),
      questions: game.questions.map((question) => ({
        id: question.id,
        label: question.label,
        kind: question.kind,
        penalty: question.penalty,
        ...(question.kind === 'count'
          ? { min: question.min, max: question.max, unit: question.unit ?? null }
          : {}),
        ...(question.kind === 'choice' ? { options: question.options } : {}),
      })),
      result: state.result,
      leaderboard: ranking ? leaderboardRows(ranking) : null,
      total: ranking ? ranking.length : null,
    },
  };
}

/** GET /api/predictions/{game}/{key}: the tip as made, and once scored its score and rank; null: none. */
export async function tipAnswer(
  service: PredictionService,
  game: PredictionGame,
  key: string,
): Promise<PredictionTipAnswer | null> {
  if (!SHARE_KEY_PATTERN.test(key)) return null;
  const tip = await service.tipByKey(key);
  if (!tip || tip.game !== game.slug) return null;
  const state = await service.stateOf(game);
  const ranking = state.result ? await service.ranking(game, state.result) : null;
  const ranked = ranking?.find((candidate) => candidate.key === tip.key);
  return {
    data: {
      game: game.slug,
      key: tip.key,
      ...tipPath(game.slug, tip.key),
      answers: tip.answers,
      name: tip.consent && tip.displayName ? tip.displayName : null,
      createdAt: new Date(tip.createdAt).toISOString(),
      score: ranked?.score ?? null,
      rank: ranked?.rank ?? null,
      total: ranking ? ranking.length : null,
    },
  };
}
