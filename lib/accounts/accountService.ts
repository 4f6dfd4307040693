// The account flows of SPEC sections 6 and 7, free of HTTP: two-step login (password, then a one-time
// code by mail), token refresh with rotation (a reused refresh token revokes its whole family), logout,
// social sign-in's "find or create the user", and the rate limits of issue 14. The API routes map the
// outcomes to status codes (lib/accounts/authHttp.ts); the tests drive this module on both engines.
import {
  LOGIN_ATTEMPTS_PER_ACCOUNT,
  LOGIN_ATTEMPTS_PER_ADDRESS,
  LOGIN_CODE_MAX_WRONG,
  LOGIN_CODE_TTL_MS,
  LOGIN_RATE_WINDOW_MS,
  REFRESH_TOKEN_TTL_SECONDS,
} from '../constants';
import type { MailDelivery, MailSender } from '../mail/mailQueue';
import type { Role, User, UserDataStore } from '../userdata/userDataStore';
import { hashPassword, verifyPassword } from './passwords';
import { newLoginCode, newOpaqueToken, sameSecret, secretHash, signAccessToken } from './tokens';

export interface RateLimits {
  windowMs: number;
  perAccount: number;
  perAddress: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowMs: LOGIN_RATE_WINDOW_MS,
  perAccount: LOGIN_ATTEMPTS_PER_ACCOUNT,
  perAddress: LOGIN_ATTEMPTS_PER_ADDRESS,
};

/** The one-time code mail, in the edition's language (from the dictionary). */
export interface CodeMail {
  subject: (code: string) => string;
  text: (code: string) => string;
}

export interface AccountDeps {
  store: UserDataStore;
  /** The mail queue: a code the mail server does not take now is sent when it does. */
  mail: MailSender;
  secret: Uint8Array;
  /** The edition the access tokens are for. */
  audience: string;
  codeMail: CodeMail;
  now?: () => number;
  limits?: RateLimits;
}

/** What a client may know of a user (SPEC section 3 "auth": loggedInUser). */
export interface PublicUser {
  id: number;
  email: string;
  name: string;
  role: Role;
}

export function publicUser({ id, email, name, role }: User): PublicUser {
  return { id, email, name, role };
}

export interface Session {
  user: PublicUser;
  accessToken: string;
  /** Unix seconds. */
  accessTokenExpiresAt: number;
  refreshToken: string;
  /** Unix seconds. */
  refreshTokenExpiresAt: number;
}

export type Refused =
  | { ok: false; reason: 'bad-credentials' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }
  /** The first-step token is unknown, used, or expired (the code with it too). */
  | { ok: false; reason: 'code-expired' }
  | { ok: false; reason: 'wrong-code'; attemptsLeft: number }
  /** Too many wrong codes for this first-step token: sign in again. */
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }
  | { ok: false; reason: 'refresh-invalid' }
  | { ok: false; reason: 'refresh-reused' }
  | { ok: false; reason: 'email-not-verified' };

/**
 * A refresh token is kept as a hash bound to its edition: both editions share the user-data store,
 * and a token one edition issued finds nothing on the other (issue 28).
 */
export function refreshTokenHash(secret: Uint8Array, audience: string, token: string): string {
  return secretHash(secret, `refresh:${audience}:${token}`);
}

