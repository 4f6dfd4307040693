// The quiz service's GraphQL endpoint over real HTTP (issue 17, SPEC sections 3, 4, 5 and 7), on a
// fresh SQLite user-data store and a fixed clock: queries, the mutation and its idempotency, closed
// questions, editions, tokens, ids, query limits and the HTTP answers to bad requests.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { QUIZ_MAX_BODY_BYTES } from '../constants';
import type { QuizDefinition } from '../schemas/quizDefinition';
import { openUserData, userDataEngine } from '../userdata/getUserDataStore';
import type { UserDataStore } from '../userdata/userDataStore';
import { createQuizEndpoint, type QuizEndpointDeps } from './graphqlHandler';
import { QUIZ_DEFINITIONS } from './quizCatalog';
import { createQuizService, type QuizService } from './quizService';
import { mintQuizToken } from './quizToken';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const secret = new TextEncoder().encode('endpoint-test-secret-of-32-characters!');

const POLL = '6561a0c0e4b0a1b2c3d4e5f1';
const POLL_Q1 = '6561a0c0e4b0a1b2c3d4f101';
const POLL_Q2 = '6561a0c0e4b0a1b2c3d4f102';
const [DAILY, WEEKLY] = ['6561a0c0e4b0a1b2c3d4f111', '6561a0c0e4b0a1b2c3d4f112'];
const CHEAP = '6561a0c0e4b0a1b2c3d4f121';
const COMPLEX = '6561a0c0e4b0a1b2c3d4e5f2';
const RATING_Q = '6561a0c0e4b0a1b2c3d4f201';
const CLOSED_Q = '6561a0c0e4b0a1b2c3d4f202';
const [HIKE_A, HIKE_B] = ['6561a0c0e4b0a1b2c3d4f211', '6561a0c0e4b0a1b2c3d4f212'];
const option = (n: number) => `6561a0c0e4b0a1b2c3d4f2a${n}`;
const KEKES = '6561a0c0e4b0a1b2c3d4f221';
const REGIONAL = '6561a0c0e4b0a1b2c3d4e5f3';

/** One more quiz, for the right answer of a question still open. */
const TRIVIA: QuizDefinition = {
  _id: 'c0ffee'.repeat(4),
  editions: ['main'],
  complex: false,
  title: null,
  questions: [
    {
      _id: 'tq',
      question: 'Hány méter magas a Kékes?',
      displayAs: 'single',
      image: null,
      description: null,
      activeTo: NOW / 1000 + 3600,
      rightAnswer: { value: 'm1014' },
      options: [],
      answers: ['m1014', 'm998'].map((id) => ({
        _id: id,
        title: id,
        image: null,
        description: null,
      })),
    },
  ],
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-endpoint-'));
let store: UserDataStore;
const servers: http.Server[] = [];

async function startEndpoint(deps: QuizEndpointDeps): Promise<string> {
  const server = http.createServer(createQuizEndpoint(async () => deps));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

let url: string;
beforeAll(async () => {
  store = await openUserData(userDataEngine({ file: path.join(dir, 'userdata.db') }));
  const service = createQuizService({
    store,
    edition: 'main',
    definitions: [...QUIZ_DEFINITIONS, TRIVIA],
    now: () => NOW,
  });
  url = await startEndpoint({ service, limiter: store, secret, introspection: true });
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface GraphqlAnswer {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
}

async function post(
  body: unknown,
  {
    token,
    headers = {},
    target = url,
  }: { token?: string | null; headers?: object; target?: string } = {},
): Promise<GraphqlAnswer> {
  const response = await fetch(target, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token ?? voter}` }),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

const voter = mintQuizToken(secret);
const gql = (query: string, variables?: object, token?: string) =>
  post({ query, variables }, { token });
const codes = (answer: GraphqlAnswer) => answer.body.errors?.map((e) => e.extensions?.code);

const QUIZ_FIELDS = `_id complex title questions { _id displayAs active voterCount activeTo
  rightAnswer { value } options { _id title } answers { _id title image answerCount sum average percent } }`;
const MUTATION = `mutation Answer($quizId: ID!, $answers: [AnswerInput!]!) {
  addOrUpdateAnswers(quizId: $quizId, answers: $answers) {
    quiz { ${QUIZ_FIELDS} }
    userAnswers { questionId responses { answerId optionId } }
  }
}`;
const answerQuiz = (quizId: string, answers: object[], token?: string) =>
  gql(MUTATION, { quizId, answers }, token);
const single = (questionId: string, answerId: string) => ({
  questionId,
  responses: [{ answerId }],
});

interface QuestionResult {
  _id: string;
  active: boolean;
  voterCount: number;
  rightAnswer: { value: string } | null;
  answers: Array<{
    _id: string;
    answerCount: number;
    sum: number;
    average: number;
    percent: number;
  }>;
}
async function quizQuestions(id: string, token?: string): Promise<QuestionResult[]> {
  const answer = await gql(`query($id: ID!) { quiz(id: $id) { ${QUIZ_FIELDS} } }`, { id }, token);
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data!.quiz as { questions: QuestionResult[] }).questions;
}
const answerOf = (question: QuestionResult | undefined, id: string) =>
  question!.answers.find((a) => a._id === id)!;

describe('queries', () => {
  it('serves a quiz of this edition with its definition and empty results', async () => {
    const answer = await gql(`{ quiz(id: "${POLL}") { ${QUIZ_FIELDS} } }`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const quiz = answer.body.data!.quiz as { title: string; questions: QuestionResult[] };
    expect(quiz).toMatchObject({ _id: POLL, complex: false, title: expect.any(String) });
    expect(quiz.questions.map((q) => [q._id, q.active, q.voterCount, q.rightAnswer])).toEqual([
      [POLL_Q1, true, 0, null],
      [POLL_Q2, true, 0, null],
    ]);
  });

  it.each([
    ['of the other edition', REGIONAL],
    ['unknown', '0'.repeat(24)],
    ['not 24 characters (SPEC §5)', 'rovid'],
    ['25 characters', `${POLL}0`],
  ])('answers null for a quiz id %s, never an error', async (_name, id) => {
    const answer = await gql(
      'query($id: ID!) { quiz(id: $id) { _id } userAnswers(quizId: $id) { questionId } }',
      { id },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { quiz: null, userAnswers: [] } });
  });

  it('serves queries over GET too', async () => {
    const query = encodeURIComponent(`{ quiz(id: "${POLL}") { _id } }`);
    const response = await fetch(`${url}?query=${query}`, {
      headers: { authorization: `Bearer ${voter}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { quiz: { _id: POLL } } });
  });
});

