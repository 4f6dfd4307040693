// The quiz voter token (SPEC sections 5 and 7): 24 characters, 12 random hex characters and the
// first 12 hex characters of their HMAC-SHA256, so the site and the quiz service (same secret)
// verify a token without storing it. The token is the voter: nothing else identifies a reader.
// The secret: QUIZ_TOKEN_SECRET, else one derived from the accounts' secret (lib/accounts/authSecret.ts),
// which the site and a quiz service on the same DATA_DIR or AUTH_SECRET share.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { authSecret } from '../accounts/authSecret';
import { isValidQuizToken } from '../rules/quiz';

const RANDOM_HEX_LENGTH = 12;
export const QUIZ_TOKEN_SECRET_MIN_LENGTH = 32;
const TOKEN_PATTERN = /^[0-9a-f]{24}$/;

export class QuizSecretError extends Error {
  override name = 'QuizSecretError';
}

function signature(secret: Uint8Array, random: string): string {
  return createHmac('sha256', secret).update(random).digest('hex').slice(0, RANDOM_HEX_LENGTH);
}

let cached: Uint8Array | undefined;

export function quizTokenSecret(env: Record<string, string | undefined> = process.env): Uint8Array {
  if (cached && env === process.env) return cached;
  const configured = env.QUIZ_TOKEN_SECRET;
  if (configured !== undefined && configured.length < QUIZ_TOKEN_SECRET_MIN_LENGTH) {
    throw new QuizSecretError(
      `QUIZ_TOKEN_SECRET must be at least ${QUIZ_TOKEN_SECRET_MIN_LENGTH} characters`,
    );
  }
  // Derived, not the accounts' secret itself: a quiz service holding it can mint voters, not logins.
  const secret = configured
    ? new TextEncoder().encode(configured)
    : new Uint8Array(
        createHmac('sha256', authSecret(env as NodeJS.ProcessEnv))
          .update('quiz-token')
          .digest(),
      );
  if (env === process.env) cached = secret;
  return secret;
}

export function mintQuizToken(
  secret: Uint8Array,
  random = randomBytes(RANDOM_HEX_LENGTH / 2).toString('hex'),
): string {
  return `${random}${signature(secret, random)}`;
}

/** A token this secret minted; anything else (SPEC section 5: not 24 characters) is ignored. */
export function verifyQuizToken(secret: Uint8Array, token: unknown): token is string {
  if (!isValidQuizToken(token) || !TOKEN_PATTERN.test(token)) return false;
  const random = token.slice(0, RANDOM_HEX_LENGTH);
  return timingSafeEqual(
    Buffer.from(token.slice(RANDOM_HEX_LENGTH)),
    Buffer.from(signature(secret, random)),
  );
}
