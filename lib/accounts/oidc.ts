// Social sign-in with an OpenID Connect provider (SPEC section 7): "The provider login redirect uses
// response type code, scope 'openid profile email', a random 10-character state and redirect path
// /login"; "POST /api/login/google/check (form: code, redirect_uri)".
//
// Server only. openid-client does the protocol: discovery, the code exchange at the token endpoint
// with the client secret, and the ID token checks (signature from the provider's JWKS, iss, aud, exp,
// nonce). The caller checks the state it stored against the one the provider sent back.
import crypto from 'node:crypto';
import * as client from 'openid-client';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface OidcIdentity {
  /** The provider's stable subject id (`sub`). */
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export type OidcErrorReason = 'exchange-failed' | 'no-email' | 'misconfigured';

/** Any failure of the sign-in; the message never carries the client secret. */
export class OidcError extends Error {
  readonly reason: OidcErrorReason;

  constructor(reason: OidcErrorReason, message: string) {
    super(message);
    this.name = 'OidcError';
    this.reason = reason;
  }
}

export const OIDC_SCOPE = 'openid profile email';
export const OIDC_STATE_LENGTH = 10;
const STATE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The settings from OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET; null when any is missing. */
export function oidcSettingsFromEnv(
  env: Record<string, string | undefined> = process.env,
): OidcSettings | null {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET;
  if (!issuer || !clientId || !clientSecret) return null;
  return { issuer, clientId, clientSecret };
}

/** A random state of OIDC_STATE_LENGTH characters from [A-Za-z0-9] (crypto.randomInt: no modulo bias). */
export function randomState(): string {
  let state = '';
  for (let i = 0; i < OIDC_STATE_LENGTH; i += 1) {
    state += STATE_ALPHABET[crypto.randomInt(STATE_ALPHABET.length)];
  }
  return state;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function issuerUrl(issuer: string): { url: URL; insecure: boolean } {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new OidcError('misconfigured', 'OIDC issuer is not a URL');
  }
  if (url.protocol === 'https:') return { url, insecure: false };
  // Plain http only for a provider on this machine (the demo and the tests).
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return { url, insecure: true };
  throw new OidcError(
    'misconfigured',
    `OIDC issuer must use https (got ${url.protocol}//${url.host})`,
  );
}

const configurations = new Map<string, Promise<client.Configuration>>();

function cacheKey(settings: OidcSettings): string {
  const secret = crypto.createHash('sha256').update(settings.clientSecret).digest('base64url');
  return JSON.stringify([settings.issuer, settings.clientId, secret]);
}

/** The provider's discovered configuration, fetched once per settings (a failed attempt is retried). */
function configuration(settings: OidcSettings): Promise<client.Configuration> {
  const key = cacheKey(settings);
  const cached = configurations.get(key);
  if (cached) return cached;
  const { url, insecure } = issuerUrl(settings.issuer);
  const discovered = client
    .discovery(
      url,
      settings.clientId,
      undefined,
      client.ClientSecretBasic(settings.clientSecret),
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    )
    .catch((error: unknown) => {
      configurations.delete(key);
      throw new OidcError(
        'misconfigured',
        `OIDC discovery failed for ${url.origin}: ${describe(error)}`,
      );
    });
  configurations.set(key, discovered);
  return discovered;
}

/** What went wrong, from the error's code and the provider's error fields only (never request data). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const details = error as Error & {
    code?: unknown;
    error?: unknown;
    error_description?: unknown;
  };
  // A 401 from the token endpoint comes as WWW-Authenticate challenges (e.g. invalid_client).
  const challenge =
    error instanceof client.WWWAuthenticateChallengeError
      ? error.cause[0]?.parameters.error
      : undefined;
  const parts = [details.code, details.error ?? challenge, details.error_description].filter(
    (part): part is string => typeof part === 'string' && part.length > 0,
  );
  return parts.length ? parts.join(': ') : error.name;
}

/** The provider login URL: response type code, scope OIDC_SCOPE, the caller's state (and nonce). */
export async function authorizationUrl(
  settings: OidcSettings,
  { redirectUri, state, nonce }: { redirectUri: string; state: string; nonce?: string },
): Promise<string> {
  const config = await configuration(settings);
  const parameters: Record<string, string> = {
    response_type: 'code',
    scope: OIDC_SCOPE,
    redirect_uri: redirectUri,
    state,
  };
  if (nonce) parameters.nonce = nonce;
  return client.buildAuthorizationUrl(config, parameters).href;
}

function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function verifiedClaim(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * Exchanges an authorization code at the token endpoint and answers who signed in, from the verified
 * ID token (email and name from userinfo when the ID token leaves them out). The state was checked by
 * the caller: pass it as `state` to have it compared too, or leave it out. `iss` is the issuer the
 * provider sent back with the code, if the caller has it; the configured issuer otherwise.
 */
export async function exchangeCode(
  settings: OidcSettings,
  input: {
    code: string;
    redirectUri: string;
    expectedNonce?: string;
    state?: string;
    iss?: string;
  },
): Promise<OidcIdentity> {
  const config = await configuration(settings);
  if (!input.code) throw new OidcError('exchange-failed', 'No authorization code');

  let callbackUrl: URL;
  try {
    callbackUrl = new URL(input.redirectUri);
  } catch {
    throw new OidcError('exchange-failed', 'redirect_uri is not a URL');
  }
  callbackUrl.search = '';
  callbackUrl.hash = '';
  callbackUrl.searchParams.set('code', input.code);
  if (input.state !== undefined) callbackUrl.searchParams.set('state', input.state);
  // Providers that announce authorization_response_iss_parameter_supported send `iss` with the code;
  // the check call does not carry it, so the issuer we were configured with stands in.
  if (config.serverMetadata().authorization_response_iss_parameter_supported) {
    callbackUrl.searchParams.set('iss', input.iss ?? config.serverMetadata().issuer);
  }

  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      expectedState: input.state ?? client.skipStateCheck,
      expectedNonce: input.expectedNonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw new OidcError('exchange-failed', `OIDC code exchange failed: ${describe(error)}`);
  }

  const idToken = tokens.claims();
  if (!idToken) throw new OidcError('exchange-failed', 'OIDC token response has no ID token');

  // Providers that follow the spec to the letter keep profile claims out of the ID token of a code
  // flow; userinfo (for the same subject) has them then.
  let userInfo: client.UserInfoResponse | undefined;
  if (!stringClaim(idToken.email) || !stringClaim(idToken.name)) {
    try {
      userInfo = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
    } catch (error) {
      if (!stringClaim(idToken.email)) {
        throw new OidcError('exchange-failed', `OIDC userinfo failed: ${describe(error)}`);
      }
    }
  }

  const emailSource = stringClaim(idToken.email) ? idToken : userInfo;
  const email = stringClaim(emailSource?.email);
  if (!email) throw new OidcError('no-email', 'The provider did not share an email address');
  const at = email.indexOf('@');
  return {
    subject: idToken.sub,
    email,
    emailVerified: verifiedClaim(emailSource?.email_verified),
    name:
      stringClaim(idToken.name) ??
      stringClaim(userInfo?.name) ??
      (at > 0 ? email.slice(0, at) : email),
  };
}