/** A hash that never matches, verified when no user exists, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;

export function accountService(deps: AccountDeps) {
  const now = deps.now ?? Date.now;
  const limits = deps.limits ?? DEFAULT_RATE_LIMITS;
  const hash = (value: string) => secretHash(deps.secret, value);
  const refreshHash = (token: string) => refreshTokenHash(deps.secret, deps.audience, token);

  async function limited(
    bucket: string,
    max: number,
  ): Promise<{ ok: false; reason: 'rate-limited'; retryAfterSeconds: number } | null> {
    const at = now();
    const { hits, windowStart } = await deps.store.hit(bucket, limits.windowMs, at);
    if (hits <= max) return null;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + limits.windowMs - at) / 1000));
    return { ok: false, reason: 'rate-limited', retryAfterSeconds };
  }

  /** Per address first (cheap to check and shared by every account tried from there). */
  async function checkRates(kind: string, address: string, account?: string) {
    return (
      (await limited(`${kind}:address:${address}`, limits.perAddress)) ??
      (account === undefined
        ? null
        : await limited(`${kind}:account:${hash(account)}`, limits.perAccount))
    );
  }

  async function issueSession(user: User, family = newOpaqueToken()): Promise<Session> {
    const at = now();
    const access = await signAccessToken(deps.secret, {
      userId: user.id,
      role: user.role,
      audience: deps.audience,
      now: at,
    });
    const refreshToken = newOpaqueToken();
    const refreshTokenExpiresAt = Math.floor(at / 1000) + REFRESH_TOKEN_TTL_SECONDS;
    await deps.store.issueRefreshToken({
      tokenHash: refreshHash(refreshToken),
      family,
      userId: user.id,
      expiresAt: refreshTokenExpiresAt * 1000,
    });
    return {
      user: publicUser(user),
      accessToken: access.token,
      accessTokenExpiresAt: access.expiresAt,
      refreshToken,
      refreshTokenExpiresAt,
    };
  }

  return {
    /** A rate-limit hit for another attempt from `address` (social sign-in codes); null = go on. */
    async limitAddress(kind: string, address: string) {
      return checkRates(kind, address);
    },

    /**
     * Step one (SPEC section 6): email and password. On success a one-time code goes out by mail and
     * the first-step token comes back; the code is valid for LOGIN_CODE_TTL_MS and works once.
     */
    async startLogin(input: {
      email: string;
      password: string;
      address: string;
    }): Promise<
      Refused | { ok: true; firstStepToken: string; expiresAt: number; mail: MailDelivery }
    > {
      const email = input.email.trim().toLowerCase();
      const refused = await checkRates('login', input.address);
      if (refused) return refused;
      const user = await deps.store.findUserByEmail(email);
      let passwordRight = false;
      if (!user?.passwordHash) {
        decoyHash ??= hashPassword(newOpaqueToken());
        await verifyPassword(input.password, await decoyHash);
      } else {
        passwordRight = await verifyPassword(input.password, user.passwordHash);
      }
      if (!user?.passwordHash || !passwordRight) {
        // Only failures count against an account, and the right password always reaches the code
        // step (issue 28): a stranger guessing can no longer keep the owner out. Guessing is slowed
        // per address, an account's failures beyond the limit answer 429, and a right guess still
        // needs the code mailed to the owner (the second factor). An address nobody has counts the
        // same, so the answers do not tell which accounts exist.
        const limitedAccount = await limited(`login:failures:${hash(email)}`, limits.perAccount);
        return limitedAccount ?? { ok: false, reason: 'bad-credentials' };
      }
      const firstStepToken = newOpaqueToken();
      const code = newLoginCode();
      const expiresAt = now() + LOGIN_CODE_TTL_MS;
      await deps.store.createLoginChallenge({
        tokenHash: hash(firstStepToken),
        userId: user.id,
        codeHash: hash(`${firstStepToken}:${code}`),
        expiresAt,
      });
      // Queued when the mail server does not take it now: it goes when it does, while still valid.
      const mail = await deps.mail.send(
        { to: user.email, subject: deps.codeMail.subject(code), text: deps.codeMail.text(code) },
        { kind: 'login-code', notAfter: expiresAt },
      );
      return { ok: true, firstStepToken, expiresAt: Math.floor(expiresAt / 1000), mail };
    },

    /** Step two: the code from the mail with the first-step token; answers the session. */
    async verifyCode(input: {
      firstStepToken: string;
      code: string;
      address: string;
    }): Promise<Refused | { ok: true; session: Session }> {
      const refused = await checkRates('code', input.address);
      if (refused) return refused;
      const tokenHash = hash(input.firstStepToken);
      const challenge = await deps.store.findLoginChallenge(tokenHash);
      const at = now();
      if (!challenge || challenge.usedAt !== null || challenge.expiresAt <= at) {
        return { ok: false, reason: 'code-expired' };
      }
      const retryAfterSeconds = Math.max(1, Math.ceil((challenge.expiresAt - at) / 1000));
      if (challenge.attempts >= LOGIN_CODE_MAX_WRONG) {
        return { ok: false, reason: 'locked', retryAfterSeconds };
      }
      const right = sameSecret(
        hash(`${input.firstStepToken}:${input.code.trim()}`),
        challenge.codeHash,
      );
      if (!right) {
        const attempts = await deps.store.countWrongCode(tokenHash);
        if (attempts >= LOGIN_CODE_MAX_WRONG) {
          return { ok: false, reason: 'locked', retryAfterSeconds };
        }
        return { ok: false, reason: 'wrong-code', attemptsLeft: LOGIN_CODE_MAX_WRONG - attempts };
      }
      // One statement decides: of two uses at once, one wins and the other finds it used.
      if (!(await deps.store.consumeLoginChallenge(tokenHash, at))) {
        return { ok: false, reason: 'code-expired' };
      }
      const user = await deps.store.findUserById(challenge.userId);
      if (!user) return { ok: false, reason: 'code-expired' };
      return { ok: true, session: await issueSession(user) };
    },

    /** A refresh token for a new pair (rotation); a reused one revokes every token of its family. */
    async refresh(refreshToken: string): Promise<Refused | { ok: true; session: Session }> {
      const outcome = await deps.store.useRefreshToken(refreshHash(refreshToken), now());
      if (outcome.status === 'invalid') return { ok: false, reason: 'refresh-invalid' };
      if (outcome.status === 'reused') return { ok: false, reason: 'refresh-reused' };
      const user = await deps.store.findUserById(outcome.userId);
      if (!user) return { ok: false, reason: 'refresh-invalid' };
      return { ok: true, session: await issueSession(user, outcome.family) };
    },

    /** Ends the refresh token's family (every device of that login), if the token is known. */
    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const outcome = await deps.store.useRefreshToken(refreshHash(refreshToken), now());
      if (outcome.status !== 'invalid') await deps.store.revokeFamily(outcome.family, now());
    },

    /**
     * Social sign-in (SPEC section 7): the provider's verified identity finds the account with that
     * email address, or creates a reader account without a password.
     */
    async signInWithProvider(identity: {
      email: string;
      emailVerified: boolean;
      name: string;
    }): Promise<Refused | { ok: true; session: Session }> {
      if (!identity.emailVerified) return { ok: false, reason: 'email-not-verified' };
      const email = identity.email.trim().toLowerCase();
      let user = await deps.store.findUserByEmail(email);
      if (!user) {
        const created = await deps.store.createUser({
          email,
          name: identity.name.trim() || email.split('@')[0]!,
          passwordHash: null,
          role: 'reader',
        });
        user = created.ok ? created.user : await deps.store.findUserByEmail(email);
      }
      if (!user) return { ok: false, reason: 'bad-credentials' };
      return { ok: true, session: await issueSession(user) };
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
