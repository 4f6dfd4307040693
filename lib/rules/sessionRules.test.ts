import { canSeeInactive, sessionAction, type FailedCall } from './sessionRules';

const call = (over: Partial<FailedCall>): FailedCall => ({
  status: 401,
  isRefreshCall: false,
  isRepeat: false,
  preview: false,
  ...over,
});

// SPEC section 4 ("Session"), section 6 ("Preview mode: a 403 logs the user out") and section 8.
describe('sessionAction (SPEC §4, §6, §8)', () => {
  it.each<[string, Partial<FailedCall>, ReturnType<typeof sessionAction>]>([
    ['expired token', { message: 'Expired JWT Token' }, 'refresh-and-repeat'],
    [
      'missing access token',
      { message: 'Missing accessToken, use your refreshToken!' },
      'refresh-and-repeat',
    ],
    ['expired again after the repeat', { message: 'Expired JWT Token', isRepeat: true }, 'logout'],
    ['other 401', { message: 'Invalid credentials' }, 'rethrow'],
    ['401 without message', {}, 'rethrow'],
    ['401 on the refresh call', { isRefreshCall: true, message: 'Expired JWT Token' }, 'logout'],
    ['500 on the refresh call', { isRefreshCall: true, status: 500 }, 'rethrow'],
    ['403 outside preview', { status: 403 }, 'rethrow'],
    ['403 in preview', { status: 403, preview: true }, 'logout'],
    ['404', { status: 404, preview: true }, 'rethrow'],
    ['500', { status: 500, message: 'Expired JWT Token' }, 'rethrow'],
  ])('%s -> %s', (_name, over, expected) => {
    expect(sessionAction(call(over))).toBe(expected);
  });
});

// SPEC section 6: a logged-in editor may see inactive articles; readers and subscribers may not.
describe('canSeeInactive (SPEC §6)', () => {
  it.each([
    ['editor', true],
    ['subscriber', false],
    ['reader', false],
    [null, false],
    [undefined, false],
    ['Editor', false],
  ])('%j -> %j', (role, expected) => {
    expect(canSeeInactive(role)).toBe(expected);
  });
});
