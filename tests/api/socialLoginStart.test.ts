// GET /api/login/google (SPEC section 7 "Security"): a reader follows it as a link from the login form.
// When social sign-in cannot start (no provider configured, or the provider does not answer), the
// reader lands on the login page with the message 'login.error.social', never on a JSON error
// (issue 27). The redirect to a working provider is tests/e2e/accounts.spec.ts's part.
import type { NextApiRequest, NextApiResponse } from 'next';
import { SOCIAL_FAILED_QUERY } from '@/lib/accounts/preview';

const { default: handler } = await import('@/pages/api/login/google/index');

async function start() {
  const req = {
    method: 'GET',
    url: '/api/login/google?path=/',
    query: { path: '/' },
    headers: { host: 'localhost' },
    socket: { remoteAddress: '192.0.2.1' },
  };
  const res = {
    statusCode: 200,
    headers: {} as Record<string, string | string[]>,
    body: '',
    setHeader(name: string, value: string | string[]) {
      res.headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader: (name: string) => res.headers[name.toLowerCase()],
    end(chunk?: string) {
      res.body = chunk ?? '';
    },
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    json(value: unknown) {
      res.end(JSON.stringify(value));
    },
  };
  await handler(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return res;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('starting social sign-in that cannot start (issue 27)', () => {
  it('without a provider: back to the login page with the message', async () => {
    vi.stubEnv('OIDC_ISSUER', '');
    const res = await start();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/login?${SOCIAL_FAILED_QUERY}`);
    expect(res.body).toBe('');
  });

  it('with a provider that does not answer: back to the login page with the message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Nothing listens on port 9 (discard) of loopback: the discovery request fails at once.
    vi.stubEnv('OIDC_ISSUER', 'http://127.0.0.1:9');
    vi.stubEnv('OIDC_CLIENT_ID', 'client');
    vi.stubEnv('OIDC_CLIENT_SECRET', 'secret');
    const res = await start();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/login?${SOCIAL_FAILED_QUERY}`);
  });
});
