import { mintQuizToken, QuizSecretError, quizTokenSecret, verifyQuizToken } from './quizToken';

// SPEC section 5: a quiz token is 24 characters, anything else is ignored; section 7: the site hands
// it out, the quiz service checks it. Ours: 12 random hex characters and 12 of their HMAC.
const secret = new TextEncoder().encode('a-test-secret-of-more-than-32-characters');
const other = new TextEncoder().encode('another-secret-of-more-than-32-characters');

describe('quiz tokens (SPEC §5, §7)', () => {
  it('mints 24 lowercase hex characters, different every time', () => {
    const tokens = Array.from({ length: 50 }, () => mintQuizToken(secret));
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(tokens).size).toBe(50);
  });

  it('is deterministic for a given random part', () => {
    expect(mintQuizToken(secret, '0123456789ab')).toBe(mintQuizToken(secret, '0123456789ab'));
    expect(mintQuizToken(secret, '0123456789ab')).not.toBe(mintQuizToken(other, '0123456789ab'));
  });

  const good = mintQuizToken(secret, '0123456789ab');
  it.each([
    ['a token it minted', good, true],
    ['the same token from another secret', mintQuizToken(other, '0123456789ab'), false],
    ['a changed signature', `${good.slice(0, 23)}${good.endsWith('0') ? '1' : '0'}`, false],
    ['a changed random part', `1${good.slice(1)}`, false],
    ['upper case', good.toUpperCase(), false],
    ['23 characters (SPEC §5)', good.slice(1), false],
    ['25 characters (SPEC §5)', `${good}0`, false],
    ['24 characters that are not hex', 'z'.repeat(24), false],
    ['empty', '', false],
    ['undefined', undefined, false],
    ['a number', 123456789012345678901234, false],
  ])('%s -> %s', (_name, token, expected) => {
    expect(verifyQuizToken(secret, token)).toBe(expected);
  });
});

describe('quizTokenSecret', () => {
  it('takes QUIZ_TOKEN_SECRET, refusing a short one', () => {
    const value = 'q'.repeat(32);
    expect(new TextDecoder().decode(quizTokenSecret({ QUIZ_TOKEN_SECRET: value }))).toBe(value);
    expect(() => quizTokenSecret({ QUIZ_TOKEN_SECRET: 'short' })).toThrow(QuizSecretError);
  });

  it('else derives one from AUTH_SECRET: stable, and not the accounts secret itself', () => {
    const env = { AUTH_SECRET: 'x'.repeat(40) };
    const derived = quizTokenSecret(env);
    expect(derived).toEqual(quizTokenSecret({ AUTH_SECRET: 'x'.repeat(40) }));
    expect(derived).not.toEqual(quizTokenSecret({ AUTH_SECRET: 'y'.repeat(40) }));
    expect(new TextDecoder().decode(derived)).not.toContain('x'.repeat(40));
    const token = mintQuizToken(derived);
    expect(verifyQuizToken(quizTokenSecret(env), token)).toBe(true);
  });
});
