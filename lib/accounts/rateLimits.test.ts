import { LOGIN_ATTEMPTS_PER_ACCOUNT, LOGIN_ATTEMPTS_PER_ADDRESS } from '../constants';
import { rateLimitsFromEnv } from './authHttp';

describe('rateLimitsFromEnv', () => {
  it.each([
    [{}, LOGIN_ATTEMPTS_PER_ACCOUNT, LOGIN_ATTEMPTS_PER_ADDRESS],
    [{ LOGIN_ATTEMPTS_PER_ACCOUNT: '3', LOGIN_ATTEMPTS_PER_ADDRESS: '500' }, 3, 500],
    [
      { LOGIN_ATTEMPTS_PER_ACCOUNT: '0', LOGIN_ATTEMPTS_PER_ADDRESS: '-5' },
      LOGIN_ATTEMPTS_PER_ACCOUNT,
      LOGIN_ATTEMPTS_PER_ADDRESS,
    ],
    [
      { LOGIN_ATTEMPTS_PER_ACCOUNT: 'sok', LOGIN_ATTEMPTS_PER_ADDRESS: '1e9' },
      LOGIN_ATTEMPTS_PER_ACCOUNT,
      LOGIN_ATTEMPTS_PER_ADDRESS,
    ],
  ])('%j', (env, perAccount, perAddress) => {
    expect(rateLimitsFromEnv(env)).toMatchObject({ perAccount, perAddress });
  });
});