describe('addOrUpdateAnswers', () => {
  it('stores a single answer and answers the results with the voter’s answers', async () => {
    const answer = await answerQuiz(POLL, [single(POLL_Q1, DAILY)]);
    expect(answer.body.errors).toBeUndefined();
    const result = answer.body.data!.addOrUpdateAnswers as {
      quiz: { questions: QuestionResult[] };
      userAnswers: unknown;
    };
    expect(result.userAnswers).toEqual([
      { questionId: POLL_Q1, responses: [{ answerId: DAILY, optionId: null }] },
    ]);
    const [q1] = result.quiz.questions;
    expect(q1!.voterCount).toBe(1);
    expect(answerOf(q1, DAILY)).toMatchObject({ answerCount: 1, percent: 100, sum: 0, average: 0 });
  });

  it('replaces the voter’s earlier answer; other voters count beside it (SPEC §9 percent)', async () => {
    const [second, third] = [mintQuizToken(secret), mintQuizToken(secret)];
    await answerQuiz(POLL, [single(POLL_Q1, WEEKLY)]);
    await answerQuiz(POLL, [single(POLL_Q1, WEEKLY)], second);
    await answerQuiz(POLL, [single(POLL_Q1, DAILY)], third);
    const [q1] = await quizQuestions(POLL);
    expect(q1!.voterCount).toBe(3);
    expect(answerOf(q1, WEEKLY)).toMatchObject({ answerCount: 2, percent: 66.7 });
    expect(answerOf(q1, DAILY)).toMatchObject({ answerCount: 1, percent: 33.3 });
    const mine = await gql(
      `{ userAnswers(quizId: "${POLL}") { questionId responses { answerId } } }`,
    );
    expect(mine.body.data).toEqual({
      userAnswers: [{ questionId: POLL_Q1, responses: [{ answerId: WEEKLY }] }],
    });
  });

  it('is idempotent: the same submission twice, also at once, gives the same results', async () => {
    const token = mintQuizToken(secret);
    const submission = [single(POLL_Q2, CHEAP)];
    const first = await answerQuiz(POLL, submission, token);
    const again = await Promise.all([
      answerQuiz(POLL, submission, token),
      answerQuiz(POLL, submission, token),
    ]);
    for (const answer of again) expect(answer.body).toEqual(first.body);
    expect(answerOf((await quizQuestions(POLL))[1], CHEAP).answerCount).toBe(1);
  });

  it('rates answers with the options’ values: raters, sum, average, percent of voters', async () => {
    const rate = (token: string, ratings: Array<[string, number]>) =>
      answerQuiz(
        COMPLEX,
        [
          {
            questionId: RATING_Q,
            responses: ratings.map(([answerId, n]) => ({ answerId, optionId: option(n) })),
          },
        ],
        token,
      );
    const [a, b] = [mintQuizToken(secret), mintQuizToken(secret)];
    await rate(a, [
      [HIKE_A, 5],
      [HIKE_B, 2],
    ]);
    const answer = await rate(b, [[HIKE_A, 4]]);
    expect(answer.body.errors).toBeUndefined();
    const [rating] = (
      answer.body.data!.addOrUpdateAnswers as { quiz: { questions: QuestionResult[] } }
    ).quiz.questions;
    expect(rating!.voterCount).toBe(2);
    expect(answerOf(rating, HIKE_A)).toMatchObject({
      answerCount: 2,
      sum: 9,
      average: 4.5,
      percent: 100,
    });
    expect(answerOf(rating, HIKE_B)).toMatchObject({
      answerCount: 1,
      sum: 2,
      average: 2,
      percent: 50,
    });
    // Voter a changes its ratings: the question's earlier rows of a go.
    await rate(a, [[HIKE_A, 1]]);
    const [after] = await quizQuestions(COMPLEX, a);
    expect(answerOf(after, HIKE_A)).toMatchObject({ answerCount: 2, sum: 5, average: 2.5 });
    expect(answerOf(after, HIKE_B)).toMatchObject({
      answerCount: 0,
      sum: 0,
      average: 0,
      percent: 0,
    });
  });

  it('refuses a closed question (SPEC §4) and stores nothing of that submission', async () => {
    const token = mintQuizToken(secret);
    const answer = await answerQuiz(
      COMPLEX,
      [
        { questionId: RATING_Q, responses: [{ answerId: HIKE_B, optionId: option(5) }] },
        single(CLOSED_Q, KEKES),
      ],
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
    expect(codes(answer)).toEqual(['QUESTION_CLOSED']);
    expect(answer.body.errors![0]!.message).toMatch(/has closed/);
    const mine = await gql(`{ userAnswers(quizId: "${COMPLEX}") { questionId } }`, {}, token);
    expect(mine.body.data).toEqual({ userAnswers: [] });
  });

  it('shows a closed question’s right answer to everyone, an open one’s after answering it', async () => {
    const [, closed] = await quizQuestions(COMPLEX, mintQuizToken(secret));
    expect(closed).toMatchObject({ active: false, rightAnswer: { value: KEKES } });
    const token = mintQuizToken(secret);
    expect((await quizQuestions(TRIVIA._id, token))[0]!.rightAnswer).toBeNull();
    const answer = await answerQuiz(TRIVIA._id, [single('tq', 'm998')], token);
    expect(answer.body.errors).toBeUndefined();
    expect((await quizQuestions(TRIVIA._id, token))[0]!.rightAnswer).toEqual({ value: 'm1014' });
    // Someone who has not answered still does not see it.
    expect((await quizQuestions(TRIVIA._id))[0]!.rightAnswer).toBeNull();
  });

  it.each([
    ['a quiz id that is not 24 characters', 'rovid', [single(POLL_Q1, DAILY)]],
    [
      'a quiz of the other edition',
      REGIONAL,
      [single('6561a0c0e4b0a1b2c3d4f301', '6561a0c0e4b0a1b2c3d4f311')],
    ],
    ['an unknown question', POLL, [single('nincs', DAILY)]],
    ['an unknown answer', POLL, [single(POLL_Q1, 'nincs')]],
    ['an answer of another question', POLL, [single(POLL_Q1, CHEAP)]],
    ['no response', POLL, [{ questionId: POLL_Q1, responses: [] }]],
    [
      'two answers to a single question',
      POLL,
      [{ questionId: POLL_Q1, responses: [{ answerId: DAILY }, { answerId: WEEKLY }] }],
    ],
    [
      'an option on a single question',
      POLL,
      [{ questionId: POLL_Q1, responses: [{ answerId: DAILY, optionId: option(1) }] }],
    ],
    ['a rating without an option', COMPLEX, [single(RATING_Q, HIKE_A)]],
    [
      'a rating with an unknown option',
      COMPLEX,
      [{ questionId: RATING_Q, responses: [{ answerId: HIKE_A, optionId: 'nincs' }] }],
    ],
    [
      'one answer rated twice',
      COMPLEX,
      [
        {
          questionId: RATING_Q,
          responses: [
            { answerId: HIKE_A, optionId: option(1) },
            { answerId: HIKE_A, optionId: option(2) },
          ],
        },
      ],
    ],
    [
      'a response naming only an option',
      COMPLEX,
      [{ questionId: RATING_Q, responses: [{ optionId: option(1) }] }],
    ],
    ['the same question twice', POLL, [single(POLL_Q1, DAILY), single(POLL_Q1, WEEKLY)]],
  ])('refuses %s with BAD_USER_INPUT, storing nothing', async (_name, quizId, answers) => {
    const token = mintQuizToken(secret);
    const answer = await answerQuiz(quizId, [...answers, single(POLL_Q2, CHEAP)], token);
    expect(answer.status).toBe(200);
    expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
    const mine = await gql(`{ userAnswers(quizId: "${POLL}") { questionId } }`, {}, token);
    expect(mine.body.data).toEqual({ userAnswers: [] });
  });

  it('refuses input GraphQL cannot coerce (a list where an id goes) before running', async () => {
    const answer = await answerQuiz(POLL, [{ questionId: [1], responses: [] }]);
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]?.message).toMatch(/questionId/);
  });
});

