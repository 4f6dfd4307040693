// @vitest-environment jsdom
// SPEC section 5: "Quiz token must be 24 characters, else ignored"; section 7: POST
// /api/functions/get-quiz-token answers the token as text; the cookie lasts about a year (set by the
// service). One token per page, however many quiz blocks ask.
import { QUIZ_TOKEN_COOKIE } from '../constants';
import {
  currentQuizToken,
  ensureQuizToken,
  QUIZ_TOKEN_PATH,
  quizTokenFromCookie,
  renewQuizToken,
  resetQuizTokenForTest,
  subscribeQuizToken,
} from './quizToken';

const TOKEN = '0123456789abcdef01234567';
const OTHER = 'fedcba9876543210fedcba98';
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  resetQuizTokenForTest();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${QUIZ_TOKEN_COOKIE}=; max-age=0`;
});

describe('quizTokenFromCookie (SPEC §5)', () => {
  it.each([
    ['the only cookie', `quizToken=${TOKEN}`, TOKEN],
    ['among others', `a=1; quizToken=${TOKEN}; b=2`, TOKEN],
    ['23 characters', `quizToken=${TOKEN.slice(1)}`, null],
    ['25 characters', `quizToken=${TOKEN}x`, null],
    ['empty', 'quizToken=', null],
    ['absent', 'hv_session=1', null],
    ['a cookie whose name only ends like it', `myquizToken=${TOKEN}`, null],
  ])('%s', (_name, cookie, expected) => {
    expect(quizTokenFromCookie(cookie)).toBe(expected);
  });
});

describe('ensureQuizToken', () => {
  it('takes the cookie without asking the service', async () => {
    document.cookie = `${QUIZ_TOKEN_COOKIE}=${TOKEN}`;
    expect(await ensureQuizToken()).toBe(TOKEN);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(currentQuizToken()).toBe(TOKEN);
  });

  it('asks once for every block that waits, and tells the subscribers', async () => {
    fetchMock.mockResolvedValue(new Response(TOKEN, { headers: { 'content-type': 'text/plain' } }));
    const listener = vi.fn();
    subscribeQuizToken(listener);
    const tokens = await Promise.all([ensureQuizToken(), ensureQuizToken(), ensureQuizToken()]);
    expect(tokens).toEqual([TOKEN, TOKEN, TOKEN]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(QUIZ_TOKEN_PATH, {
      method: 'POST',
      credentials: 'same-origin',
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(await ensureQuizToken()).toBe(TOKEN);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an error answer', () => new Response('nope', { status: 429 })],
    ['a token of the wrong length', () => new Response('short')],
  ])('rejects %s, and asks again next time', async (_name, answer) => {
    fetchMock.mockImplementationOnce(async () => answer());
    await expect(ensureQuizToken()).rejects.toThrow();
    expect(currentQuizToken()).toBeNull();
    fetchMock.mockResolvedValueOnce(new Response(TOKEN));
    expect(await ensureQuizToken()).toBe(TOKEN);
  });
});

describe('renewQuizToken', () => {
  it('replaces a refused token once, however many blocks were refused', async () => {
    document.cookie = `${QUIZ_TOKEN_COOKIE}=${TOKEN}`;
    await ensureQuizToken();
    fetchMock.mockResolvedValue(new Response(OTHER));
    expect(await renewQuizToken(TOKEN)).toBe(OTHER);
    // A second block refused with the old token gets the new one without another request.
    expect(await renewQuizToken(TOKEN)).toBe(OTHER);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(currentQuizToken()).toBe(OTHER);
  });
});
