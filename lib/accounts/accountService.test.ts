// The account flows of SPEC sections 6 and 7 on both user-data engines: the two-step login with the
// code read from the mail that went out, code expiry, single use and lockout, rate limits per account
// and per address, refresh-token rotation and reuse, logout, and social sign-in's find-or-create.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase, postgresAvailable } from '@/tests/support/postgres';
import { LOGIN_CODE_MAX_WRONG, LOGIN_CODE_TTL_MS, MAIL_RETRY_FIRST_MS } from '../constants';
import type { Mailer, MailMessage } from '../mail/mailer';
import { mailQueue } from '../mail/mailQueue';
import { openUserData, userDataEngine } from '../userdata/getUserDataStore';
import type { UserDataStore } from '../userdata/userDataStore';
import { accountService, DEFAULT_RATE_LIMITS, type RateLimits } from './accountService';
import { hashPassword } from './passwords';
import { verifyAccessToken } from './tokens';

const SECRET = new TextEncoder().encode('a-test-secret-of-at-least-32-characters!');
const PASSWORD = 'hosszú jelszó 123';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'accounts-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let passwordHash: Promise<string> | undefined;

function setup(openStore: () => Promise<UserDataStore>) {
  return async (limits: RateLimits = DEFAULT_RATE_LIMITS) => {
    const store = await openStore();
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      send: async (message) => void sent.push(message),
      close: async () => {},
    };
    let clock = Date.UTC(2026, 10, 23, 10);
    const accounts = accountService({
      store,
      mail: mailQueue({ store, mailer, now: () => clock }),
      secret: SECRET,
      audience: 'main',
      codeMail: { subject: (code) => `Belépési kód: ${code}`, text: (code) => `Kód: ${code}` },
      now: () => clock,
      limits,
    });
    passwordHash ??= hashPassword(PASSWORD);
    const email = `szerkeszto-${Math.random().toString(36).slice(2)}@example.hu`;
    const created = await store.createUser({
      email,
      name: 'Szerkesztő Sára',
      passwordHash: await passwordHash,
      role: 'editor',
    });
    if (!created.ok) throw new Error('user not created');
    const lastCode = () => /Kód: (\d{6})/.exec(sent.at(-1)!.text)![1]!;
    /** Both steps with the right password and code. */
    const signIn = async () => {
      const first = await accounts.startLogin({ email, password: PASSWORD, address: '192.0.2.1' });
      if (!first.ok) throw new Error('login refused');
      const login = await accounts.verifyCode({
        firstStepToken: first.firstStepToken,
        code: lastCode(),
        address: '192.0.2.1',
      });
      if (!login.ok) throw new Error('code refused');
      return login.session;
    };
    return {
      signIn,
      store,
      accounts,
      email,
      sent,
      lastCode,
      advance: (ms: number) => void (clock += ms),
      now: () => clock,
    };
  };
}

