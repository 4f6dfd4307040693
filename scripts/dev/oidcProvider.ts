// A real OpenID Connect provider on loopback (node-oidc-provider) for the social sign-in demo and
// tests (SPEC section 7: "The provider login redirect uses response type code, scope 'openid profile
// email' ..."). It is the provider's own code, not a fake: discovery, JWKS, signed ID tokens, the
// token and userinfo endpoints, code reuse detection.
//
// Sign-in uses the provider's built-in development interactions: its login form (POST to
// /interaction/:uid with `prompt=login`, `login` and `password`, button "Sign-in") accepts any login,
// and the login typed is the account: email = the login, name = the part before "@", sub = a stable
// hash of the lowercased login. No consent screen: `loadExistingGrant` grants openid profile email to
// the configured clients.
//
// Cookie keys and the signing key are generated at every start (nothing secret is committed), so
// sessions and tokens do not outlive the process.
//
//   npx tsx scripts/dev/oidcProvider.ts --port 4400 [--host 127.0.0.1] [--pid-file PATH]
//   env: OIDC_CLIENT_ID (default hirvonal-demo), OIDC_CLIENT_SECRET (default: random, printed once),
//        OIDC_REDIRECT_URIS (comma-separated, default: /login on localhost and 127.0.0.1, ports 3000, 3001)
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';

export interface OidcProviderClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface OidcProviderOptions {
  port: number;
  /** Loopback address to listen on; 127.0.0.1 unless told. */
  host?: string;
  clients: OidcProviderClient[];
}

export interface RunningOidcProvider {
  /** http://127.0.0.1:PORT */
  issuer: string;
  stop(): Promise<void>;
}

export const DEFAULT_CLIENT_ID = 'hirvonal-demo';
export const DEFAULT_REDIRECT_URIS = [
  'http://localhost:3000/login',
  'http://localhost:3001/login',
  'http://127.0.0.1:3000/login',
  'http://127.0.0.1:3001/login',
];
const GRANTED_SCOPE = 'openid profile email';

// The parts of oidc-provider 8 we use (the package ships no type declarations).
interface ProviderContext {
  oidc: {
    client?: { clientId: string };
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
  };
  type: string;
  body: unknown;
}
interface ProviderGrant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface ProviderInstance {
  callback(): http.RequestListener;
  Grant: {
    new (properties: { accountId: string; clientId: string }): ProviderGrant;
    find(id: string): Promise<ProviderGrant | undefined>;
  };
}
type ProviderConstructor = new (issuer: string, configuration: object) => ProviderInstance;

/** The stable subject of a login: sha256 of the trimmed, lowercased login, hex, first 24 chars. */
export function subjectOf(login: string): string {
  return crypto.createHash('sha256').update(login.trim().toLowerCase()).digest('hex').slice(0, 24);
}

function accountClaims(login: string) {
  const email = login.trim();
  const at = email.indexOf('@');
  return {
    sub: subjectOf(email),
    email,
    email_verified: true,
    name: at > 0 ? email.slice(0, at) : email,
  };
}

async function signingKeys() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' }] };
}

/** An expiry date in a Set-Cookie header, except the 1970 one that deletes the cookie. */
const COOKIE_EXPIRY = /;\s*expires=(?!Thu, 01 Jan 1970)[^;]*/gi;

/**
 * The provider's cookies as session cookies: node-oidc-provider writes an absolute expiry date from
 * its own clock, which a browser on another one (the e2e run moves this process's clock, not
 * Chromium's) may read as long past, and drop the cookie it needs for the sign-in.
 */
