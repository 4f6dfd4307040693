// The site's quiz routes over real HTTP (issue 17, SPEC section 7): POST /api/functions/get-quiz-token
// (text token, a year-long cookie scripts can read, one identity per reader) and /api/quiz, served in
// this process or passed on to the quiz service at QUIZ_SERVICE_URL.
import fs from 'node:fs';
import http, { type IncomingMessage, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getQuizService } from '@/lib/quiz/getQuizService';
import { getUserDataStore } from '@/lib/userdata/getUserDataStore';
import { createQuizEndpoint } from '@/lib/quiz/graphqlHandler';
import { quizTokenSecret, verifyQuizToken } from '@/lib/quiz/quizToken';
import tokenRoute from '@/pages/api/functions/get-quiz-token';
import quizRoute from '@/pages/api/quiz';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-api-'));
process.env.DATA_DIR = dir;
process.env.QUIZ_TOKEN_SECRET = 'quiz-api-test-secret-0123456789abcdef';
delete process.env.DATABASE_URL;
delete process.env.QUIZ_SERVICE_URL;
delete process.env.NEXT_PUBLIC_EDITION;
process.env.EDITION = 'main';

const POLL = '6561a0c0e4b0a1b2c3d4e5f1';
const POLL_Q1 = '6561a0c0e4b0a1b2c3d4f101';
const DAILY = '6561a0c0e4b0a1b2c3d4f111';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const servers: http.Server[] = [];
async function listen(listener: RequestListener): Promise<string> {
  const server = http.createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let site: string;
beforeAll(async () => {
  site = await listen((req, res) => {
    const route = req.url?.startsWith('/api/functions/get-quiz-token') ? tokenRoute : quizRoute;
    void route(req as never, res as never);
  });
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await (await getUserDataStore()).close();
  fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  delete process.env.QUIZ_SERVICE_URL;
  delete process.env.SUBMISSIONS_PER_ADDRESS;
});

const getToken = (headers: Record<string, string> = {}) =>
  fetch(`${site}/api/functions/get-quiz-token`, { method: 'POST', headers });

describe('POST /api/functions/get-quiz-token (SPEC §7)', () => {
  it('answers a 24-character token as text and sets it as a cookie for about a year', async () => {
    const response = await getToken();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const token = await response.text();
    expect(token).toHaveLength(24);
    expect(verifyQuizToken(quizTokenSecret(), token)).toBe(true);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toContain(`quizToken=${token}`);
    expect(cookie).toContain(`Max-Age=${YEAR_SECONDS}`);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    // The page's script sends it as the bearer token: it must be able to read it.
    expect(cookie).not.toContain('HttpOnly');
    expect(cookie).not.toContain('Secure');
  });

  it('keeps the reader’s identity: a valid token in the cookie is answered again', async () => {
    const token = await (await getToken()).text();
    const again = await getToken({ cookie: `other=1; quizToken=${token}` });
    expect(await again.text()).toBe(token);
    expect(again.headers.get('set-cookie')).toContain(`quizToken=${token}`);
  });

  it.each([
    ['forged', '0123456789abcdef01234567'],
    ['too short (SPEC §5)', 'abc'],
  ])('mints a new token when the cookie holds one %s', async (_name, kept) => {
    const token = await (await getToken({ cookie: `quizToken=${kept}` })).text();
    expect(token).not.toBe(kept);
    expect(verifyQuizToken(quizTokenSecret(), token)).toBe(true);
  });

  it('sets the cookie Secure behind TLS', async () => {
    const response = await getToken({ 'x-forwarded-proto': 'https' });
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });

  it('refuses GET (405) and cross-site requests (403)', async () => {
    expect((await fetch(`${site}/api/functions/get-quiz-token`)).status).toBe(405);
    expect((await getToken({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('limits new tokens per address (429), not a reader’s own token', async () => {
    const kept = await (await getToken()).text();
    process.env.SUBMISSIONS_PER_ADDRESS = '1';
    const refused = await getToken();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await getToken({ cookie: `quizToken=${kept}` })).status).toBe(200);
  });
});

const MUTATION = `mutation { addOrUpdateAnswers(quizId: "${POLL}", answers: [{ questionId: "${POLL_Q1}", responses: [{ answerId: "${DAILY}" }] }]) { quiz { questions { _id voterCount } } userAnswers { questionId } } }`;

async function graphql(query: string, token: string, base = site) {
  const response = await fetch(`${base}/api/quiz`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

describe('/api/quiz in this process', () => {
  it('takes the token the site handed out and stores the reader’s answer', async () => {
    const token = await (await getToken()).text();
    const answer = await graphql(MUTATION, token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.addOrUpdateAnswers.userAnswers).toEqual([{ questionId: POLL_Q1 }]);
    const mine = await graphql(`{ userAnswers(quizId: "${POLL}") { questionId } }`, token);
    expect(mine.body).toEqual({ data: { userAnswers: [{ questionId: POLL_Q1 }] } });
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(`${site}/api/quiz`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(401);
    expect((await response.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('/api/quiz passed on to QUIZ_SERVICE_URL', () => {
  it('passes method, query string, body, bearer and the reader’s address; answers what came back', async () => {
    const seen: Array<{
      method?: string;
      url?: string;
      headers: IncomingMessage['headers'];
      body: string;
    }> = [];
    process.env.QUIZ_SERVICE_URL = `${await listen(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(429, {
        'content-type': 'application/json',
        'retry-after': '7',
        'x-internal': '1',
      });
      res.end('{"errors":[{"message":"slow down"}]}');
    })}/`;
    const answer = await graphql('{ __typename }', 'the-token');
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ errors: [{ message: 'slow down' }] });
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(answer.headers.get('x-internal')).toBeNull();
    await fetch(`${site}/api/quiz?query=%7B__typename%7D`, {
      headers: { authorization: 'Bearer t2' },
    });
    expect(seen.map(({ method, url }) => [method, url])).toEqual([
      ['POST', '/'],
      ['GET', '/?query=%7B__typename%7D'],
    ]);
    expect(seen[0]!.body).toBe(JSON.stringify({ query: '{ __typename }' }));
    expect(seen[0]!.headers).toMatchObject({
      authorization: 'Bearer the-token',
      'content-type': 'application/json',
      'x-forwarded-for': '127.0.0.1',
    });
    expect(seen[0]!.headers.cookie).toBeUndefined();
  });

  it('works end to end against a quiz service of its own', async () => {
    const { service, limiter, secret } = await getQuizService();
    process.env.QUIZ_SERVICE_URL = `${await listen(
      createQuizEndpoint(async () => ({ service, limiter, secret })),
    )}/`;
    const token = await (await getToken()).text();
    const answer = await graphql(MUTATION, token);
    expect(answer.body.data.addOrUpdateAnswers.userAnswers).toEqual([{ questionId: POLL_Q1 }]);
    expect((await graphql('{ __typename }', 'forged')).status).toBe(401);
  });

  it('answers 502 in GraphQL’s shape when the service is down', async () => {
    const closed = await listen(() => {});
    await new Promise((resolve) => servers.pop()!.close(resolve));
    process.env.QUIZ_SERVICE_URL = `${closed}/`;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await graphql('{ __typename }', 'token');
      expect(answer.status).toBe(502);
      expect(answer.body.errors[0].extensions.code).toBe('UNAVAILABLE');
    } finally {
      logged.mockRestore();
    }
  });

  it('refuses a body over the limit itself (413), before passing anything on', async () => {
    let calls = 0;
    process.env.QUIZ_SERVICE_URL = `${await listen((_req, res) => {
      calls += 1;
      res.end('{}');
    })}/`;
    const answer = await graphql(`{ __typename } #${'x'.repeat(70_000)}`, 'token');
    expect(answer.status).toBe(413);
    expect(calls).toBe(0);
  });
});