function describeAccounts(name: string, openStore: () => Promise<UserDataStore>) {
  const start = setup(openStore);
  const address = '192.0.2.1';

  describe(`accounts on ${name}`, () => {
    it('signs in with password, then the code from the mail, and the code works once', async () => {
      const { accounts, email, sent, lastCode, now } = await start();
      const first = await accounts.startLogin({ email, password: PASSWORD, address });
      expect(first.ok).toBe(true);
      if (!first.ok) return;
      expect(sent.map((m) => m.to)).toEqual([email]);
      const code = lastCode();
      const verified = await accounts.verifyCode({
        firstStepToken: first.firstStepToken,
        code,
        address,
      });
      expect(verified).toMatchObject({ ok: true, session: { user: { email, role: 'editor' } } });
      if (!verified.ok) return;
      const check = await verifyAccessToken(SECRET, verified.session.accessToken, {
        audience: 'main',
        now: now(),
      });
      expect(check).toMatchObject({ ok: true, claims: { role: 'editor' } });
      expect(
        await verifyAccessToken(SECRET, verified.session.accessToken, { audience: 'regional' }),
      ).toMatchObject({ ok: false });
      expect(
        await accounts.verifyCode({ firstStepToken: first.firstStepToken, code, address }),
      ).toEqual({ ok: false, reason: 'code-expired' });
    });

    it('refuses a wrong password and an unknown address alike, and sends no mail', async () => {
      const { accounts, email, sent } = await start();
      expect(await accounts.startLogin({ email, password: 'rossz', address })).toEqual({
        ok: false,
        reason: 'bad-credentials',
      });
      expect(
        await accounts.startLogin({ email: 'senki@example.hu', password: PASSWORD, address }),
      ).toEqual({ ok: false, reason: 'bad-credentials' });
      expect(sent).toEqual([]);
    });

    /** The service over a mail server the test switches on and off, behind the mail queue. */
    async function withRelay() {
      const started = await start();
      const relay = { up: false, delivered: [] as MailMessage[] };
      const queue = mailQueue({
        store: started.store,
        mailer: {
          send: async (message) => {
            if (!relay.up) throw new Error('relay down');
            relay.delivered.push(message);
          },
          close: async () => {},
        },
        now: started.now,
      });
      const accounts = accountService({
        store: started.store,
        mail: queue,
        secret: SECRET,
        audience: 'main',
        codeMail: { subject: (c) => c, text: (c) => `Kód: ${c}` },
        now: started.now,
      });
      return { ...started, relay, queue, accounts };
    }

    it('queues the code when the mail server is down, says so, and sends it once it is back', async () => {
      const { accounts, queue, relay, email, advance } = await withRelay();
      const first = await accounts.startLogin({ email, password: PASSWORD, address });
      expect(first).toMatchObject({ ok: true, mail: 'queued' });
      if (!first.ok) return;
      // Due again after MAIL_RETRY_FIRST_MS; still down then: tried, kept.
      expect(await queue.deliverDue()).toEqual({ sent: 0, failed: 0, expired: 0 });
      advance(MAIL_RETRY_FIRST_MS);
      expect(await queue.deliverDue()).toEqual({ sent: 0, failed: 1, expired: 0 });
      // Back up: the next attempt (twice the wait) sends the code, which signs the reader in.
      relay.up = true;
      advance(2 * MAIL_RETRY_FIRST_MS);
      expect(await queue.deliverDue()).toEqual({ sent: 1, failed: 0, expired: 0 });
      expect(await queue.deliverDue()).toEqual({ sent: 0, failed: 0, expired: 0 });
      const code = /Kód: (\d{6})/.exec(relay.delivered[0]!.text)![1]!;
      expect(
        await accounts.verifyCode({ firstStepToken: first.firstStepToken, code, address }),
      ).toMatchObject({ ok: true });
    });

    it('drops a queued code once it has expired, unsent', async () => {
      const { accounts, queue, relay, store, email, advance } = await withRelay();
      expect(await accounts.startLogin({ email, password: PASSWORD, address })).toMatchObject({
        mail: 'queued',
      });
      advance(LOGIN_CODE_TTL_MS);
      relay.up = true;
      expect(await queue.deliverDue()).toEqual({ sent: 0, failed: 0, expired: 1 });
      expect(relay.delivered).toEqual([]);
      expect(await store.queuedMailCount()).toBe(0);
    });

    it('finds the account in any letter case of the address', async () => {
      const { accounts, email } = await start();
      const first = await accounts.startLogin({
        email: ` ${email.toUpperCase()} `,
        password: PASSWORD,
        address,
      });
      expect(first.ok).toBe(true);
    });

    it(`locks the first-step token after ${LOGIN_CODE_MAX_WRONG} wrong codes`, async () => {
      const { accounts, email, lastCode } = await start();
      const first = await accounts.startLogin({ email, password: PASSWORD, address });
      if (!first.ok) throw new Error('login refused');
      const code = lastCode();
      const wrong = code === '000000' ? '111111' : '000000';
      const answers = [];
      for (let i = 0; i < LOGIN_CODE_MAX_WRONG; i++) {
        answers.push(
          await accounts.verifyCode({ firstStepToken: first.firstStepToken, code: wrong, address }),
        );
      }
      expect(
        answers.slice(0, -1).map((a) => !a.ok && 'attemptsLeft' in a && a.attemptsLeft),
      ).toEqual([4, 3, 2, 1]);
      expect(answers.at(-1)).toMatchObject({ ok: false, reason: 'locked' });
      expect(
        await accounts.verifyCode({ firstStepToken: first.firstStepToken, code, address }),
      ).toMatchObject({ ok: false, reason: 'locked', retryAfterSeconds: expect.any(Number) });
    });

    it('refuses a code after ten minutes, and an unknown first-step token', async () => {
      const { accounts, email, lastCode, advance } = await start();
      const first = await accounts.startLogin({ email, password: PASSWORD, address });
      if (!first.ok) throw new Error('login refused');
      advance(LOGIN_CODE_TTL_MS);
      expect(
        await accounts.verifyCode({
          firstStepToken: first.firstStepToken,
          code: lastCode(),
          address,
        }),
      ).toEqual({ ok: false, reason: 'code-expired' });
      expect(
        await accounts.verifyCode({ firstStepToken: 'no-such-token', code: '123456', address }),
      ).toEqual({ ok: false, reason: 'code-expired' });
    });

    it('limits failures per account and attempts per address, with the time to wait', async () => {
      const limits = { windowMs: 60_000, perAccount: 3, perAddress: 5 };
      const { accounts, email, advance } = await start(limits);
      const attempt = (who: string, from: string) =>
        accounts.startLogin({ email: who, password: 'rossz', address: from });
      for (let i = 0; i < 3; i++) expect((await attempt(email, '192.0.2.10')).ok).toBe(false);
      expect(await attempt(email, '192.0.2.11')).toMatchObject({
        reason: 'rate-limited',
        retryAfterSeconds: 60,
      });
      // Issue 28: the owner, who knows the password, is not locked out by a stranger's guesses: the
      // right password still reaches the code step (the mailed code is the second factor).
      expect(
        await accounts.startLogin({ email, password: PASSWORD, address: '203.0.113.7' }),
      ).toMatchObject({
        ok: true,
      });
      // Another account from another address is not affected; one address tries many accounts.
      const from = `198.51.100.${Math.floor(Math.random() * 250)}`;
      for (let i = 0; i < 5; i++) {
        expect(await attempt(`masik${i}@example.hu`, from)).toMatchObject({
          reason: 'bad-credentials',
        });
      }
      expect(await attempt('hatodik@example.hu', from)).toMatchObject({ reason: 'rate-limited' });
      advance(60_000);
      expect(await attempt(email, '192.0.2.11')).toMatchObject({ reason: 'bad-credentials' });
    });

    it('rotates refresh tokens; a reused one ends the whole family', async () => {
      const { accounts, email, signIn } = await start();
      const login = { session: await signIn() };
      const second = await accounts.refresh(login.session.refreshToken);
      expect(second).toMatchObject({ ok: true, session: { user: { email } } });
      if (!second.ok) return;
      expect(second.session.refreshToken).not.toBe(login.session.refreshToken);
      expect(await accounts.refresh(login.session.refreshToken)).toEqual({
        ok: false,
        reason: 'refresh-reused',
      });
      expect(await accounts.refresh(second.session.refreshToken)).toMatchObject({ ok: false });
      expect(await accounts.refresh('made-up')).toEqual({ ok: false, reason: 'refresh-invalid' });
    });

    it('a refresh token of one edition is refused by the other, whose logout cannot end it', async () => {
      const { accounts, store, signIn, now } = await start();
      const session = await signIn();
      const regional = accountService({
        store,
        mail: mailQueue({ store, mailer: { send: async () => {}, close: async () => {} }, now }),
        secret: SECRET,
        audience: 'regional',
        codeMail: { subject: (code) => code, text: (code) => code },
        now,
      });
      expect(await regional.refresh(session.refreshToken)).toEqual({
        ok: false,
        reason: 'refresh-invalid',
      });
      await regional.logout(session.refreshToken);
      expect(await accounts.refresh(session.refreshToken)).toMatchObject({ ok: true });
    });

    it('logout ends the refresh token', async () => {
      const { accounts, signIn } = await start();
      const session = await signIn();
      await accounts.logout(session.refreshToken);
      expect(await accounts.refresh(session.refreshToken)).toMatchObject({ ok: false });
    });

    it('social sign-in creates a reader once, finds existing accounts, needs a verified address', async () => {
      const { accounts, email } = await start();
      const newcomer = `uj-${Math.random().toString(36).slice(2)}@example.hu`;
      const one = await accounts.signInWithProvider({
        email: newcomer,
        emailVerified: true,
        name: 'Új Olvasó',
      });
      const two = await accounts.signInWithProvider({
        email: newcomer,
        emailVerified: true,
        name: 'Más Név',
      });
      expect(one).toMatchObject({
        ok: true,
        session: { user: { role: 'reader', name: 'Új Olvasó' } },
      });
      expect(two.ok && one.ok && two.session.user.id).toBe(one.ok && one.session.user.id);
      expect(
        await accounts.signInWithProvider({ email, emailVerified: true, name: 'x' }),
      ).toMatchObject({ ok: true, session: { user: { role: 'editor' } } });
      expect(
        await accounts.signInWithProvider({
          email: 'x@example.hu',
          emailVerified: false,
          name: 'x',
        }),
      ).toEqual({ ok: false, reason: 'email-not-verified' });
    });
  });
}

describeAccounts('SQLite', () => openUserData(userDataEngine({ file: path.join(dir, 'u.db') })));

describe.skipIf(!postgresAvailable())('PostgreSQL', () => {
  let url: Promise<string> | undefined;
  describeAccounts('PostgreSQL', async () => {
    url ??= freshDatabase('accounts');
    return openUserData(userDataEngine({ url: await url }));
  });
});
