// Why a tip was refused, as a plain form post that went to the API comes back to the game page with it
// (/melleklet/tippjatek/{game}?hiba={reason}): the reasons the API answers (predictionHttp.ts), the
// text the page says for each, and the status the page answers with.
import type { PredictionsKey } from '../i18n/predictions';

export const PREDICTION_PROBLEM_PARAM = 'hiba';

export const PREDICTION_PROBLEMS = {
  'invalid-tip': { key: 'predictions.errors.heading', status: 400 },
  'invalid-field': { key: 'predictions.errors.heading', status: 400 },
  'already-submitted': { key: 'predictions.error.already', status: 409 },
  closed: { key: 'predictions.error.closed', status: 403 },
  'not-open': { key: 'predictions.error.upcoming', status: 403 },
  'cross-site': { key: 'predictions.error.crossSite', status: 403 },
  'rate-limited': { key: 'predictions.error.rateLimited', status: 429 },
  'store-unavailable': { key: 'predictions.error.unavailable', status: 503 },
} as const satisfies Record<string, { key: PredictionsKey; status: number }>;

export type PredictionProblem = keyof typeof PREDICTION_PROBLEMS;

export function isPredictionProblem(value: unknown): value is PredictionProblem {
  return typeof value === 'string' && Object.hasOwn(PREDICTION_PROBLEMS, value);
}
