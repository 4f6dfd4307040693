// Test helper: a stand-in for the quiz service in component tests (msw request handlers): it issues tokens, answers
// the poll and addOrUpdateAnswers like /api/quiz (SPEC section 7), counts readers' votes on top of the
// test quizzes' counts, and can be told to refuse (HTTP status or GraphQL error code). Another reader's
// vote is `vote(token, ...)`.
import { http, HttpResponse } from 'msw';
import { QUIZ_TOKEN_LENGTH } from '@/lib/constants';
import { answerPercent } from '@/lib/rules/quiz';
import type { UserAnswer } from '@/lib/schemas/quiz';
import type { QuizData } from '@/lib/schemas/quizAnswers';

type Refusal = number | 'BAD_USER_INPUT' | 'QUESTION_CLOSED';

export interface FakeQuizService {
  handlers: ReturnType<typeof http.get>[];
  vote: (token: string, quizId: string, answers: UserAnswer[]) => void;
  /** The next submissions are refused this way (one entry per submission). */
  refuseSubmissions: Refusal[];
  /** Bearer tokens the service takes; others get 401. Tokens it issued are added. */
  acceptedTokens: Set<string>;
  issuedTokens: string[];
  /** The bearer of every poll, in order. */
  polls: string[];
  submissions: Array<{ token: string; quizId: string; answers: UserAnswer[] }>;
}

export function testToken(n: number): string {
  return `tok${String(n).padStart(QUIZ_TOKEN_LENGTH - 3, '0')}`;
}

function bearerOf(request: Request): string {
  return /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
}

const unauthorized = () =>
  HttpResponse.json(
    { errors: [{ message: 'A quiz token is required.', extensions: { code: 'UNAUTHENTICATED' } }] },
    { status: 401 },
  );

export function createFakeQuizService(quizzes: QuizData[]): FakeQuizService {
  // token -> quiz id -> question id -> responses
  type Responses = UserAnswer['responses'];
  const votes = new Map<string, Map<string, Map<string, Responses>>>();
  const none = () => new Map<string, Responses>();

  const vote: FakeQuizService['vote'] = (token, quizId, answers) => {
    const byQuiz = votes.get(token) ?? new Map<string, Map<string, Responses>>();
    votes.set(token, byQuiz);
    const byQuestion = byQuiz.get(quizId) ?? none();
    byQuiz.set(quizId, byQuestion);
    for (const answer of answers) byQuestion.set(answer.questionId, answer.responses);
  };

  function userAnswers(token: string, quizId: string): UserAnswer[] {
    const byQuestion = votes.get(token)?.get(quizId) ?? none();
    return [...byQuestion].map(([questionId, responses]) => ({ questionId, responses }));
  }

  /** The test quiz's counts plus the votes cast here. */
  function current(quizId: string): QuizData | null {
    const base = quizzes.find((quiz) => quiz._id === quizId);
    if (!base) return null;
    const cast = [...votes.values()].map((byQuiz) => byQuiz.get(quizId) ?? none());
    return {
      ...base,
      questions: base.questions.map((question) => {
        // One list of responses per reader who answered this question.
        const answered = cast.flatMap((byQuestion) => {
          const responses = byQuestion.get(question._id);
          return responses ? [responses] : [];
        });
        const voterCount = question.voterCount + answered.length;
        return {
          ...question,
          voterCount,
          answers: question.answers.map((answer) => {
            const mine = answered.flatMap((responses) =>
              responses.filter((response) => response.answerId === answer._id),
            );
            const answerCount = answer.answerCount + mine.length;
            const added = mine.reduce(
              (sum, response) =>
                sum + Number(question.options.find((o) => o._id === response.optionId)?.title ?? 0),
              0,
            );
            const sum = answer.average * answer.answerCount + added;
            return {
              ...answer,
              answerCount,
              average: answerCount ? sum / answerCount : 0,
              percent: answerPercent(answerCount, voterCount),
            };
          }),
        };
      }),
    };
  }

  const service: FakeQuizService = {
    vote,
    refuseSubmissions: [],
    acceptedTokens: new Set(),
    issuedTokens: [],
    polls: [],
    submissions: [],
    handlers: [
      http.post('*/api/functions/get-quiz-token', () => {
        const token = testToken(service.issuedTokens.length + 1);
        service.issuedTokens.push(token);
        service.acceptedTokens.add(token);
        return new HttpResponse(token, { headers: { 'content-type': 'text/plain' } });
      }),
      http.get('*/api/quiz', ({ request }) => {
        const token = bearerOf(request);
        if (!service.acceptedTokens.has(token)) return unauthorized();
        service.polls.push(token);
        const url = new URL(request.url);
        const { id } = JSON.parse(url.searchParams.get('variables') ?? '{}') as { id: string };
        return HttpResponse.json({
          data: { quiz: current(id), userAnswers: userAnswers(token, id) },
        });
      }),
      http.post('*/api/quiz', async ({ request }) => {
        const token = bearerOf(request);
        if (!service.acceptedTokens.has(token)) return unauthorized();
        const { variables } = (await request.json()) as {
          variables: { id: string; answers: UserAnswer[] };
        };
        service.submissions.push({ token, quizId: variables.id, answers: variables.answers });
        const refusal = service.refuseSubmissions.shift();
        if (typeof refusal === 'number') {
          const code = refusal === 429 ? 'RATE_LIMITED' : 'INTERNAL_SERVER_ERROR';
          return HttpResponse.json(
            { errors: [{ message: 'refused', extensions: { code } }] },
            { status: refusal },
          );
        }
        if (refusal) {
          return HttpResponse.json({
            data: null,
            errors: [{ message: 'refused', extensions: { code: refusal } }],
          });
        }
        vote(token, variables.id, variables.answers);
        return HttpResponse.json({
          data: {
            addOrUpdateAnswers: {
              quiz: current(variables.id),
              userAnswers: userAnswers(token, variables.id),
            },
          },
        });
      }),
    ],
  };
  return service;
}
