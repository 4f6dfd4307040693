// The tippjáték's service (issue 31 item 6): a game's state (taking tips, closed, scored), a reader's
// tip taken once before the deadline, and the ranking of a scored game. Over three ports: the games
// (data/predictions), the user-data store (the tips) and the election-data port (the results of the
// election games). The HTTP side (cookies, rate limit, answers) is predictionHttp.ts.
import { randomBytes } from 'node:crypto';
import type { ElectionDataSource } from '../elections/electionData';
import { gameResult, resultElection } from '../rules/predictionResults';
import {
  rankTips,
  scoreTip,
  tipWindow,
  validateAnswers,
  validateDisplay,
  type TipProblem,
  type TipWindow,
} from '../rules/predictions';
import type { PredictionGame, PredictionValues } from '../schemas/predictionGame';
import type { Prediction, UserDataStore } from '../userdata/userDataStore';
import { log } from '@/lib/observability/log';

/** How long a scored game's ranking is kept before it is computed again (its tips no longer change). */
export const RANKING_TTL_MS = 30_000;

export type PredictionStore = Pick<
  UserDataStore,
  'submitPrediction' | 'predictionByKey' | 'predictionOf' | 'predictionsOf'
>;

export interface PredictionDeps {
  store: PredictionStore;
  elections: ElectionDataSource;
  games: () => PredictionGame[];
  now?: () => number;
  /** A new share key: 22 URL-safe characters, 128 random bits. */
  newKey?: () => string;
}

export const newShareKey = () => randomBytes(16).toString('base64url');

/** What a reader sent: answers by question id (JSON numbers or a form's text), a name, a consent. */
export interface TipInput {
  answers: Record<string, unknown>;
  name?: unknown;
  consent?: unknown;
}

export type SubmitOutcome =
  | { status: 'created' | 'exists'; prediction: Prediction }
  | {
      status: 'invalid';
      errors: Record<string, TipProblem>;
      general: TipProblem[];
      display: TipProblem | null;
    }
  | { status: 'closed' | 'upcoming' };

export interface GameState {
  window: TipWindow;
  /** The final result, once the game is closed and it is in. */
  result: PredictionValues | null;
}

export interface RankedPrediction {
  key: string;
  displayName: string;
  consent: boolean;
  createdAt: number;
  score: number;
  rank: number;
}

export type PredictionService = ReturnType<typeof predictionService>;

export function predictionService({
  store,
  elections,
  games,
  now = Date.now,
  newKey = newShareKey,
}: PredictionDeps) {
  const rankings = new Map<string, { until: number; ranking: Promise<RankedPrediction[]> }>();

  function game(slug: string): PredictionGame | null {
    const wanted = slug.toLowerCase();
    return games().find((candidate) => candidate.slug === wanted) ?? null;
  }

  /** The game's window now, and its result once it is closed and final (else null). */
  async function stateOf(target: PredictionGame): Promise<GameState> {
    const window = tipWindow(target, now());
    if (window !== 'closed') return { window, result: null };
    const electionId = resultElection(target);
    if (electionId === null) return { window, result: gameResult(target, null) };
    try {
      return { window, result: gameResult(target, await elections.election(electionId)) };
    } catch (error) {
      // The results source failing leaves the game unscored for now (SPEC section 8: logged only).
      log.warn(`tippjáték ${target.slug}: the election ${electionId} could not be read`, { error });
      return { window, result: null };
    }
  }

  async function computeRanking(
    target: PredictionGame,
    result: PredictionValues,
  ): Promise<RankedPrediction[]> {
    const tips = await store.predictionsOf(target.slug);
    return rankTips(
      tips.map((tip) => ({
        key: tip.key,
        displayName: tip.displayName,
        consent: tip.consent,
        createdAt: tip.createdAt,
        score: scoreTip(target, tip.answers, result),
      })),
    );
  }

  /** Every tip of a scored game, ranked; kept RANKING_TTL_MS. */
  function ranking(target: PredictionGame, result: PredictionValues): Promise<RankedPrediction[]> {
    const at = now();
    const kept = rankings.get(target.slug);
    if (kept && kept.until > at) return kept.ranking;
    const fresh = computeRanking(target, result);
    rankings.set(target.slug, { until: at + RANKING_TTL_MS, ranking: fresh });
    fresh.catch(() => rankings.delete(target.slug));
    return fresh;
  }

  /**
   * Takes a reader's tip: refused before the game opens and from its deadline on; a reader who has
   * tipped gets their tip back unchanged; else the answers are checked (every question, in range) and
   * the tip stored. The store checks the deadline again with the time it stamps.
   */
  async function submit(
    target: PredictionGame,
    voter: string,
    input: TipInput,
  ): Promise<SubmitOutcome> {
    const window = tipWindow(target, now());
    if (window !== 'open') return { status: window };
    const earlier = await store.predictionOf(target.slug, voter);
    if (earlier) return { status: 'exists', prediction: earlier };
    const answers = validateAnswers(target, input.answers);
    const display = validateDisplay(input.name, input.consent);
    if (!answers.ok || !display.ok) {
      return {
        status: 'invalid',
        errors: answers.ok ? {} : answers.errors,
        general: answers.ok ? [] : answers.general,
        display: display.ok ? null : display.problem,
      };
    }
    const outcome = await store.submitPrediction({
      game: target.slug,
      voter,
      key: newKey(),
      answers: answers.answers,
      displayName: display.displayName,
      consent: display.consent,
      closesAt: Date.parse(target.closesAt),
    });
    return outcome;
  }

  return {
    games: () => games(),
    game,
    stateOf,
    ranking,
    submit,
    tipByKey: (key: string) => store.predictionByKey(key),
    tipOf: (target: PredictionGame, voter: string) => store.predictionOf(target.slug, voter),
  };
}
