// The quiz service as the browser calls it (issue 17; SPEC section 7: "a GraphQL query for the quiz by
// id plus the user's answers, and a mutation addOrUpdateAnswers(quizId, answers); both with bearer
// token"): same-origin GraphQL at /api/quiz. The query goes out as GET (the poll, through usePoll),
// the mutation as POST; both ask for exactly the fields of lib/schemas/quizAnswers.ts. A refused token
// (401) is replaced once and the submission repeated; what else can go wrong comes back as a reason
// the block can put into words.
import { ApiError } from './apiClient';
import { apiRequest } from './apiRequest';
import { ensureQuizToken, renewQuizToken } from './quizToken';
import type { UserAnswer } from '../schemas/quiz';
import { quizSubmitAnswerSchema, type QuizState } from '../schemas/quizAnswers';

export const QUIZ_API_PATH = '/api/quiz';

const QUIZ_FIELDS =
  '_id complex title questions{_id question displayAs image description active voterCount ' +
  'rightAnswer{value} options{_id title} ' +
  'answers{_id title image description answerCount average percent}}';
const USER_ANSWER_FIELDS = 'questionId responses{answerId optionId}';

export const QUIZ_POLL_QUERY =
  `query QuizPoll($id:ID!){quiz(id:$id){${QUIZ_FIELDS}}` +
  `userAnswers(quizId:$id){${USER_ANSWER_FIELDS}}}`;

export const QUIZ_ANSWER_MUTATION =
  `mutation QuizAnswer($id:ID!,$answers:[AnswerInput!]!){` +
  `addOrUpdateAnswers(quizId:$id,answers:$answers){quiz{${QUIZ_FIELDS}}` +
  `userAnswers{${USER_ANSWER_FIELDS}}}}`;

/** The poll's GET address: the quiz and the reader's answers (the reader is the bearer token). */
export function quizPollUrl(quizId: string): string {
  const query = encodeURIComponent(QUIZ_POLL_QUERY);
  const variables = encodeURIComponent(JSON.stringify({ id: quizId }));
  return `${QUIZ_API_PATH}?query=${query}&variables=${variables}`;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/**
 * Why a submission was not taken: the question closed meanwhile, the answer was refused, too many
 * submissions from this address (429), or anything else (network, 5xx, no token).
 */
export type QuizSubmitFailure = 'closed' | 'rejected' | 'tooMany' | 'failed';

export type QuizSubmitOutcome =
  { ok: true; state: QuizState } | { ok: false; reason: QuizSubmitFailure };

function failureOf(codes: Array<string | undefined>): QuizSubmitFailure {
  if (codes.includes('QUESTION_CLOSED')) return 'closed';
  if (codes.includes('RATE_LIMITED')) return 'tooMany';
  if (codes.includes('BAD_USER_INPUT')) return 'rejected';
  return 'failed';
}

function errorCodes(body: unknown): Array<string | undefined> {
  const parsed = quizSubmitAnswerSchema.safeParse(body);
  return parsed.success ? (parsed.data.errors ?? []).map((error) => error.extensions?.code) : [];
}

/** addOrUpdateAnswers for the reader: the quiz's new counts and the reader's answers, or why not. */
export async function submitQuizAnswers(
  quizId: string,
  answers: UserAnswer[],
): Promise<QuizSubmitOutcome> {
  let token: string;
  try {
    token = await ensureQuizToken();
  } catch {
    return { ok: false, reason: 'failed' };
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await apiRequest(QUIZ_API_PATH, quizSubmitAnswerSchema, {
        method: 'POST',
        body: { query: QUIZ_ANSWER_MUTATION, variables: { id: quizId, answers } },
        headers: bearer(token),
      });
      const state = answer.data?.addOrUpdateAnswers;
      if (state) return { ok: true, state };
      return { ok: false, reason: failureOf((answer.errors ?? []).map((e) => e.extensions?.code)) };
    } catch (error) {
      if (!(error instanceof ApiError)) return { ok: false, reason: 'failed' };
      if (error.status === 401 && attempt === 1) {
        try {
          token = await renewQuizToken(token);
          continue;
        } catch {
          return { ok: false, reason: 'failed' };
        }
      }
      if (error.status === 429) return { ok: false, reason: 'tooMany' };
      return { ok: false, reason: failureOf(errorCodes(error.body)) };
    }
  }
}
