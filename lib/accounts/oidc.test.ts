// @vitest-environment node
import { freePort } from '@/scripts/lib/postgresServer';
import { startOidcProvider, subjectOf } from '@/scripts/dev/oidcProvider';
import {
  authorizationUrl,
  exchangeCode,
  OIDC_SCOPE,
  OIDC_STATE_LENGTH,
  OidcError,
  oidcSettingsFromEnv,
  randomState,
  type OidcSettings,
} from './oidc';

// Social sign-in (SPEC section 7) against a real OpenID Connect provider on loopback: the login
// redirect, the provider's own login form, the code exchange with the client secret, ID token checks.
const CLIENT_ID = 'hirvonal-test';
const CLIENT_SECRET = 'test-secret-do-not-leak-7f3a';
const REDIRECT_URI = 'http://127.0.0.1:3999/login';
const OTHER_REDIRECT_URI = 'http://localhost:3999/login';

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let settings: OidcSettings;

beforeAll(async () => {
  provider = await startOidcProvider({
    port: await freePort(),
    clients: [
      {
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        redirectUris: [REDIRECT_URI, OTHER_REDIRECT_URI],
      },
    ],
  });
  settings = { issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET };
});

afterAll(async () => {
  await provider?.stop();
});

/** A browser in miniature: cookies by name, redirects followed by hand. */
class Browser {
  private cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) {
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', date = ''] = attribute.split('=');
        return key.trim().toLowerCase() === 'expires' && Date.parse(date) <= Date.now();
      });
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

/** Signs in on the provider's login form and answers the code and state sent to the redirect URI. */
async function signIn(
  email: string,
  {
    redirectUri = REDIRECT_URI,
    state = randomState(),
    nonce,
  }: { redirectUri?: string; state?: string; nonce?: string } = {},
) {
  const browser = new Browser();
  let url = await authorizationUrl(settings, { redirectUri, state, nonce });
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(`${redirectUri}?`)) {
      const params = new URL(url).searchParams;
      return { code: params.get('code') ?? '', state: params.get('state'), iss: params.get('iss') };
    }
    const response = await browser.request(url);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    // The provider's own login page: fill in its form as a reader would.
    const html = await response.text();
    expect(response.status, html).toBe(200);
    const action = /<form[^>]*action="([^"]+)"[^>]*method="post"/.exec(html)?.[1];
    expect(html).toContain('name="login"');
    expect(action).toBeDefined();
    const posted = await browser.request(new URL(action!, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login: email, password: 'any password' }),
    });
    const next = posted.headers.get('location');
    expect(posted.status, await posted.text()).toBe(303);
    url = new URL(next!, url).href;
  }
  throw new Error(`no redirect to ${redirectUri}`);
}

async function failure(promise: Promise<unknown>): Promise<OidcError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OidcError);
  expect((error as Error).message).not.toContain(CLIENT_SECRET);
  return error as OidcError;
}

describe('the provider login redirect', () => {
  it('asks for response type code, scope "openid profile email", the state and the redirect URI', async () => {
    const state = randomState();
    const url = new URL(
      await authorizationUrl(settings, { redirectUri: REDIRECT_URI, state, nonce: 'n-1' }),
    );
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/auth`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid profile email');
    expect(OIDC_SCOPE).toBe('openid profile email');
    expect(url.searchParams.get('state')).toBe(state);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('nonce')).toBe('n-1');
    expect(url.href).not.toContain(CLIENT_SECRET);
  });

  it('uses a random 10-character state from [A-Za-z0-9]', () => {
    const states = Array.from({ length: 50 }, randomState);
    expect(OIDC_STATE_LENGTH).toBe(10);
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(new Set(states).size).toBe(states.length);
  });
});

describe('the code exchange', () => {
  it('answers who signed in on the provider', async () => {
    const { code, state, iss } = await signIn('Olvaso.Anna@example.hu');
    expect(code).not.toBe('');
    expect(state).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(iss).toBe(provider.issuer);
    expect(await exchangeCode(settings, { code, redirectUri: REDIRECT_URI })).toEqual({
      subject: subjectOf('olvaso.anna@example.hu'),
      email: 'Olvaso.Anna@example.hu',
      emailVerified: true,
      name: 'Olvaso.Anna',
    });
  });

  it('checks the nonce of the ID token and, when given, the state', async () => {
    const signedIn = await signIn('nonce@example.hu', { nonce: 'nonce-123', state: 'AbCdE12345' });
    await failure(
      exchangeCode(settings, {
        code: signedIn.code,
        redirectUri: REDIRECT_URI,
        expectedNonce: 'other',
      }),
    );
    const again = await signIn('nonce@example.hu', { nonce: 'nonce-123', state: 'AbCdE12345' });
    const identity = await exchangeCode(settings, {
      code: again.code,
      redirectUri: REDIRECT_URI,
      expectedNonce: 'nonce-123',
      state: 'AbCdE12345',
    });
    expect(identity.email).toBe('nonce@example.hu');
    expect(identity.subject).toBe(subjectOf('nonce@example.hu'));
  });

  it('refuses a code used twice', async () => {
    const { code } = await signIn('twice@example.hu');
    await exchangeCode(settings, { code, redirectUri: REDIRECT_URI });
    const error = await failure(exchangeCode(settings, { code, redirectUri: REDIRECT_URI }));
    expect(error.reason).toBe('exchange-failed');
  });

  it('refuses a redirect URI other than the one the code was issued for', async () => {
    const { code } = await signIn('redirect@example.hu');
    const error = await failure(exchangeCode(settings, { code, redirectUri: OTHER_REDIRECT_URI }));
    expect(error.reason).toBe('exchange-failed');
  });

  it('refuses a wrong client secret without naming any secret', async () => {
    const { code } = await signIn('secret@example.hu');
    const wrong = { ...settings, clientSecret: 'not-the-secret-91b2' };
    const error = await failure(exchangeCode(wrong, { code, redirectUri: REDIRECT_URI }));
    expect(error.reason).toBe('exchange-failed');
    expect(error.message).not.toContain('not-the-secret-91b2');
  });

  it('refuses a made-up code', async () => {
    const error = await failure(
      exchangeCode(settings, { code: 'made-up', redirectUri: REDIRECT_URI }),
    );
    expect(error.reason).toBe('exchange-failed');
  });
});

describe('settings', () => {
  it('come from OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, all three or none', () => {
    const env = {
      OIDC_ISSUER: 'https://accounts.example',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 's',
    };
    expect(oidcSettingsFromEnv(env)).toEqual({
      issuer: 'https://accounts.example',
      clientId: 'id',
      clientSecret: 's',
    });
    expect(oidcSettingsFromEnv({ ...env, OIDC_CLIENT_SECRET: '' })).toBeNull();
    expect(oidcSettingsFromEnv({ OIDC_ISSUER: 'https://accounts.example' })).toBeNull();
  });

  it('refuse a plain http issuer that is not on this machine', async () => {
    const remote = { ...settings, issuer: 'http://accounts.example' };
    const error = await failure(
      authorizationUrl(remote, { redirectUri: REDIRECT_URI, state: 'x' }),
    );
    expect(error.reason).toBe('misconfigured');
  });

  it('report an unreachable provider as misconfigured', async () => {
    const down = { ...settings, issuer: `http://127.0.0.1:${await freePort()}` };
    const error = await failure(authorizationUrl(down, { redirectUri: REDIRECT_URI, state: 'x' }));
    expect(error.reason).toBe('misconfigured');
  });
});
