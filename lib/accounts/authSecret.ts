// The one secret behind access tokens and the hashes of login codes and refresh tokens. From AUTH_SECRET
// (at least 32 characters; every instance of a site must share it). Without it, a random secret is made
// once and kept beside the user data ($DATA_DIR/auth-secret, readable by its owner only), which is what
// the demo and the tests run on; a deployment on several machines must set AUTH_SECRET.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { storePath } from '../store/storePath';

export const AUTH_SECRET_MIN_LENGTH = 32;

export class AuthSecretError extends Error {
  override name = 'AuthSecretError';
}

function fromFile(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    try {
      // 'wx': when another instance wrote it first, its secret wins (read below).
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      /* written by someone else meanwhile */
    }
    return readFileSync(file, 'utf8').trim();
  }
}

let cached: Uint8Array | undefined;

export function authSecret(env: NodeJS.ProcessEnv = process.env): Uint8Array {
  if (cached && env === process.env) return cached;
  const configured = env.AUTH_SECRET;
  if (configured !== undefined && configured.length < AUTH_SECRET_MIN_LENGTH) {
    throw new AuthSecretError(`AUTH_SECRET must be at least ${AUTH_SECRET_MIN_LENGTH} characters`);
  }
  const secret = new TextEncoder().encode(
    configured ?? fromFile(path.join(path.dirname(storePath()), 'auth-secret')),
  );
  if (env === process.env) cached = secret;
  return secret;
}
