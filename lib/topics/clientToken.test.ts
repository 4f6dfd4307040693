// The topic client token (issue 17; SPEC section 3 "Topic subscription: clientToken, topic"): what a
// token looks like, how the browser makes one, and that it is made once and kept.
import { TOPIC_CLIENT_TOKEN_KEY } from '../constants';
import {
  ensureClientToken,
  isClientToken,
  newClientToken,
  readClientToken,
  resetClientTokenForTest,
  type TokenStorage,
} from './clientToken';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  } satisfies TokenStorage & { items: Map<string, string> };
}

const throwing: TokenStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

afterEach(() => resetClientTokenForTest());

describe('client tokens', () => {
  it.each<[unknown, boolean, string]>([
    ['a'.repeat(22), true, 'the shortest'],
    ['a'.repeat(64), true, 'the longest'],
    ['0f8fad5b-d9cb-469f-a165-70867728950e', true, 'a UUID'],
    ['Ab9_-Ab9_-Ab9_-Ab9_-Ab9_-Ab9_-Ab', true, 'base64url'],
    ['a'.repeat(21), false, 'too short'],
    ['a'.repeat(65), false, 'too long'],
    ['abc+def/ghi=jkl.mno pqrstu', false, 'outside the URL-safe alphabet'],
    ['árvíztűrő-tükörfúrógép-123', false, 'accents'],
    [42, false, 'not a string'],
    [null, false, 'nothing'],
  ])('%j is valid: %s (%s)', (value, valid) => {
    expect(isClientToken(value)).toBe(valid);
  });

  it('makes 32 base64url characters from 24 random bytes', () => {
    const token = newClientToken((bytes) => bytes.fill(0xfb));
    expect(token).toBe('-_v7'.repeat(8));
    expect(isClientToken(newClientToken())).toBe(true);
    expect(newClientToken()).toHaveLength(32);
    expect(newClientToken()).not.toBe(newClientToken());
  });

  it('is made once and kept in localStorage under the key of lib/constants.ts', () => {
    const storage = memoryStorage();
    expect(readClientToken(storage)).toBeNull();
    const token = ensureClientToken(storage);
    expect(storage.items.get(TOPIC_CLIENT_TOKEN_KEY)).toBe(token);
    expect(ensureClientToken(storage)).toBe(token);
    expect(readClientToken(storage)).toBe(token);
  });

  it('replaces a kept value that is not a token', () => {
    const storage = memoryStorage({ [TOPIC_CLIENT_TOKEN_KEY]: 'hamis token' });
    expect(readClientToken(storage)).toBeNull();
    const token = ensureClientToken(storage, () => 'b'.repeat(32));
    expect(token).toBe('b'.repeat(32));
    expect(storage.items.get(TOPIC_CLIENT_TOKEN_KEY)).toBe(token);
  });

  it('keeps the token for the page when storage is off or throws', () => {
    const token = ensureClientToken(throwing);
    expect(isClientToken(token)).toBe(true);
    expect(readClientToken(throwing)).toBe(token);
    expect(ensureClientToken(null)).toBe(token);
  });
});
