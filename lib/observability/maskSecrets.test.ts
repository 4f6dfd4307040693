import { maskSecrets } from './maskSecrets';

// Issue 29, item 1: no password, code, token or plain email address is ever logged.
describe('maskSecrets', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXBhcnQ';
  it.each([
    ['an email address', 'mail to kovacs.anna@example.hu failed', 'mail to k***@example.hu failed'],
    ['an email in JSON', '{"email":"a@b.co"}', '{"email":"a***@b.co"}'],
    ['a password parameter', 'POST /login?password=titok&x=1', 'POST /login?password=***&x=1'],
    [
      'a token parameter',
      '/api/newsletter/confirm?token=abc123',
      '/api/newsletter/confirm?token=***',
    ],
    ['an OAuth code parameter', '/login?code=4/0AbC&state=s', '/login?code=***&state=s'],
    ['a password in JSON', '{"password":"titok 1\\"x"}', '{"password":"***"}'],
    ['a refresh token in JSON', '{"refreshToken":"r-123"}', '{"refreshToken":"***"}'],
    [
      'escaped JSON inside a message',
      '"msg":"{\\"password\\":\\"titok\\"}"',
      '"msg":"{\\"password\\":\\"***\\"}"',
    ],
    ['a login code in JSON', '{"code":"123456"}', '{"code":"***"}'],
    ['a bearer credential', 'Authorization: Bearer abc.def-ghi', 'Authorization: Bearer ***'],
    ['a JWT anywhere', `token was ${jwt} then`, 'token was *** then'],
  ])('masks %s', (_what, line, masked) => {
    expect(maskSecrets(line)).toBe(masked);
  });

  it.each([
    ['an error code', '{"code":"ECONNREFUSED","errno":-111}'],
    ['a path and status', '{"msg":"request","path":"/rovat/belfold","status":200}'],
    ['parameter names only', '/archivum?term=…&oldal=…'],
    ['a value loggedUrl already hid', '/api/newsletter/confirm?token=…'],
    ['a version', 'next 16.4.6 on node 24.21.0'],
  ])('leaves %s alone', (_what, line) => {
    expect(maskSecrets(line)).toBe(line);
  });
});
