// The tippjáték's views (lib/view/predictionPage.ts) from a game, its state, its ranking and a tip:
// dates in the edition's time zone, numbers in its locale with their units, the scoring rule written out
// from the game's own penalties, and a refused tip's problems as texts. Server side: the pages get text.
import { edition } from '@/editions/currentEdition';
import { intlLocales, type Locale } from '../i18n/locales';
import { predictionsText, type PredictionsKey } from '../i18n/predictions';
import { paths } from '../routing/paths';
import { supplements } from '../routing/supplements';
import {
  LEADERBOARD_SIZE,
  PREDICTION_FIELDS,
  scoreBreakdown,
  type TipProblem,
} from '../rules/predictions';
import type {
  PredictionGame,
  PredictionQuestion,
  PredictionValue,
  PredictionValues,
} from '../schemas/predictionGame';
import type { Prediction } from '../userdata/userDataStore';
import type {
  PredictionFormView,
  PredictionGameState,
  PredictionGameSummary,
  PredictionGameView,
  PredictionLeaderboardRow,
  PredictionQuestionView,
  PredictionResultView,
  PredictionTime,
  PredictionTipView,
} from '../view/predictionPage';
import type { GameState, RankedPrediction, SubmitOutcome, TipInput } from './predictionService';

const locale: Locale = edition.locale;
const t = (key: PredictionsKey, params?: Record<string, string | number>) =>
  predictionsText(locale, key, params);

const dateFormat = new Intl.DateTimeFormat(intlLocales[locale], {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: edition.timeZone,
});
const numberFormat = new Intl.NumberFormat(intlLocales[locale], { maximumFractionDigits: 1 });

export function predictionTime(when: string | number): PredictionTime {
  const ms = typeof when === 'number' ? when : Date.parse(when);
  return { text: dateFormat.format(ms), iso: new Date(ms).toISOString() };
}

/** A problem's text, its numbers in the reader's notation. */
export function problemText(problem: TipProblem): string {
  const params = Object.fromEntries(
    Object.entries(problem.params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' ? numberFormat.format(value) : value,
    ]),
  );
  return t(problem.key, params);
}

/** A tip's or result's value as the page writes it: '54,1%', '135 mandátum', 'Spanyolország'. */
export function valueText(question: PredictionQuestion, value: PredictionValue): string {
  switch (question.kind) {
    case 'share':
      return `${numberFormat.format(Number(value))}${t('predictions.form.percent')}`;
    case 'count':
      return [numberFormat.format(Number(value)), question.unit].filter(Boolean).join(' ');
    case 'choice':
      return question.options.find((option) => option.id === value)?.label ?? String(value);
  }
}

export function stateOf(state: GameState): PredictionGameState {
  return state.result ? 'scored' : state.window;
}

export function gameSummary(game: PredictionGame, state: GameState): PredictionGameSummary {
  return {
    slug: game.slug,
    title: game.title,
    description: game.description,
    href: paths.prediction(game.slug),
    state: stateOf(state),
    opensAt: predictionTime(game.opensAt),
    closesAt: predictionTime(game.closesAt),
  };
}

function ruleOf(question: PredictionQuestion): string {
  const params = { label: question.label, penalty: numberFormat.format(question.penalty) };
  switch (question.kind) {
    case 'share':
      return t('predictions.rule.share', params);
    case 'count':
      return t('predictions.rule.count', params);
    case 'choice':
      return t('predictions.rule.choice', params);
  }
}

function questionView(question: PredictionQuestion): PredictionQuestionView {
  return {
    id: question.id,
    label: question.label,
    hint: question.hint ?? null,
    kind: question.kind,
    field: PREDICTION_FIELDS.answer(question.id),
    min: question.kind === 'count' ? question.min : question.kind === 'share' ? 0 : null,
    max: question.kind === 'count' ? question.max : question.kind === 'share' ? 100 : null,
    unit: question.kind === 'count' ? (question.unit ?? null) : null,
    options: question.kind === 'choice' ? question.options : [],
    rule: ruleOf(question),
  };
}

