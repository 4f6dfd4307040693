// Tokens of the two-step login (SPEC sections 6 and 7): signed access tokens (JWT through jose, HS256,
// short-lived), and opaque random secrets (first-step tokens, refresh tokens, login codes) of which
// only a keyed hash is stored.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, LOGIN_CODE_DIGITS } from '../constants';
import { ROLES, type Role } from '../userdata/userDataStore';

const ISSUER = 'hirvonal';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: number;
  role: Role;
  /** Unix seconds. */
  expiresAt: number;
}

export async function signAccessToken(
  secret: Uint8Array,
  {
    userId,
    role,
    audience,
    now = Date.now(),
    ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  }: {
    userId: number;
    role: Role;
    /** The edition the token is for: a token of one edition is not valid on the other. */
    audience: string;
    now?: number;
    ttlSeconds?: number;
  },
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const token = await new SignJWT({ role, typ: 'access' })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { token, expiresAt };
}

export type AccessCheck =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  { audience, now = Date.now() }: { audience: string; now?: number },
): Promise<AccessCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience,
      currentDate: new Date(now),
    });
    const userId = Number(payload.sub);
    const role = payload.role;
    if (
      payload.typ !== 'access' ||
      !Number.isSafeInteger(userId) ||
      userId <= 0 ||
      typeof role !== 'string' ||
      !(ROLES as readonly string[]).includes(role) ||
      typeof payload.exp !== 'number'
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { userId, role: role as Role, expiresAt: payload.exp } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}

/** A new opaque secret (first-step and refresh tokens): 256 random bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A one-time login code: LOGIN_CODE_DIGITS digits, uniformly random. */
export function newLoginCode(): string {
  return String(randomInt(0, 10 ** LOGIN_CODE_DIGITS)).padStart(LOGIN_CODE_DIGITS, '0');
}

/**
 * What is stored of a secret: a keyed hash (HMAC-SHA256 with the auth secret), so a copy of the
 * database alone neither yields the tokens nor lets anyone try the million login codes offline.
 */
export function secretHash(secret: Uint8Array, value: string): string {
  return createHmac('sha256', secret).update(value, 'utf8').digest('base64url');
}

/** Constant-time equality of two strings (their lengths are not secret). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
