// What the tippjáték pages (/melleklet/tippjatek/{subSlug?}/{key?}, issue 31 item 6) render: the games'
// index, a game (its form while open, or the closed notice; once scored its result, scoring rule and
// leaderboard) and a tip's shareable page. Texts that depend on data (dates, numbers with units, the
// problems of a refused tip) come written by the server (lib/predictions/predictionViews.ts), so the
// browser carries no formatting or validation code for them.
import type { TipWindow } from '../rules/predictions';
import type { PredictionQuestionKind } from '../schemas/predictionGame';
import type { ShellData } from './shellData';

/** Where a game stands: taking tips, closed and waiting for the result, or scored. */
export type PredictionGameState = TipWindow | 'scored';

/** A date as the page prints it and as <time dateTime> carries it. */
export interface PredictionTime {
  text: string;
  iso: string;
}

export interface PredictionGameSummary {
  slug: string;
  title: string;
  description: string;
  href: string;
  state: PredictionGameState;
  opensAt: PredictionTime;
  closesAt: PredictionTime;
}

export interface PredictionQuestionView {
  id: string;
  label: string;
  hint: string | null;
  kind: PredictionQuestionKind;
  /** The form field's name (lib/rules/predictions.ts PREDICTION_FIELDS). */
  field: string;
  min: number | null;
  max: number | null;
  unit: string | null;
  options: Array<{ id: string; label: string }>;
  /** The scoring rule's line for this question (the penalty written out). */
  rule: string;
}

/** The form as the reader left it: what they typed, and what was wrong with it. */
export interface PredictionFormView {
  /** By field name, as typed. */
  values: Record<string, string>;
  name: string;
  consent: boolean;
  /** Problems by question id. */
  questionErrors: Record<string, string>;
  nameError: string | null;
  /** Problems of the tip as a whole, or why it was refused (closed, already made, too many). */
  generalErrors: string[];
}

export interface PredictionLeaderboardRow {
  rank: number;
  /** null: no consent to show a name ('Névtelen tippelő'). */
  name: string | null;
  score: number;
}

export interface PredictionResultView {
  /** The result of each question, written out ('54,1%', '135 mandátum', 'Spanyolország'). */
  values: Array<{ questionId: string; label: string; value: string }>;
  leaderboard: PredictionLeaderboardRow[];
  /** How many tips were scored. */
  total: number;
}

export interface PredictionGameView extends PredictionGameSummary {
  questions: PredictionQuestionView[];
  resultNote: string | null;
  /** The supplement the game belongs to, when it has one. */
  supplement: { href: string; title: string } | null;
}

export interface PredictionTipLine {
  questionId: string;
  label: string;
  tip: string;
  /** Once scored: the result and the points this question took off ('−100', '0'). */
  result: string | null;
  penalty: string | null;
}

export interface PredictionTipView {
  key: string;
  /** The tip's page: its path, and the absolute address to share. */
  path: string;
  url: string;
  /** null: no consent to show the name. */
  name: string | null;
  submittedAt: PredictionTime;
  lines: PredictionTipLine[];
  /** Once scored. */
  score: number | null;
  rank: number | null;
  total: number | null;
}

export type PredictionPageView =
  | { kind: 'index'; games: PredictionGameSummary[] }
  | {
      kind: 'game';
      game: PredictionGameView;
      /** While open and the reader has not tipped: the form (empty, or as they left it). */
      form: PredictionFormView | null;
      /** The reader's own tip, when they made one. */
      ownTip: { path: string } | null;
      /** Why a plain form post came back without a tip (shown when there is no form). */
      notices: string[];
      result: PredictionResultView | null;
    }
  | { kind: 'tip'; game: PredictionGameView; tip: PredictionTipView };

export interface PredictionPageProps {
  shell: ShellData;
  view: PredictionPageView;
}

/**
 * What the tippjáték tab of a supplement (valasztas-2022) shows of its game: a teaser that leads to the
 * game page (lib/predictions/predictionTeaser.ts builds it).
 */
export interface PredictionGameTeaser extends PredictionGameSummary {
  /** The best few tips once scored (empty before). */
  leaders: PredictionLeaderboardRow[];
  /** How many tips were scored; null before. */
  total: number | null;
}
