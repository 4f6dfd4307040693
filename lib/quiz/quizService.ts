// The quiz service's domain (issue 17, SPEC sections 3, 4 and 7), below its GraphQL layer: a quiz of
// this edition with its results, a voter's answers, and a voter's submission, checked whole against
// the quiz definition before anything is stored (a closed question or an unknown id refuses all of
// it), then written through the user-data port in one transaction.
import { z } from 'zod';
import type { EditionSlug } from '@/editions/editionSlugs';
import { isQuestionActive } from '../rules/quiz';
import { quizIdSchema, type Quiz, type UserAnswer } from '../schemas/quiz';
import type { QuizDefinition, QuizQuestionDefinition } from '../schemas/quizDefinition';
import {
  MAX_QUIZ_ANSWERS,
  MAX_QUIZ_RESPONSES,
  type QuizAnswersInput,
  type UserDataStore,
} from '../userdata/userDataStore';
import { findQuiz, QUIZ_DEFINITIONS } from './quizCatalog';
import { quizResults } from './quizResults';

/** The GraphQL error codes a submission is refused with (extensions.code). */
export type QuizInputErrorCode = 'BAD_USER_INPUT' | 'QUESTION_CLOSED';

/** A submission the service refuses: the reader's input, never the service, is at fault. */
export class QuizInputError extends Error {
  override name = 'QuizInputError';
  constructor(
    message: string,
    readonly code: QuizInputErrorCode = 'BAD_USER_INPUT',
  ) {
    super(message);
  }
}

/** The mutation's answers as GraphQL coerced them; checked again here (zod at every boundary). */
export const answerInputSchema = z.object({
  questionId: z.string(),
  responses: z.array(z.object({ answerId: z.string().nullish(), optionId: z.string().nullish() })),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

export type QuizStore = Pick<
  UserDataStore,
  'addOrUpdateQuizAnswers' | 'quizAnswers' | 'answerCounts' | 'questionVoters'
>;

export interface QuizService {
  /** The quiz with its results; null for an id that is not 24 characters, unknown or of the other
   * edition. `voter` (a token) sees the right answers of the questions it has answered. */
  quiz(id: string, voter?: string | null): Promise<Quiz | null>;
  userAnswers(quizId: string, voter: string): Promise<UserAnswer[]>;
  /** Throws QuizInputError for a submission it refuses; stores nothing then. */
  addOrUpdateAnswers(
    quizId: string,
    voter: string,
    answers: readonly AnswerInput[],
  ): Promise<{ quiz: Quiz; userAnswers: UserAnswer[] }>;
}

export interface QuizServiceOptions {
  store: QuizStore;
  edition: EditionSlug;
  definitions?: readonly QuizDefinition[];
  now?: () => number;
}

type StoredAnswer = QuizAnswersInput['answers'][number];

/** One question's responses, checked against its definition, as the store keeps them. */
function checkedAnswer(
  question: QuizQuestionDefinition,
  responses: AnswerInput['responses'],
): StoredAnswer {
  const where = `question ${question._id}`;
  if (responses.length === 0) throw new QuizInputError(`No response to ${where}.`);
  if (responses.length > MAX_QUIZ_RESPONSES) {
    throw new QuizInputError(`Too many responses to ${where}.`);
  }
  const answerIds = new Set(question.answers.map((answer) => answer._id));
  const optionIds = new Set(question.options.map((option) => option._id));
  const checked = responses.map(({ answerId, optionId }) => {
    if (!answerId || !answerIds.has(answerId)) {
      throw new QuizInputError(`Unknown answer ${JSON.stringify(answerId ?? null)} in ${where}.`);
    }
    if (question.displayAs === 'rating') {
      if (!optionId || !optionIds.has(optionId)) {
        throw new QuizInputError(
          `Unknown option ${JSON.stringify(optionId ?? null)} in ${where}: a rating names one.`,
        );
      }
      return { answerId, optionId };
    }
    if (optionId) throw new QuizInputError(`An option in ${where}, which takes one answer.`);
    return { answerId, optionId: null };
  });
  if (question.displayAs === 'single' && checked.length !== 1) {
    throw new QuizInputError(`One answer to ${where}, not ${checked.length}.`);
  }
  if (new Set(checked.map((response) => response.answerId)).size !== checked.length) {
    throw new QuizInputError(`An answer rated twice in ${where}.`);
  }
  return { questionId: question._id, responses: checked };
}

export function createQuizService({
  store,
  edition,
  definitions = QUIZ_DEFINITIONS,
  now = Date.now,
}: QuizServiceOptions): QuizService {
  const definitionOf = (id: string) =>
    quizIdSchema.safeParse(id).success ? findQuiz(id, edition, definitions) : null;

  async function userAnswersOf(definition: QuizDefinition, voter: string): Promise<UserAnswer[]> {
    const known = new Set(definition.questions.map((question) => question._id));
    const stored = await store.quizAnswers(definition._id, voter);
    // Rows of questions the definition no longer has are not the reader's business.
    return stored.filter((answer) => known.has(answer.questionId));
  }

  async function resultsOf(
    definition: QuizDefinition,
    voter: string | null | undefined,
  ): Promise<{ quiz: Quiz; userAnswers: UserAnswer[] }> {
    const [counts, voters, userAnswers] = await Promise.all([
      store.answerCounts(definition._id),
      store.questionVoters(definition._id),
      voter ? userAnswersOf(definition, voter) : Promise.resolve([]),
    ]);
    const quiz = quizResults(
      definition,
      { counts, voters },
      { now: now(), answeredQuestionIds: new Set(userAnswers.map((answer) => answer.questionId)) },
    );
    return { quiz, userAnswers };
  }

  return {
    async quiz(id, voter) {
      const definition = definitionOf(id);
      return definition ? (await resultsOf(definition, voter)).quiz : null;
    },

    async userAnswers(quizId, voter) {
      const definition = definitionOf(quizId);
      return definition ? userAnswersOf(definition, voter) : [];
    },

    async addOrUpdateAnswers(quizId, voter, input) {
      const definition = definitionOf(quizId);
      if (!definition) throw new QuizInputError(`Unknown quiz ${JSON.stringify(quizId)}.`);
      const parsed = z.array(answerInputSchema).safeParse(input);
      if (!parsed.success) throw new QuizInputError('Answers of an unexpected shape.');
      if (parsed.data.length > MAX_QUIZ_ANSWERS) throw new QuizInputError('Too many answers.');
      const at = now();
      const seen = new Set<string>();
      const answers = parsed.data.map(({ questionId, responses }) => {
        const question = definition.questions.find((q) => q._id === questionId);
        if (!question) throw new QuizInputError(`Unknown question ${JSON.stringify(questionId)}.`);
        if (seen.has(questionId)) throw new QuizInputError(`Question ${questionId} twice.`);
        seen.add(questionId);
        if (!isQuestionActive(question, at)) {
          throw new QuizInputError(
            `Question ${questionId} has closed: it takes no more answers.`,
            'QUESTION_CLOSED',
          );
        }
        return checkedAnswer(question, responses);
      });
      if (answers.length > 0) {
        await store.addOrUpdateQuizAnswers({ quizId: definition._id, voter, answers });
      }
      return resultsOf(definition, voter);
    },
  };
}
