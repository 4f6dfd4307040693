// A quiz as the service answers it: a definition (data/quizzes.json) plus the stored rows of the
// user-data store, aggregated. Pure: counts per answer, sums and averages of ratings, percentages of
// the question's voters rounded to 1 decimal (SPEC section 9), whether a question still takes answers
// (section 4) and when its right answer may be shown.
import { answerPercent, isQuestionActive } from '../rules/quiz';
import type { Quiz, QuizOption, QuizQuestion } from '../schemas/quiz';
import type { QuizDefinition, QuizQuestionDefinition } from '../schemas/quizDefinition';
import type { AnswerCount, QuestionVoters } from '../userdata/userDataStore';

/** A rating option's value: its title as a number ("1".."5"); NaN for any other title. */
export function ratingValue(option: Pick<QuizOption, 'title'>): number {
  const text = option.title.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

export interface QuizTally {
  counts: readonly AnswerCount[];
  voters: readonly QuestionVoters[];
}

export interface ResultOptions {
  /** Unix ms. */
  now: number;
  /** The questions the asking voter has answered (none when nobody in particular asks). */
  answeredQuestionIds?: ReadonlySet<string>;
}

function questionResults(
  question: QuizQuestionDefinition,
  counts: readonly AnswerCount[],
  voterCount: number,
  { now, answeredQuestionIds }: ResultOptions,
): QuizQuestion {
  const active = isQuestionActive(question, now);
  const optionValues = new Map(question.options.map((option) => [option._id, ratingValue(option)]));
  const rating = question.displayAs === 'rating';
  const answers = question.answers.map((answer) => {
    let answerCount = 0;
    let sum = 0;
    for (const row of counts) {
      if (row.answerId !== answer._id) continue;
      if (rating) {
        // A rating with an option the definition no longer has is left out, not counted as 0.
        const value = row.optionId === null ? undefined : optionValues.get(row.optionId);
        if (value === undefined || !Number.isFinite(value)) continue;
        sum += value * row.count;
      }
      answerCount += row.count;
    }
    return {
      _id: answer._id,
      title: answer.title,
      image: answer.image,
      description: answer.description,
      answerCount,
      sum,
      average: answerCount > 0 ? sum / answerCount : 0,
      percent: answerPercent(answerCount, voterCount),
    };
  });
  // The right answer gives the quiz away: only once the question has closed, or to a voter whose
  // answer is already in.
  const revealed = !active || Boolean(answeredQuestionIds?.has(question._id));
  return {
    _id: question._id,
    question: question.question,
    displayAs: question.displayAs,
    image: question.image,
    description: question.description,
    activeTo: question.activeTo,
    active,
    voterCount,
    rightAnswer: question.rightAnswer && revealed ? { value: question.rightAnswer.value } : null,
    options: question.options.map((option) => ({ _id: option._id, title: option.title })),
    answers,
  };
}

export function quizResults(
  definition: QuizDefinition,
  tally: QuizTally,
  options: ResultOptions,
): Quiz {
  const voters = new Map(tally.voters.map((row) => [row.questionId, row.voters]));
  return {
    _id: definition._id,
    complex: definition.complex,
    title: definition.title,
    questions: definition.questions.map((question) =>
      questionResults(
        question,
        tally.counts.filter((row) => row.questionId === question._id),
        voters.get(question._id) ?? 0,
        options,
      ),
    ),
  };
}
