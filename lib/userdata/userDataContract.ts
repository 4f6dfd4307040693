// Test helper: the user-data port's contract, one suite run on every engine (userData.test.ts): what
// the accounts, newsletter, topic, quiz and tip features will rely on. Nothing a reader submits is
// lost, a repeated or concurrent submit leaves one row, and a failed multi-row write leaves none.
import type { SqlEngine } from '../store/sqlEngine';
import { migrate, sqlUserData } from './sqlUserData';
import type { UserDataStore } from './userDataStore';

const QUIZ = 'a'.repeat(24);
const DAY_MS = 86_400_000;

export function describeUserDataContract(name: string, makeEngine: () => Promise<SqlEngine>): void {
  describe(`UserDataStore contract: ${name}`, () => {
    let engine: SqlEngine;
    let store: UserDataStore;
    let clock = 1_800_000_000_000;
    beforeAll(async () => {
      engine = await makeEngine();
      expect(await migrate(engine)).toBeGreaterThan(0);
      store = sqlUserData(engine, () => clock);
    }, 60_000);
    afterAll(() => store.close());

    it('migrates once: a second run (another instance starting) changes nothing', async () => {
      expect(await migrate(engine)).toBe(0);
      expect(await Promise.all([migrate(engine), migrate(engine)])).toEqual([0, 0]);
    });

    it('creates an account once per email, in any letter case', async () => {
      const created = await store.createUser({
        email: 'Kovacs.Anna@Example.hu',
        name: 'Kovács Anna',
        passwordHash: 'scrypt$hash',
      });
      expect(created).toMatchObject({ ok: true, user: { email: 'Kovacs.Anna@Example.hu' } });
      expect(
        await store.createUser({
          email: ' kovacs.anna@example.hu ',
          name: 'Más',
          passwordHash: null,
        }),
      ).toEqual({ ok: false, reason: 'email-taken' });
      expect((await store.findUserByEmail('KOVACS.ANNA@example.hu'))?.name).toBe('Kovács Anna');
      expect(await store.findUserByEmail('nincs@example.hu')).toBeNull();
    });

    it('lets exactly one of two simultaneous sign-ups with the same email through', async () => {
      const results = await Promise.all(
        ['verseny@example.hu', 'Verseny@example.hu'].map((email) =>
          store.createUser({ email, name: 'Verseny', passwordHash: null }),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
    });

    it('refuses what is not an email or a name', async () => {
      await expect(
        store.createUser({ email: 'nem-email', name: 'X', passwordHash: null }),
      ).rejects.toThrow();
      await expect(
        store.createUser({ email: 'x@example.hu', name: '  ', passwordHash: null }),
      ).rejects.toThrow();
    });

    async function newUser(email: string) {
      const created = await store.createUser({ email, name: 'Teszt Olvasó', passwordHash: null });
      if (!created.ok) throw new Error(`user ${email}`);
      return created.user;
    }

    it('gives accounts a role, reader unless told otherwise', async () => {
      const reader = await newUser('olvaso@example.hu');
      expect(reader.role).toBe('reader');
      const editor = await store.createUser({
        email: 'szerkeszto@example.hu',
        name: 'Szerkesztő',
        passwordHash: null,
        role: 'editor',
      });
      expect(editor).toMatchObject({ ok: true, user: { role: 'editor' } });
      await store.setRole(reader.id, 'subscriber');
      expect((await store.findUserById(reader.id))?.role).toBe('subscriber');
      expect(await store.findUserById(999_999)).toBeNull();
      await expect(
        store.createUser({
          email: 'x2@example.hu',
          name: 'X',
          passwordHash: null,
          role: 'admin' as 'editor',
        }),
      ).rejects.toThrow();
    });

    it('uses a login challenge once, before it expires, counting wrong codes', async () => {
      const user = await newUser('ketlepcso@example.hu');
      const challenge = {
        tokenHash: 'c'.repeat(64),
        userId: user.id,
        codeHash: 'd'.repeat(64),
        expiresAt: clock + 600_000,
      };
      await store.createLoginChallenge(challenge);
      expect(await store.findLoginChallenge(challenge.tokenHash)).toMatchObject({
        ...challenge,
        attempts: 0,
        usedAt: null,
      });
      expect(await store.countWrongCode(challenge.tokenHash)).toBe(1);
      expect(await store.countWrongCode(challenge.tokenHash)).toBe(2);
      expect(await store.consumeLoginChallenge(challenge.tokenHash, clock + 600_000)).toBe(false);
      // Two simultaneous uses of the right code: exactly one logs in.
      expect(
        await Promise.all([
          store.consumeLoginChallenge(challenge.tokenHash, clock),
          store.consumeLoginChallenge(challenge.tokenHash, clock),
        ]),
      ).toEqual(expect.arrayContaining([true, false]));
      expect(await store.consumeLoginChallenge(challenge.tokenHash, clock)).toBe(false);
      expect(await store.findLoginChallenge('e'.repeat(64))).toBeNull();
    });

    it('rotates refresh tokens; a reused one revokes its whole family', async () => {
      const user = await newUser('frissites@example.hu');
      const token = (hash: string) => ({
        tokenHash: hash.repeat(64),
        family: 'family-1',
        userId: user.id,
        expiresAt: clock + DAY_MS,
      });
      await store.issueRefreshToken(token('f'));
      expect(await store.useRefreshToken('f'.repeat(64), clock)).toEqual({
        status: 'ok',
        userId: user.id,
        family: 'family-1',
      });
      await store.issueRefreshToken(token('g'));
      // The old token again: someone kept a copy. The family goes, the new token with it.
      expect(await store.useRefreshToken('f'.repeat(64), clock)).toMatchObject({
        status: 'reused',
      });
      expect(await store.useRefreshToken('g'.repeat(64), clock)).toEqual({ status: 'invalid' });
      expect(await store.useRefreshToken('h'.repeat(64), clock)).toEqual({ status: 'invalid' });
      await store.issueRefreshToken({ ...token('i'), family: 'family-2' });
      expect(await store.useRefreshToken('i'.repeat(64), clock + DAY_MS)).toEqual({
        status: 'invalid',
      });
      await store.issueRefreshToken({ ...token('j'), family: 'family-3' });
      await store.revokeFamily('family-3', clock);
      expect(await store.useRefreshToken('j'.repeat(64), clock)).toEqual({ status: 'invalid' });
    });

    it('counts rate-limit hits per window, across simultaneous requests', async () => {
      const bucket = 'login:ip:192.0.2.1';
      const hits = await Promise.all(
        Array.from({ length: 5 }, () => store.hit(bucket, 60_000, clock)),
      );
      expect(hits.map((hit) => hit.hits).sort()).toEqual([1, 2, 3, 4, 5]);
      expect(await store.hit(bucket, 60_000, clock + 59_999)).toEqual({
        hits: 6,
        windowStart: clock,
      });
      expect(await store.hit(bucket, 60_000, clock + 60_000)).toEqual({
        hits: 1,
        windowStart: clock + 60_000,
      });
      expect((await store.hit('login:ip:192.0.2.2', 60_000, clock)).hits).toBe(1);
    });

    it('answers a user’s subscriptions, finished ones only when asked', async () => {
      const user = await newUser('elofizeto@example.hu');
      const finished = await store.addSubscription({
        userId: user.id,
        product: 'Havi támogatás',
        startsAt: clock - 2 * DAY_MS,
        endsAt: clock - DAY_MS,
      });
      const running = await store.addSubscription({
        userId: user.id,
        product: 'Éves támogatás',
        startsAt: clock - DAY_MS,
        endsAt: clock + 300 * DAY_MS,
      });
      expect(await store.subscriptions(user.id, { showFinished: false, now: clock })).toEqual([
        running,
      ]);
      expect(await store.subscriptions(user.id, { showFinished: true, now: clock })).toEqual([
        running,
        finished,
      ]);
      expect(running).toMatchObject({ product: 'Éves támogatás', userId: user.id });
    });

    it('subscribes to newsletters idempotently and keeps the latest names', async () => {
      const subscription = {
        email: 'hirlevel@example.hu',
        firstName: 'Eszter',
        lastName: 'Szabó',
        listCodes: ['reggeli', 'heti'],
      };
      await store.subscribeNewsletter(subscription);
      await Promise.all([
        store.subscribeNewsletter(subscription),
        store.subscribeNewsletter({ ...subscription, email: 'HIRLEVEL@example.hu' }),
      ]);
      clock += 1;
      expect(
        await store.subscribeNewsletter({
          ...subscription,
          firstName: 'Eszti',
          listCodes: ['heti'],
        }),
      ).toEqual({ listCodes: ['heti'] });
      expect(await store.newsletterLists('hirlevel@example.hu')).toEqual(['heti', 'reggeli']);
      const names = await engine.all(
        'SELECT DISTINCT first_name AS name FROM newsletter_subscriptions WHERE list_code = ?',
        ['heti'],
      );
      expect(names).toEqual([{ name: 'Eszti' }]);
      await expect(store.subscribeNewsletter({ ...subscription, listCodes: [] })).rejects.toThrow();
    });

    it('adds and removes topics idempotently', async () => {
      const token = 'client-token-1';
      await Promise.all([
        store.addTopic({ clientToken: token, topic: 'sport' }),
        store.addTopic({ clientToken: token, topic: 'sport' }),
        store.addTopic({ clientToken: token, topic: 'belfold' }),
      ]);
      expect(await store.topics(token)).toEqual(['belfold', 'sport']);
      await store.removeTopic({ clientToken: token, topic: 'sport' });
      await store.removeTopic({ clientToken: token, topic: 'sport' });
      expect(await store.topics(token)).toEqual(['belfold']);
      expect(await store.topics('other-token')).toEqual([]);
    });

    it('keeps one answer per voter and question; a new submission replaces it', async () => {
      await store.addOrUpdateQuizAnswers({
        quizId: QUIZ,
        voter: 'v1',
        answers: [
          { questionId: 'q1', answerIds: ['a'] },
          { questionId: 'q2', answerIds: ['x', 'y'] },
        ],
      });
      await store.addOrUpdateQuizAnswers({
        quizId: QUIZ,
        voter: 'v2',
        answers: [{ questionId: 'q1', answerIds: ['a'] }],
      });
      await store.addOrUpdateQuizAnswers({
        quizId: QUIZ,
        voter: 'v1',
        answers: [{ questionId: 'q1', answerIds: ['b'] }],
      });
      expect(await store.quizAnswers(QUIZ, 'v1')).toEqual([
        { questionId: 'q1', answerIds: ['b'] },
        { questionId: 'q2', answerIds: ['x', 'y'] },
      ]);
      expect(await store.answerCounts(QUIZ)).toEqual([
        { questionId: 'q1', answerId: 'a', count: 1 },
        { questionId: 'q1', answerId: 'b', count: 1 },
        { questionId: 'q2', answerId: 'x', count: 1 },
        { questionId: 'q2', answerId: 'y', count: 1 },
      ]);
    });

    it('refuses a quiz id that is not 24 characters (SPEC section 5)', async () => {
      await expect(
        store.addOrUpdateQuizAnswers({
          quizId: 'rovid',
          voter: 'v1',
          answers: [{ questionId: 'q1', answerIds: ['a'] }],
        }),
      ).rejects.toThrow();
    });

    it('writes a multi-row change all or nothing', async () => {
      // The second row is one the database refuses (columns missing): the first must not stay either.
      const quizId = 'b'.repeat(24);
      await expect(
        engine.transaction(async (tx) => {
          const inTx = sqlUserData(tx, () => clock);
          await inTx.addOrUpdateQuizAnswers({
            quizId,
            voter: 'v1',
            answers: [{ questionId: 'q1', answerIds: ['a'] }],
          });
          await tx.run('INSERT INTO quiz_answers (quiz_id) VALUES (?)', [quizId]);
        }),
      ).rejects.toThrow();
      expect(await store.answerCounts(quizId)).toEqual([]);
    });

    it('stores every tip, newest first', async () => {
      const first = await store.submitTip({ text: 'Egy tipp', contact: 'olvaso@example.hu' });
      const [second, third] = await Promise.all([
        store.submitTip({ text: 'Ugyanaz a tipp' }),
        store.submitTip({ text: 'Ugyanaz a tipp', pageUrl: '/belfold/2026/11/22/cikk' }),
      ]);
      expect(new Set([first.id, second!.id, third!.id]).size).toBe(3);
      const tips = await store.recentTips(3);
      expect(tips.map((tip) => tip.text)).toEqual(['Ugyanaz a tipp', 'Ugyanaz a tipp', 'Egy tipp']);
      expect(tips[2]).toMatchObject({ contact: 'olvaso@example.hu', pageUrl: '' });
      await expect(store.submitTip({ text: '   ' })).rejects.toThrow();
    });
  });
}
