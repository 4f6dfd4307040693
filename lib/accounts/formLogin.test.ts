import { loginStepPath, refusalOfQuery } from './formLogin';

// Issue 28, item 5: a login form posted without JavaScript comes back to /login by a 303 that names the
// step and the refusal, never the password, the code or the token.
describe('the login without JavaScript', () => {
  type Args = Parameters<typeof loginStepPath>;
  it.each<[Args, string]>([
    [['code'], '/login?lepes=kod'],
    [['credentials', { reason: 'bad-credentials' }], '/login?hiba=bad-credentials'],
    [
      ['code', { reason: 'wrong-code', extra: { attemptsLeft: 4 } }],
      '/login?lepes=kod&hiba=wrong-code&probak=4',
    ],
    [
      ['credentials', { reason: 'rate-limited', extra: { retryAfter: 120 } }],
      '/login?hiba=rate-limited&varakozas=120',
    ],
    [['credentials', { reason: 'internal' }], '/login'],
    [
      ['credentials', { reason: 'wrong-code', extra: { attemptsLeft: -1 } }],
      '/login?hiba=wrong-code',
    ],
  ])('goes back to %j as %s', (args, path) => {
    expect(loginStepPath(...args)).toBe(path);
  });

  it.each([
    [
      { hiba: 'wrong-code', probak: '4' },
      { reason: 'wrong-code', attemptsLeft: 4 },
    ],
    [
      { hiba: 'rate-limited', varakozas: '90' },
      { reason: 'rate-limited', retryAfter: 90 },
    ],
    [{ hiba: 'bad-credentials', probak: 'sok' }, { reason: 'bad-credentials' }],
    [{ hiba: '<script>' }, null],
    [{}, null],
  ])('reads %j as %j', (query, refusal) => {
    expect(refusalOfQuery(query)).toEqual(refusal);
  });
});
