import { SIGNUP_PROBLEMS, signupProblemOf, type SignupProblem } from './signupProblem';

// Issue 17: an error answer of POST /api/newsletter/subscribe (lib/http/privateRoute.ts: reason and
// field) in the reader's terms, the same with and without JavaScript.
describe('signupProblemOf', () => {
  it.each<[number, string | undefined, string | undefined, SignupProblem]>([
    [400, 'missing-field', 'email', 'email-missing'],
    [400, 'invalid-field', 'email', 'email-invalid'],
    [400, 'missing-field', 'firstName', 'first-name-missing'],
    [400, 'invalid-field', 'firstName', 'first-name-invalid'],
    [400, 'invalid-field', 'lastName', 'last-name-invalid'],
    [400, 'missing-field', 'listCodes', 'lists-missing'],
    [400, 'invalid-field', 'listCodes', 'lists-invalid'],
    [400, 'invalid-field', 'listCodes.3', 'lists-invalid'],
    [400, 'invalid-field', 'somethingElse', 'bad-request'],
    [400, 'bad-json', undefined, 'bad-request'],
    [413, 'body-too-large', undefined, 'bad-request'],
    [403, 'cross-site', undefined, 'bad-request'],
    [429, 'rate-limited', undefined, 'rate-limited'],
    [503, 'store-unavailable', undefined, 'unavailable'],
    [500, 'internal', undefined, 'bad-request'],
  ])('%i %s %s -> %s', (status, reason, field, problem) => {
    expect(signupProblemOf({ status, reason, field })).toBe(problem);
  });

  it('names a field for exactly the field problems, and a page status for every one', () => {
    const withField = Object.entries(SIGNUP_PROBLEMS)
      .filter(([, problem]) => problem.field !== null)
      .map(([name]) => name);
    expect(withField).toEqual([
      'email-missing',
      'email-invalid',
      'first-name-missing',
      'first-name-invalid',
      'last-name-invalid',
      'lists-missing',
      'lists-invalid',
    ]);
  });
});
