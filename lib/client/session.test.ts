import * as z from 'zod/mini';
import { ACCOUNT_API } from './accountsApi';
import { ApiError } from './apiClient';
import { navigation, onSessionReset, SessionEndedError, sessionRequest } from './session';

// SPEC section 4 ("Session": an expired token is refreshed and the call repeated once; a failed refresh
// logs out, resets local state and goes to /login) and section 8 (401 on the refresh call itself:
// logout; 403 in preview mode: logout; other errors rethrown).
const schema = z.object({ ok: z.boolean() });

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
const expired = () => answer(401, { code: 401, message: 'Expired JWT Token' });

describe('sessionRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const assign = vi.fn<(url: string) => void>();
  const calls = () =>
    fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

  beforeEach(() => {
    fetchMock.mockReset();
    assign.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigation, 'assign').mockImplementation(assign);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('refreshes an expired token once and repeats the call', async () => {
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(answer(200, { accessToken: 'a' }))
      .mockResolvedValueOnce(answer(200, { ok: true }));
    await expect(sessionRequest('/api/me', schema)).resolves.toEqual({ ok: true });
    expect(calls()).toEqual(['GET /api/me', `POST ${ACCOUNT_API.refresh}`, 'GET /api/me']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('treats a missing access token like an expired one', async () => {
    fetchMock
      .mockResolvedValueOnce(
        answer(401, { message: 'Missing accessToken, use your refreshToken!' }),
      )
      .mockResolvedValueOnce(answer(200, {}))
      .mockResolvedValueOnce(answer(200, { ok: true }));
    await expect(sessionRequest('/api/me', schema)).resolves.toEqual({ ok: true });
  });

  it('logs out, resets local state and goes to /login when the refresh fails', async () => {
    const reset = vi.fn();
    const stop = onSessionReset(reset);
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(answer(401, { message: 'Invalid refresh token.' }))
      .mockResolvedValueOnce(answer(200, { isAuthenticated: false }));
    await expect(sessionRequest('/api/me', schema)).rejects.toBeInstanceOf(SessionEndedError);
    expect(calls()).toEqual([
      'GET /api/me',
      `POST ${ACCOUNT_API.refresh}`,
      `GET ${ACCOUNT_API.logout}`,
    ]);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/login');
    stop();
  });

  it('does not repeat twice: still expired after the refresh ends the session', async () => {
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(answer(200, {}))
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(answer(200, {}));
    await expect(sessionRequest('/api/me', schema)).rejects.toBeInstanceOf(SessionEndedError);
    expect(calls()).toHaveLength(4);
  });

  it('shares one refresh between calls that expire together', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url) === ACCOUNT_API.refresh) return answer(200, {});
      const refreshed = fetchMock.mock.calls.some(([u]) => String(u) === ACCOUNT_API.refresh);
      return refreshed ? answer(200, { ok: true }) : expired();
    });
    await Promise.all([sessionRequest('/api/a', schema), sessionRequest('/api/b', schema)]);
    expect(calls().filter((c) => c.endsWith(ACCOUNT_API.refresh))).toHaveLength(1);
  });

  it('logs out on a 403 in preview mode, and only rethrows it outside', async () => {
    fetchMock.mockResolvedValueOnce(answer(403, { message: 'Forbidden' }));
    const outside = await sessionRequest('/api/x', schema).catch((e: unknown) => e);
    expect(outside).toBeInstanceOf(ApiError);
    expect(assign).not.toHaveBeenCalled();
    fetchMock
      .mockResolvedValueOnce(answer(403, { message: 'Forbidden' }))
      .mockResolvedValueOnce(answer(200, {}));
    await expect(
      sessionRequest('/api/x', schema, { session: { preview: true } }),
    ).rejects.toBeInstanceOf(SessionEndedError);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('rethrows other errors untouched, and a background check may stay on the page', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { message: 'Expired JWT Token' }));
    await expect(sessionRequest('/api/x', schema)).rejects.toMatchObject({ status: 500 });
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(answer(401, {}))
      .mockResolvedValueOnce(answer(200, {}));
    await expect(sessionRequest('/api/me', schema, { goToLogin: false })).rejects.toBeInstanceOf(
      SessionEndedError,
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
