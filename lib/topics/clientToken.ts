// The browser's topic client token (issue 17, SPEC section 3 "Topic subscription: clientToken, topic"):
// an anonymous id the browser makes once and keeps in localStorage, so that the topics it follows
// survive reloads without an account. What a token looks like is defined here once; the API's zod
// schema (server/topicSchemas.ts) is built from the same pattern. Client-safe and without zod.
import {
  CLIENT_TOKEN_MAX_LENGTH,
  CLIENT_TOKEN_MIN_LENGTH,
  TOPIC_CLIENT_TOKEN_KEY,
} from '../constants';

/** 22-64 characters of the URL-safe alphabet: our 32 base64url characters, a UUID, an app's id. */
export const CLIENT_TOKEN_PATTERN = new RegExp(
  `^[A-Za-z0-9_-]{${CLIENT_TOKEN_MIN_LENGTH},${CLIENT_TOKEN_MAX_LENGTH}}$`,
);

export function isClientToken(value: unknown): value is string {
  return typeof value === 'string' && CLIENT_TOKEN_PATTERN.test(value);
}

/** 24 random bytes (192 bits) as 32 base64url characters. */
export function newClientToken(random: (bytes: Uint8Array) => Uint8Array = defaultRandom): string {
  const bytes = random(new Uint8Array(24));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// getRandomValues, not randomUUID: the latter exists only in secure contexts (not on plain http).
function defaultRandom(bytes: Uint8Array): Uint8Array {
  return crypto.getRandomValues(bytes);
}

/** What the token helpers need of localStorage. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's localStorage, or null where it is switched off (some private modes throw). */
export function browserStorage(): TokenStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Without storage the token lives as long as the page: following still works until a reload. */
let pageToken: string | null = null;

/** The token kept so far, or null: a browser without one follows nothing (no need to ask the API). */
export function readClientToken(storage: TokenStorage | null = browserStorage()): string | null {
  try {
    const kept = storage?.getItem(TOPIC_CLIENT_TOKEN_KEY);
    if (isClientToken(kept)) return kept;
  } catch {
    // Storage that throws on read is treated as absent.
  }
  return pageToken;
}

/** The kept token, made and kept now if there is none (or the kept one is not a valid token). */
export function ensureClientToken(
  storage: TokenStorage | null = browserStorage(),
  make: () => string = newClientToken,
): string {
  const kept = readClientToken(storage);
  if (kept) return kept;
  const token = make();
  try {
    storage?.setItem(TOPIC_CLIENT_TOKEN_KEY, token);
  } catch {
    // Full or forbidden storage: keep it for this page only.
  }
  pageToken = token;
  return token;
}

/** For tests: forget the page-only token. */
export function resetClientTokenForTest() {
  pageToken = null;
}