export function sessionCookiesOnly(handler: http.RequestListener): http.RequestListener {
  return (req, res) => {
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => {
      if (name.toLowerCase() !== 'set-cookie') return setHeader(name, value);
      const cookies = (Array.isArray(value) ? value : [String(value)]).map((cookie) =>
        cookie.replace(COOKIE_EXPIRY, ''),
      );
      return setHeader(name, cookies);
    };
    handler(req, res);
  };
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startOidcProvider(
  options: OidcProviderOptions,
): Promise<RunningOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const urlHost = host.includes(':') ? `[${host}]` : host;
  // @ts-expect-error -- oidc-provider 8 ships no type declarations; the shapes used are typed above.
  const { default: Provider } = (await import('oidc-provider')) as { default: ProviderConstructor };

  // Listen first so that port 0 works: the issuer must carry the real port. Requests that arrive before
  // the provider is built (a readiness probe) wait for it instead of hanging.
  let handle: http.RequestListener | null = null;
  const early: Array<Parameters<http.RequestListener>> = [];
  const server = http.createServer((req, res) =>
    handle ? handle(req, res) : early.push([req, res]),
  );
  const port = await listen(server, options.port, host);
  const issuer = `http://${urlHost}:${port}`;
  const clientIds = new Set(options.clients.map((client) => client.clientId));

  let provider: ProviderInstance;
  try {
    provider = new Provider(issuer, {
      clients: options.clients.map((client) => ({
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      })),
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name'],
      },
      async findAccount(_ctx: unknown, id: string) {
        return { accountId: id, claims: async () => accountClaims(id) };
      },
      // Our server exchanges the code with its secret and without a verifier (the SPEC's check call
      // carries only code and redirect_uri), so PKCE is accepted but not required.
      pkce: { required: () => false },
      // The configured clients are first-party: their grant is created without a consent screen.
      async loadExistingGrant(ctx: ProviderContext) {
        const { client, session, result } = ctx.oidc;
        if (!client || !session?.accountId) return undefined;
        const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
        if (grantId) return provider.Grant.find(grantId);
        if (!clientIds.has(client.clientId)) return undefined;
        const grant = new provider.Grant({
          accountId: session.accountId,
          clientId: client.clientId,
        });
        grant.addOIDCScope(GRANTED_SCOPE);
        await grant.save();
        return grant;
      },
      features: { devInteractions: { enabled: true } },
      cookies: { keys: [crypto.randomBytes(32).toString('base64url')] },
      jwks: await signingKeys(),
      // The browser never calls the provider cross-origin (the code is exchanged server to server).
      clientBasedCORS: () => false,
      ttl: {
        AuthorizationCode: 60,
        AccessToken: 10 * 60,
        IdToken: 10 * 60,
        Interaction: 60 * 60,
        Session: 24 * 60 * 60,
        Grant: 24 * 60 * 60,
      },
      async renderError(ctx: ProviderContext, out: { error?: string; error_description?: string }) {
        ctx.type = 'text';
        ctx.body = `${out.error ?? 'error'}: ${out.error_description ?? ''}\n`;
      },
    });
  } catch (error) {
    server.close();
    throw error;
  }

  handle = sessionCookiesOnly(provider.callback() as http.RequestListener);
  for (const [req, res] of early.splice(0)) handle(req, res);

  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main() {
  const port = Number(argument('port') ?? 4400);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port: not a port');
  const clientId = process.env.OIDC_CLIENT_ID || DEFAULT_CLIENT_ID;
  const givenSecret = process.env.OIDC_CLIENT_SECRET;
  const clientSecret = givenSecret || crypto.randomBytes(24).toString('base64url');
  const redirectUris = process.env.OIDC_REDIRECT_URIS
    ? process.env.OIDC_REDIRECT_URIS.split(',')
        .map((uri) => uri.trim())
        .filter(Boolean)
    : DEFAULT_REDIRECT_URIS;

  const running = await startOidcProvider({
    port,
    host: argument('host'),
    clients: [{ clientId, clientSecret, redirectUris }],
  });
  const pidFile = argument('pid-file');
  if (pidFile) fs.writeFileSync(pidFile, `${process.pid}\n`);

  console.log(`OpenID Connect provider: ${running.issuer} (pid ${process.pid})`);
  console.log(`  client id: ${clientId}`);
  if (!givenSecret) console.log(`  client secret (generated): ${clientSecret}`);
  console.log(`  redirect URIs: ${redirectUris.join(' ')}`);
  console.log('  sign in with any email address (and any password) on the provider login form');

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void running.stop().finally(() => {
      if (pidFile) fs.rmSync(pidFile, { force: true });
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1]?.endsWith('oidcProvider.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