describe('tokens (SPEC §5, §7)', () => {
  it.each([
    ['no Authorization header', null],
    ['a token of another secret', mintQuizToken(new TextEncoder().encode('x'.repeat(40)))],
    ['a token of 23 characters', voter.slice(1)],
    ['a made-up token of 24 characters', '0123456789abcdef01234567'],
  ])('answers 401 with a GraphQL error for %s', async (_name, token) => {
    const answer = await post({ query: `{ quiz(id: "${POLL}") { _id } }` }, { token });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    expect(codes(answer)).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a header that is not a bearer token', async () => {
    const answer = await post(
      { query: '{ __typename }' },
      { token: null, headers: { authorization: `Basic ${voter}` } },
    );
    expect(answer.status).toBe(401);
  });
});

describe('query limits', () => {
  it('refuses a query nested too deep (introspection too)', async () => {
    const answer = await gql(
      '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }',
    );
    expect(answer.status).toBe(200);
    expect(codes(answer)).toContain('QUERY_TOO_DEEP');
    expect(answer.body.data).toBeUndefined();
  });

  it('refuses a wall of aliases as too costly', async () => {
    const aliases = Array.from(
      { length: 300 },
      (_, i) => `q${i}: quiz(id: "${POLL}") { _id title complex }`,
    );
    const answer = await gql(`{ ${aliases.join(' ')} }`);
    expect(codes(answer)).toEqual(['QUERY_TOO_COSTLY']);
  });

  it('refuses introspection unless it is switched on, and still answers __typename', async () => {
    const service = createQuizService({ store, edition: 'main', now: () => NOW });
    const closed = await startEndpoint({ service, limiter: store, secret });
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Quiz") { name } }']) {
      const answer = await post({ query }, { target: closed });
      expect(answer.body.data, query).toBeUndefined();
      expect(answer.body.errors?.[0]?.message, query).toMatch(/introspection/i);
    }
    const typename = await post({ query: '{ __typename }' }, { target: closed });
    expect(typename.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('allows a shallow introspection query where it is switched on', async () => {
    const answer = await gql('{ __type(name: "Quiz") { fields { name } } }');
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toMatchObject({
      __type: { fields: expect.arrayContaining([{ name: 'title' }]) },
    });
  });
});

describe('HTTP: bad requests get a clear 4xx, never a 5xx', () => {
  it.each([
    ['bad JSON', '{"query": ', 400],
    ['a JSON body that is not an object', '[1, 2]', 400],
    ['no query', '{}', 400],
    ['an empty body', '', 400],
  ])('%s -> %d', async (_name, body, status) => {
    const answer = await post(body);
    expect(answer.status).toBe(status);
    expect(answer.body.errors?.[0]?.message).toEqual(expect.any(String));
  });

  it('answers a body over the limit with 413', async () => {
    const query = `{ __typename } #${'x'.repeat(QUIZ_MAX_BODY_BYTES)}`;
    const answer = await post({ query });
    expect(answer.status).toBe(413);
    expect(codes(answer)).toEqual(['PAYLOAD_TOO_LARGE']);
  });

  it('answers a syntax error as a GraphQL error', async () => {
    const answer = await gql('{ quiz(id: ');
    expect(answer.body.errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it('refuses a mutation over GET with 405, storing nothing', async () => {
    const token = mintQuizToken(secret);
    const mutation = `mutation { addOrUpdateAnswers(quizId: "${POLL}", answers: [{ questionId: "${POLL_Q1}", responses: [{ answerId: "${DAILY}" }] }]) { userAnswers { questionId } } }`;
    const response = await fetch(`${url}?query=${encodeURIComponent(mutation)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    const mine = await gql(`{ userAnswers(quizId: "${POLL}") { questionId } }`, {}, token);
    expect(mine.body.data).toEqual({ userAnswers: [] });
  });

  it.each(['PUT', 'DELETE', 'PATCH'])('refuses %s with 405', async (method) => {
    const response = await fetch(url, { method, headers: { authorization: `Bearer ${voter}` } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });

  it('answers 406 to a client that accepts no JSON', async () => {
    const answer = await post({ query: '{ __typename }' }, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(406);
    expect(codes(answer)).toEqual(['NOT_ACCEPTABLE']);
  });

  it('answers a refused query 400 to a client of the GraphQL response type', async () => {
    const answer = await post(
      { query: '{ nope }' },
      { headers: { accept: 'application/graphql-response+json' } },
    );
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toBe(
      'application/graphql-response+json; charset=utf-8',
    );
    expect(answer.body.errors?.[0]?.message).toMatch(/nope/);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const answer = await post('query=x', { headers: { 'content-type': 'text/plain' } });
    expect(answer.status).toBe(415);
  });
});

describe('submissions per address', () => {
  const previous = process.env.SUBMISSIONS_PER_ADDRESS;
  afterAll(() => {
    if (previous === undefined) delete process.env.SUBMISSIONS_PER_ADDRESS;
    else process.env.SUBMISSIONS_PER_ADDRESS = previous;
  });

  it('answers 429 with Retry-After once an address has sent too many mutations', async () => {
    let hits = 0;
    const limiter = { hit: async () => ({ hits: ++hits, windowStart: Date.now() }) };
    const service = createQuizService({ store, edition: 'main', now: () => NOW });
    const limited = await startEndpoint({ service, limiter, secret });
    process.env.SUBMISSIONS_PER_ADDRESS = '2';
    const query = `{ quiz(id: "${POLL}") { _id } }`;
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (
          await post(
            { query: MUTATION, variables: { quizId: POLL, answers: [single(POLL_Q1, DAILY)] } },
            { target: limited },
          )
        ).status,
      );
      // Queries are not counted.
      statuses.push((await post({ query }, { target: limited })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 200]);
    const refused = await post(
      { query: MUTATION, variables: { quizId: POLL, answers: [single(POLL_Q1, DAILY)] } },
      { target: limited },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(codes(refused)).toEqual(['RATE_LIMITED']);
    expect(hits).toBe(4);
  });
});

describe('unexpected errors', () => {
  it('are logged and masked: no message of the failure reaches the client', async () => {
    const failing: QuizService = {
      quiz: async () => {
        throw new Error('connection to /var/secret/db refused');
      },
      userAnswers: async () => [],
      addOrUpdateAnswers: async () => {
        throw new Error('boom');
      },
    };
    const target = await startEndpoint({ service: failing, limiter: store, secret });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await post({ query: `{ quiz(id: "${POLL}") { _id } }` }, { target });
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toEqual([
        expect.objectContaining({
          message: 'Internal server error.',
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        }),
      ]);
      expect(JSON.stringify(answer.body)).not.toContain('secret');
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('a failing dependency is a masked 500', async () => {
    const server = http.createServer(
      createQuizEndpoint(() => Promise.reject(new Error('no database at postgres://user:pw@db'))),
    );
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await post({ query: '{ __typename }' }, { target });
      expect(answer.status).toBe(500);
      expect(JSON.stringify(answer.body)).not.toContain('pw@db');
      expect(codes(answer)).toEqual(['INTERNAL_SERVER_ERROR']);
    } finally {
      logged.mockRestore();
    }
  });
});