export function gameView(game: PredictionGame, state: GameState): PredictionGameView {
  const supplement = game.supplement
    ? supplements.find((candidate) => candidate.slug === game.supplement)
    : undefined;
  return {
    ...gameSummary(game, state),
    questions: game.questions.map(questionView),
    resultNote: game.resultNote ?? null,
    supplement: supplement
      ? { href: paths.supplement(supplement.slug), title: supplement.title }
      : null,
  };
}

export function leaderboardRows(
  ranking: readonly RankedPrediction[],
  size = LEADERBOARD_SIZE,
): PredictionLeaderboardRow[] {
  return ranking.slice(0, size).map((tip) => ({
    rank: tip.rank,
    name: tip.consent && tip.displayName ? tip.displayName : null,
    score: tip.score,
  }));
}

export function resultView(
  game: PredictionGame,
  result: PredictionValues,
  ranking: readonly RankedPrediction[],
): PredictionResultView {
  return {
    values: game.questions.map((question) => ({
      questionId: question.id,
      label: question.label,
      value: valueText(question, result[question.id]!),
    })),
    leaderboard: leaderboardRows(ranking),
    total: ranking.length,
  };
}

/** The tip's shareable page: its path and the absolute address on the edition's site. */
export function tipPath(game: string, key: string): { path: string; url: string } {
  const path = paths.prediction(game, key);
  return { path, url: `${edition.siteUrl}${path}` };
}

/** Points off as the tip's page writes them: '−100', or '0' for a question the tip got right. */
function penaltyText(line: { penalty: number } | undefined): string | null {
  if (!line) return null;
  return line.penalty ? `\u2212${numberFormat.format(line.penalty)}` : '0';
}

export function tipView(
  game: PredictionGame,
  tip: Prediction,
  result: PredictionValues | null,
  ranking: readonly RankedPrediction[] | null,
): PredictionTipView {
  const breakdown = result ? scoreBreakdown(game, tip.answers, result) : null;
  const ranked = ranking?.find((candidate) => candidate.key === tip.key);
  return {
    key: tip.key,
    ...tipPath(game.slug, tip.key),
    name: tip.consent && tip.displayName ? tip.displayName : null,
    submittedAt: predictionTime(tip.createdAt),
    lines: game.questions.map((question) => {
      const answer = tip.answers[question.id];
      const actual = result?.[question.id];
      return {
        questionId: question.id,
        label: question.label,
        tip: answer === undefined ? '' : valueText(question, answer),
        result: actual === undefined ? null : valueText(question, actual),
        penalty: penaltyText(breakdown?.lines.find((line) => line.questionId === question.id)),
      };
    }),
    score: breakdown?.score ?? null,
    rank: ranked?.rank ?? null,
    total: ranking?.length ?? null,
  };
}

/** An empty form (a signed-in reader's name filled in, for them to keep or clear). */
export function emptyForm(name = ''): PredictionFormView {
  return {
    values: {},
    name,
    consent: false,
    questionErrors: {},
    nameError: null,
    generalErrors: [],
  };
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The form as the reader sent it, with what was wrong: nothing they typed is lost. */
export function formOf(
  game: PredictionGame,
  input: TipInput,
  problems: { outcome?: SubmitOutcome; general?: string[] } = {},
): PredictionFormView {
  const { outcome } = problems;
  const invalid = outcome?.status === 'invalid' ? outcome : null;
  const consent = input.consent;
  return {
    values: Object.fromEntries(
      game.questions.map((question) => [
        PREDICTION_FIELDS.answer(question.id),
        text(input.answers[question.id]).slice(0, 100),
      ]),
    ),
    name: text(input.name).slice(0, 200),
    consent: consent === true || consent === 'on' || consent === 'true' || consent === '1',
    questionErrors: Object.fromEntries(
      Object.entries(invalid?.errors ?? {}).map(([id, problem]) => [id, problemText(problem)]),
    ),
    nameError: invalid?.display ? problemText(invalid.display) : null,
    generalErrors: [...(invalid?.general ?? []).map(problemText), ...(problems.general ?? [])],
  };
}
