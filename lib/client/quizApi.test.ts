// @vitest-environment jsdom
// SPEC section 7: "Quiz service: a GraphQL query for the quiz by id plus the user's answers, and a
// mutation addOrUpdateAnswers(quizId, answers); both with bearer token". The queries are checked
// against the service's own schema and request limits; the submission's outcomes against answers of
// the shapes /api/quiz gives (lib/quiz/graphqlHandler.ts).
import { getOperationAST, parse, specifiedRules, validate } from 'graphql';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QUIZ_MAX_QUERY_COST, QUIZ_MAX_QUERY_DEPTH, QUIZ_TOKEN_COOKIE } from '../constants';
import { QUIZ_SCHEMA } from '../quiz/graphqlSchema';
import { costLimitRule, depthLimitRule, measureOperation } from '../quiz/queryLimits';
import {
  QUIZ_ANSWER_MUTATION,
  QUIZ_API_PATH,
  QUIZ_POLL_QUERY,
  quizPollUrl,
  submitQuizAnswers,
} from './quizApi';
import { resetQuizTokenForTest } from './quizToken';

const QUIZ_ID = '6561a0c0e4b0a1b2c3d4e5f1';
const TOKEN = '0123456789abcdef01234567';
const NEW_TOKEN = 'fedcba9876543210fedcba98';
const answers = [{ questionId: 'q1', responses: [{ answerId: 'a1' }] }];
const state = {
  quiz: { _id: QUIZ_ID, complex: false, title: null, questions: [] },
  userAnswers: answers,
};

describe('the quiz operations', () => {
  it.each([
    ['poll', QUIZ_POLL_QUERY, 'query'],
    ['submission', QUIZ_ANSWER_MUTATION, 'mutation'],
  ])('the %s is valid against the service schema and within its limits', (_name, text, kind) => {
    const document = parse(text);
    const errors = validate(QUIZ_SCHEMA, document, [
      ...specifiedRules,
      depthLimitRule(QUIZ_MAX_QUERY_DEPTH),
      costLimitRule(QUIZ_MAX_QUERY_COST),
    ]);
    expect(errors.map((error) => error.message)).toEqual([]);
    const operation = getOperationAST(document)!;
    expect(operation.operation).toBe(kind);
    expect(measureOperation(QUIZ_SCHEMA, operation, {}).cost).toBeLessThanOrEqual(
      QUIZ_MAX_QUERY_COST,
    );
  });

  it('polls with GET: the query and the quiz id in the address, nothing of the reader', () => {
    const url = new URL(quizPollUrl(QUIZ_ID), 'http://site.test');
    expect(url.pathname).toBe(QUIZ_API_PATH);
    expect(url.searchParams.get('query')).toBe(QUIZ_POLL_QUERY);
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ id: QUIZ_ID });
  });
});

describe('submitQuizAnswers', () => {
  const server = setupServer();
  const seen: Array<{ authorization: string | null; body: unknown }> = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    seen.length = 0;
    resetQuizTokenForTest();
    document.cookie = `${QUIZ_TOKEN_COOKIE}=${TOKEN}`;
  });
  afterEach(() => {
    server.resetHandlers();
    document.cookie = `${QUIZ_TOKEN_COOKIE}=; max-age=0`;
  });

  function answering(...replies: Array<() => Response>) {
    server.use(
      http.post(`*${QUIZ_API_PATH}`, async ({ request }) => {
        seen.push({
          authorization: request.headers.get('authorization'),
          body: await request.json(),
        });
        // The last reply answers every further request.
        return (replies.length > 1 ? replies.shift()! : replies[0]!)();
      }),
      http.post('*/api/functions/get-quiz-token', () => new HttpResponse(NEW_TOKEN)),
    );
  }

  const errors =
    (code: string, status = 200) =>
    () =>
      HttpResponse.json(
        { data: null, errors: [{ message: 'x', extensions: { code } }] },
        { status },
      );

  it('sends the mutation with the bearer token and gives the new state', async () => {
    answering(() => HttpResponse.json({ data: { addOrUpdateAnswers: state } }));
    expect(await submitQuizAnswers(QUIZ_ID, answers)).toEqual({ ok: true, state });
    expect(seen).toEqual([
      {
        authorization: `Bearer ${TOKEN}`,
        body: { query: QUIZ_ANSWER_MUTATION, variables: { id: QUIZ_ID, answers } },
      },
    ]);
  });

  it('a refused token (401) is replaced and the submission repeated once', async () => {
    answering(errors('UNAUTHENTICATED', 401), () =>
      HttpResponse.json({ data: { addOrUpdateAnswers: state } }),
    );
    expect(await submitQuizAnswers(QUIZ_ID, answers)).toEqual({ ok: true, state });
    expect(seen.map((request) => request.authorization)).toEqual([
      `Bearer ${TOKEN}`,
      `Bearer ${NEW_TOKEN}`,
    ]);
  });

  it.each([
    ['a question closed meanwhile', errors('QUESTION_CLOSED'), 'closed'],
    ['a refused answer', errors('BAD_USER_INPUT'), 'rejected'],
    ['a refused answer with 400', errors('BAD_USER_INPUT', 400), 'rejected'],
    ['too many submissions (429)', errors('RATE_LIMITED', 429), 'tooMany'],
    ['a server error', errors('INTERNAL_SERVER_ERROR', 500), 'failed'],
    ['a 401 twice', errors('UNAUTHENTICATED', 401), 'failed'],
    ['an unexpected answer', () => HttpResponse.json({ data: { other: 1 } }), 'failed'],
    ['no answer at all', () => HttpResponse.error(), 'failed'],
  ] as const)('%s -> %s', async (_name, reply, reason) => {
    answering(reply);
    expect(await submitQuizAnswers(QUIZ_ID, answers)).toEqual({ ok: false, reason });
  });
});
