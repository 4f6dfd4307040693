// What a quiz question shows and how the reader's choices combine (issue 17), as pure functions for the
// quiz components: controls while a question is open (SPEC section 4: active until activeTo), results
// once the reader answered or the question closed, and the reader's choices as the service's responses
// ('single': one answer; 'rating': an option for each answer rated).
import type { QuizResponse, UserAnswer } from '@/lib/schemas/quiz';
import type { QuizQuestionData } from '@/lib/schemas/quizAnswers';

export type Responses = QuizResponse[];

/** The kinds of question the block can take answers for; anything else shows its results only. */
export const ANSWERABLE = ['single', 'rating'] as const;
export type AnswerableKind = (typeof ANSWERABLE)[number];

export function isAnswerable(displayAs: string): displayAs is AnswerableKind {
  return (ANSWERABLE as readonly string[]).includes(displayAs);
}

export interface QuestionSituation {
  displayAs: string;
  /** The service still takes answers (SPEC section 4). */
  active: boolean;
  /** The browser has taken over the server's HTML. */
  hydrated: boolean;
  /** The reader's own answers, or null while they are not known yet (first poll under way). */
  own: Responses | null;
}

/** What both answer lists (SingleAnswers, RatingAnswers) are given, besides their choice handler. */
export interface AnswerListProps {
  question: QuizQuestionData;
  view: QuestionView;
  /** The prefix of the radio groups' names and of the ids of answer descriptions. */
  name: string;
  chosen: Responses;
  own: Responses;
  rightAnswer: string | null;
}

export interface QuestionView {
  /** 'none': results only; 'disabled': shown but not usable yet (server HTML, before hydration). */
  controls: 'enabled' | 'disabled' | 'none';
  results: boolean;
}

/**
 * Results show when the question closed, once the reader answered, and until the browser knows
 * whether they did (the server's HTML shows the current results to readers without JavaScript).
 */
export function questionView({
  displayAs,
  active,
  hydrated,
  own,
}: QuestionSituation): QuestionView {
  if (!active || !isAnswerable(displayAs)) return { controls: 'none', results: true };
  if (!hydrated) return { controls: 'disabled', results: true };
  return { controls: 'enabled', results: own === null || own.length > 0 };
}

/** The reader's responses to one question; null while their answers are not known. */
export function ownResponses(
  userAnswers: UserAnswer[] | null,
  questionId: string,
): Responses | null {
  if (!userAnswers) return null;
  return userAnswers.find((answer) => answer.questionId === questionId)?.responses ?? [];
}

const responseKey = ({ answerId, optionId }: QuizResponse) => `${answerId ?? ''}/${optionId ?? ''}`;

/** The same choices, in any order. */
export function sameResponses(a: Responses, b: Responses): boolean {
  if (a.length !== b.length) return false;
  const keys = new Set(a.map(responseKey));
  return b.every((response) => keys.has(responseKey(response)));
}

/** The choices after picking `answerId` ('single') or rating it with `optionId` ('rating'). */
export function choose(
  kind: AnswerableKind,
  current: Responses,
  answerId: string,
  optionId?: string,
): Responses {
  if (kind === 'single') return [{ answerId }];
  return [...current.filter((response) => response.answerId !== answerId), { answerId, optionId }];
}

export function isChosen(current: Responses, answerId: string, optionId?: string): boolean {
  return current.some(
    (response) =>
      response.answerId === answerId && (optionId === undefined || response.optionId === optionId),
  );
}

/**
 * Whether a poll's answer was read before the reader's latest submission reached the service (a poll
 * under way while the reader submitted): it lacks what the submission saved. Such an answer would show
 * older counts and hide the reader's answer until the next poll, so the block skips it.
 */
export function pollPredatesSubmission(
  submitted: UserAnswer | null,
  polled: UserAnswer[],
): boolean {
  if (!submitted) return false;
  const seen = ownResponses(polled, submitted.questionId) ?? [];
  return !sameResponses(seen, submitted.responses);
}
