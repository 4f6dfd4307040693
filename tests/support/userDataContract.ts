// Test helper: the user-data port's contract, one suite run on every engine (userData.test.ts): what
// the accounts, newsletter, topic, quiz, tip, tippjáték, payment and minutes-counter features rely
// on. Nothing a reader submits is lost, a repeated or concurrent submit leaves one row, and a failed
// multi-row write leaves none.
import { rangeSpanIn } from '@/lib/rules/minutes';
import { paymentMinutesByDay, type AppliedPaymentEvent } from '@/lib/rules/paymentMinutes';
import type { SqlEngine } from '@/lib/store/sqlEngine';
import { migrate, sqlUserData } from '@/lib/userdata/sqlUserData';
import type { UserDataStore } from '@/lib/userdata/userDataStore';

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

    describe('payments (issue 32)', () => {
      let serial = 0;
      const reference = () => `ref_${String(++serial).padStart(4, '0')}_abcdefghijklmn`;
      const start = (userId: number | null, period: 'monthly' | 'once' = 'monthly') =>
        store.startPayment({
          reference: reference(),
          userId,
          amount: 5000,
          currency: 'HUF',
          period,
          product: `Támogatói tagság (${period})`,
        });
      const event = (
        ref: string,
        eventId: string,
        type: 'started' | 'succeeded' | 'failed' | 'refunded' | 'renewed',
        payerEmail = 'fizeto@example.hu',
      ) =>
        store.applyPaymentEvent({
          eventId,
          reference: ref,
          type,
          payerEmail,
          payerName: 'Fizető Olga',
        });

      it('starts a payment, then a success gives the signed-in reader a month', async () => {
        const user = await newUser('tamogato@example.hu');
        const payment = await start(user.id);
        expect(payment).toMatchObject({ state: 'started', userId: user.id, subscriptionId: null });
        expect(await store.payment(payment.reference)).toEqual(payment);
        const outcome = await event(payment.reference, 'evt-ok-1', 'succeeded', 'mas@example.hu');
        expect(outcome).toMatchObject({
          status: 'applied',
          from: 'started',
          payment: { state: 'succeeded', userId: user.id },
          charged: { email: 'tamogato@example.hu' },
        });
        const [subscription] = await store.subscriptions(user.id, {
          showFinished: false,
          now: clock,
        });
        expect(subscription).toMatchObject({
          product: 'Támogatói tagság (monthly)',
          startsAt: clock,
        });
        expect(subscription!.endsAt).toBeGreaterThan(clock + 27 * DAY_MS);
        expect(subscription!.endsAt).toBeLessThan(clock + 32 * DAY_MS);
      });

      it('records the same event id once, also when sent twice at once', async () => {
        const user = await newUser('ketszer@example.hu');
        const payment = await start(user.id);
        const outcomes = await Promise.all([
          event(payment.reference, 'evt-twice', 'succeeded'),
          event(payment.reference, 'evt-twice', 'succeeded'),
        ]);
        expect(outcomes.map((o) => o.status).sort()).toEqual(['applied', 'duplicate']);
        expect(await store.subscriptions(user.id, { showFinished: true, now: clock })).toHaveLength(
          1,
        );
        expect(await event(payment.reference, 'evt-twice', 'refunded')).toMatchObject({
          status: 'duplicate',
        });
        expect((await store.payment(payment.reference))!.state).toBe('succeeded');
      });

      it('an anonymous payment goes to the payer’s account, created when there is none', async () => {
        const payment = await start(null, 'once');
        await event(payment.reference, 'evt-anon', 'succeeded', 'Uj.Tamogato@Example.hu');
        const user = await store.findUserByEmail('uj.tamogato@example.hu');
        expect(user).toMatchObject({ name: 'Fizető Olga', passwordHash: null, role: 'reader' });
        expect(await store.payment(payment.reference)).toMatchObject({ userId: user!.id });
        const [subscription] = await store.subscriptions(user!.id, {
          showFinished: false,
          now: clock,
        });
        expect(subscription).toMatchObject({ product: 'Támogatói tagság (once)' });
        expect(subscription!.endsAt).toBeGreaterThan(clock + 360 * DAY_MS);
        // An existing account of that email (any case) gets the next one.
        const second = await start(null);
        await event(second.reference, 'evt-anon-2', 'succeeded', 'UJ.TAMOGATO@example.hu');
        expect(
          await store.subscriptions(user!.id, { showFinished: false, now: clock }),
        ).toHaveLength(2);
      });

      it('out of order: a late started or failed after the success changes nothing; renewals extend; a refund ends', async () => {
        const user = await newUser('sorrend@example.hu');
        const payment = await start(user.id);
        expect(await event(payment.reference, 'evt-o-1', 'failed')).toMatchObject({
          payment: { state: 'failed' },
          charged: null,
        });
        await event(payment.reference, 'evt-o-2', 'succeeded');
        const [first] = await store.subscriptions(user.id, { showFinished: false, now: clock });
        for (const [id, type] of [
          ['evt-o-3', 'started'],
          ['evt-o-4', 'failed'],
        ] as const) {
          expect(await event(payment.reference, id, type)).toMatchObject({
            status: 'applied',
            payment: { state: 'succeeded' },
            charged: null,
          });
        }
        await event(payment.reference, 'evt-o-5', 'renewed');
        const [renewed] = await store.subscriptions(user.id, { showFinished: true, now: clock });
        expect(renewed!.id).toBe(first!.id);
        expect(renewed!.endsAt).toBeGreaterThan(first!.endsAt + 27 * DAY_MS);
        await event(payment.reference, 'evt-o-6', 'refunded');
        expect(await store.subscriptions(user.id, { showFinished: false, now: clock + 1 })).toEqual(
          [],
        );
        expect(await event(payment.reference, 'evt-o-7', 'succeeded')).toMatchObject({
          payment: { state: 'refunded' },
          charged: null,
        });
        expect(await store.subscriptions(user.id, { showFinished: false, now: clock + 1 })).toEqual(
          [],
        );
      });

      it('an unknown reference records nothing; a reused reference is refused', async () => {
        expect(await event('nincs_ilyen_fizetes_0001', 'evt-unknown', 'succeeded')).toEqual({
          status: 'unknown',
        });
        const payment = await start(null);
        await expect(store.startPayment({ ...payment, userId: null })).rejects.toThrow();
        expect(
          await engine.get('SELECT event_id FROM payment_events WHERE event_id = ?', [
            'evt-unknown',
          ]),
        ).toBeUndefined();
      });

      // SPEC section 9 "Minutes" (lib/rules/paymentMinutes.ts): each charge of a payment that stands
      // succeeded, on its day in the edition's zone; a refunded, started or failed payment adds
      // nothing. Euros here, so the payments of the tests above (forints) stay out of these counts.
      describe('what payments add to the minutes counter', () => {
        const BUDAPEST = 'Europe/Budapest';
        // A winter week (UTC+1) in 2027: the charges are stamped with the store's clock, never the
        // database's own (which is not in 2027).
        const PREV = '2027-02-09';
        const DAY = '2027-02-10';
        const NEXT = '2027-02-11';
        type History = {
          period: 'monthly' | 'once';
          currency?: string;
          events: Array<[AppliedPaymentEvent['type'], string]>;
        };
        const histories: History[] = [
          { period: 'once', events: [['succeeded', '2027-02-10T09:00:00Z']] },
          {
            period: 'monthly',
            events: [
              ['succeeded', '2027-02-10T11:00:00Z'],
              ['renewed', '2027-02-11T08:00:00Z'],
            ],
          },
          {
            period: 'once',
            events: [
              ['succeeded', '2027-02-10T12:00:00Z'],
              ['refunded', '2027-02-11T09:00:00Z'],
            ],
          },
          { period: 'monthly', events: [['started', '2027-02-10T10:00:00Z']] },
          {
            period: 'monthly',
            events: [
              ['started', '2027-02-10T10:00:00Z'],
              ['failed', '2027-02-10T10:01:00Z'],
            ],
          },
          // The last millisecond of the day in Budapest, and the first of the next.
          { period: 'once', events: [['succeeded', '2027-02-10T22:59:59.999Z']] },
          { period: 'once', events: [['succeeded', '2027-02-10T23:00:00Z']] },
          {
            period: 'monthly',
            events: [
              ['succeeded', '2027-02-10T13:00:00Z'],
              ['succeeded', '2027-02-10T13:05:00Z'],
              ['failed', '2027-02-10T13:06:00Z'],
            ],
          },
          {
            period: 'once',
            events: [
              ['succeeded', '2027-02-10T14:00:00Z'],
              ['renewed', '2027-02-11T10:00:00Z'],
            ],
          },
          {
            period: 'monthly',
            events: [
              ['renewed', '2027-02-10T15:00:00Z'],
              ['succeeded', '2027-02-10T15:01:00Z'],
            ],
          },
          // Another edition's currency.
          { period: 'once', currency: 'RON', events: [['succeeded', '2027-02-10T09:30:00Z']] },
        ];
        /** Each day's counts of these payments (none on PREV). */
        const expected = [
          { day: DAY, recurring: 3, onetime: 3 },
          { day: NEXT, recurring: 1, onetime: 1 },
        ];
        /** The counted charges from the start of `from` to the end of `to` in Budapest. */
        const counted = (from: string, to: string, currency = 'EUR') =>
          store.countedPayments({ currency, ...rangeSpanIn(BUDAPEST, from, to) });

        /** Records each history's payment and applies its events at their times; its references. */
        async function record(list: History[]): Promise<string[]> {
          const saved = clock;
          const references: string[] = [];
          try {
            for (const history of list) {
              const payment = await store.startPayment({
                reference: reference(),
                userId: null,
                amount: 10,
                currency: history.currency ?? 'EUR',
                period: history.period,
                product: `Támogatói tagság (${history.period})`,
              });
              references.push(payment.reference);
              for (const [i, [type, iso]] of history.events.entries()) {
                clock = Date.parse(iso);
                await event(payment.reference, `${payment.reference}-${i}`, type);
              }
            }
          } finally {
            clock = saved;
          }
          return references;
        }

        it('counts each charge of a succeeded payment on its day; a refund takes it out of every day', async () => {
          const [, monthly] = await record(histories);
          // Day by day, as /api/minutes?day= asks.
          expect(await counted(PREV, PREV)).toEqual({ recurring: 0, onetime: 0 });
          for (const { day, ...counts } of expected) {
            expect(await counted(day, day)).toEqual(counts);
          }
          // The rule, replayed payment by payment, says the same.
          const replayed = new Map<string, { recurring: number; onetime: number }>();
          for (const history of histories.filter((h) => !h.currency)) {
            const applied = history.events.map(([type, iso]) => ({ type, at: Date.parse(iso) }));
            for (const { day, recurring, onetime } of paymentMinutesByDay(
              history.period,
              applied,
              BUDAPEST,
            )) {
              const sum = replayed.get(day) ?? { recurring: 0, onetime: 0 };
              replayed.set(day, {
                recurring: sum.recurring + recurring,
                onetime: sum.onetime + onetime,
              });
            }
          }
          expect([...replayed].map(([day, counts]) => ({ day, ...counts }))).toEqual(expected);

          // A range, as /api/counter asks: the days together, the other currency, a range of years.
          expect(await counted(PREV, NEXT)).toEqual({ recurring: 4, onetime: 4 });
          expect(await counted(DAY, NEXT, 'RON')).toEqual({ recurring: 0, onetime: 1 });
          expect(await counted('2025-03-28', '2027-06-30')).toEqual({ recurring: 4, onetime: 4 });
          // [start, end): a span holds its first millisecond and never its end; around midnight in
          // Budapest (a one-time charge on either side of it) each of these counts one.
          const midnight = Date.parse('2027-02-10T23:00:00Z');
          const between = (start: number, end: number) =>
            store.countedPayments({ currency: 'EUR', start, end });
          expect(await between(midnight - 1, midnight)).toEqual({ recurring: 0, onetime: 1 });
          expect(await between(midnight, midnight + 1)).toEqual({ recurring: 0, onetime: 1 });

          // The monthly payment charged on both days is refunded: neither day counts it any more.
          const saved = clock;
          clock = Date.parse('2027-02-12T09:00:00Z');
          await event(monthly!, `${monthly}-refund`, 'refunded');
          clock = saved;
          expect(await counted(DAY, DAY)).toEqual({ recurring: 2, onetime: 3 });
          expect(await counted(NEXT, NEXT)).toEqual({ recurring: 0, onetime: 1 });
          expect(await counted(PREV, NEXT)).toEqual({ recurring: 2, onetime: 4 });
        });

        it('refuses a range that ends before it starts, a time that is no millisecond, or a bad currency', async () => {
          const span = rangeSpanIn(BUDAPEST, DAY, DAY);
          for (const query of [
            { currency: 'EUR', start: span.start, end: span.start },
            { currency: 'EUR', start: span.end, end: span.start },
            { currency: 'EUR', start: span.start + 0.5, end: span.end },
            { currency: 'EUR', start: Number.NaN, end: span.end },
            { currency: 'EUR', start: span.start, end: Number.POSITIVE_INFINITY },
            { currency: 'eur', ...span },
          ]) {
            await expect(store.countedPayments(query)).rejects.toThrow();
          }
        });
      });
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
      ).toEqual({ listCodes: ['heti'], mailClaimedAt: null });
      expect(await store.newsletterLists('hirlevel@example.hu')).toEqual(['heti', 'reggeli']);
      const names = await engine.all(
        'SELECT DISTINCT first_name AS name FROM newsletter_subscriptions WHERE list_code = ?',
        ['heti'],
      );
      expect(names).toEqual([{ name: 'Eszti' }]);
      await expect(store.subscribeNewsletter({ ...subscription, listCodes: [] })).rejects.toThrow();
    });

    // Double opt-in (issue 17): pending until the mail's link is used; one mail per resend window.
    const RESEND_MS = 60_000;
    const tokenHash = (name: string) => `${name}-`.padEnd(43, 'x');
    function signup(name: string, expiresIn = DAY_MS) {
      return {
        confirmHash: tokenHash(`confirm-${name}`),
        unsubscribeHash: tokenHash(`unsubscribe-${name}`),
        confirmExpiresAt: clock + expiresIn,
        resendAfterMs: RESEND_MS,
      };
    }
    const reader = (email: string, listCodes = ['g7', 'reggeli']) => ({
      email,
      firstName: 'Anna',
      lastName: 'Kiss',
      listCodes,
    });
    const EDITION_LISTS = ['reggeli', 'g7', 'heti-valogatas'];

    it('claims one confirmation mail among simultaneous sign-ups, and one per resend window', async () => {
      const email = 'dupla@example.hu';
      const results = await Promise.all(
        ['a', 'b', 'c', 'd', 'e'].map((name) =>
          store.subscribeNewsletter(
            reader(name === 'c' ? 'Dupla@Example.hu' : email),
            signup(name),
          ),
        ),
      );
      expect(results.filter((result) => result.mailClaimedAt !== null)).toHaveLength(1);
      expect(results.map((result) => result.listCodes)).toEqual(Array(5).fill(['g7', 'reggeli']));
      expect(await store.newsletterStatus(email)).toEqual([
        { listCode: 'g7', status: 'pending' },
        { listCode: 'reggeli', status: 'pending' },
      ]);
      const tokens = await engine.all<{ n: number }>(
        `SELECT CAST(count(*) AS INTEGER) AS n FROM newsletter_tokens WHERE email_key = ?`,
        [email],
      );
      expect(tokens).toEqual([{ n: 4 }]);

      clock += RESEND_MS - 1;
      expect(
        (await store.subscribeNewsletter(reader(email), signup('f'))).mailClaimedAt,
      ).toBeNull();
      clock += 1;
      const again = await store.subscribeNewsletter(reader(email), signup('g'));
      expect(again.mailClaimedAt).toBe(clock);
      // A list not mailed yet is claimed even inside the window of the others.
      const wider = await store.subscribeNewsletter(
        reader(email, ['g7', 'heti-valogatas', 'reggeli']),
        signup('i'),
      );
      expect(wider).toEqual({
        listCodes: ['g7', 'heti-valogatas', 'reggeli'],
        mailClaimedAt: clock,
      });
    });

    it('confirms with a link once, before it expires, and only this edition’s lists', async () => {
      const email = 'megerosit@example.hu';
      await store.subscribeNewsletter(reader(email), signup('m1'));
      const hash = tokenHash('confirm-m1');
      expect(await store.findNewsletterToken(hash)).toEqual({
        purpose: 'confirm',
        email,
        expiresAt: clock + DAY_MS,
        usedAt: null,
        lists: [
          { listCode: 'g7', status: 'pending' },
          { listCode: 'reggeli', status: 'pending' },
        ],
      });
      expect(
        await store.confirmNewsletter(hash, { now: clock, listCodes: ['erdely-reggeli'] }),
      ).toEqual({ status: 'invalid' });
      expect(
        await store.confirmNewsletter(tokenHash('unsubscribe-m1'), {
          now: clock,
          listCodes: EDITION_LISTS,
        }),
      ).toEqual({ status: 'invalid' });
      expect(await store.findNewsletterToken(tokenHash('nincs'))).toBeNull();
      // Two clicks at once (a mail scanner and the reader): one confirms.
      const outcomes = await Promise.all([
        store.confirmNewsletter(hash, { now: clock, listCodes: EDITION_LISTS }),
        store.confirmNewsletter(hash, { now: clock, listCodes: EDITION_LISTS }),
      ]);
      expect(outcomes).toEqual(
        expect.arrayContaining([
          { status: 'done', email, listCodes: ['g7', 'reggeli'] },
          { status: 'used' },
        ]),
      );
      expect(await store.newsletterStatus(email)).toEqual([
        { listCode: 'g7', status: 'confirmed' },
        { listCode: 'reggeli', status: 'confirmed' },
      ]);
      // Subscribing again keeps a confirmed list confirmed.
      clock += RESEND_MS;
      await store.subscribeNewsletter(reader(email, ['reggeli']), signup('m2', 1_000));
      expect(await store.newsletterLists(email)).toEqual(['g7', 'reggeli']);
      expect((await store.newsletterStatus(email))[1]).toEqual({
        listCode: 'reggeli',
        status: 'confirmed',
      });
      expect(
        await store.confirmNewsletter(tokenHash('confirm-m2'), {
          now: clock + 1_000,
          listCodes: EDITION_LISTS,
        }),
      ).toEqual({ status: 'expired' });
    });

    it('unsubscribes with a link, idempotently; signing up again makes the list pending', async () => {
      const email = 'leiratkozo@example.hu';
      await store.subscribeNewsletter(reader(email), signup('u1'));
      await store.confirmNewsletter(tokenHash('confirm-u1'), {
        now: clock,
        listCodes: EDITION_LISTS,
      });
      const hash = tokenHash('unsubscribe-u1');
      expect(
        await store.unsubscribeNewsletter(hash, { now: clock, listCodes: ['english'] }),
      ).toEqual({ status: 'invalid' });
      const outcomes = await Promise.all([
        store.unsubscribeNewsletter(hash, { now: clock, listCodes: EDITION_LISTS }),
        store.unsubscribeNewsletter(hash, { now: clock + 5, listCodes: EDITION_LISTS }),
      ]);
      expect(outcomes).toEqual(
        Array(2).fill({ status: 'done', email, listCodes: ['g7', 'reggeli'] }),
      );
      expect(await store.newsletterLists(email)).toEqual([]);
      expect((await store.findNewsletterToken(hash))?.lists).toEqual([
        { listCode: 'g7', status: 'unsubscribed' },
        { listCode: 'reggeli', status: 'unsubscribed' },
      ]);
      expect(
        await store.unsubscribeNewsletter(tokenHash('confirm-u1'), {
          now: clock,
          listCodes: EDITION_LISTS,
        }),
      ).toEqual({ status: 'invalid' });
      // Back again: pending, and the mail goes at once (the old claim ended with the unsubscribe).
      const back = await store.subscribeNewsletter(reader(email, ['g7']), signup('u2'));
      expect(back.mailClaimedAt).toBe(clock);
      expect(await store.newsletterStatus(email)).toEqual([
        { listCode: 'g7', status: 'pending' },
        { listCode: 'reggeli', status: 'unsubscribed' },
      ]);
      // The old unsubscribe link still works: every mail's link must.
      await store.unsubscribeNewsletter(hash, { now: clock, listCodes: EDITION_LISTS });
      expect(await store.newsletterLists(email)).toEqual([]);
    });

    it('stores a sign-up with its links all or nothing', async () => {
      const email = 'felbemaradt@example.hu';
      await expect(
        engine.transaction(async (tx) => {
          await sqlUserData(tx, () => clock).subscribeNewsletter(reader(email), signup('t1'));
          await tx.run('INSERT INTO newsletter_tokens (token_hash) VALUES (?)', ['x']);
        }),
      ).rejects.toThrow();
      expect(await store.newsletterStatus(email)).toEqual([]);
      expect(await store.findNewsletterToken(tokenHash('confirm-t1'))).toBeNull();
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
      const single = (questionId: string, ...answerIds: string[]) => ({
        questionId,
        responses: answerIds.map((answerId) => ({ answerId })),
      });
      await store.addOrUpdateQuizAnswers({
        quizId: QUIZ,
        voter: 'v1',
        answers: [single('q1', 'a'), single('q2', 'x', 'y')],
      });
      await store.addOrUpdateQuizAnswers({
        quizId: QUIZ,
        voter: 'v2',
        answers: [single('q1', 'a')],
      });
      await store.addOrUpdateQuizAnswers({
        quizId: QUIZ,
        voter: 'v1',
        answers: [single('q1', 'b')],
      });
      expect(await store.quizAnswers(QUIZ, 'v1')).toEqual([
        { questionId: 'q1', responses: [{ answerId: 'b', optionId: null }] },
        {
          questionId: 'q2',
          responses: [
            { answerId: 'x', optionId: null },
            { answerId: 'y', optionId: null },
          ],
        },
      ]);
      expect(await store.answerCounts(QUIZ)).toEqual([
        { questionId: 'q1', answerId: 'a', optionId: null, count: 1 },
        { questionId: 'q1', answerId: 'b', optionId: null, count: 1 },
        { questionId: 'q2', answerId: 'x', optionId: null, count: 1 },
        { questionId: 'q2', answerId: 'y', optionId: null, count: 1 },
      ]);
      expect(await store.questionVoters(QUIZ)).toEqual([
        { questionId: 'q1', voters: 2 },
        { questionId: 'q2', voters: 1 },
      ]);
    });

    it('keeps one rating per voter, question and answer, with the option given', async () => {
      const quizId = 'r'.repeat(24);
      const rate = (voter: string, ratings: Record<string, string>) =>
        store.addOrUpdateQuizAnswers({
          quizId,
          voter,
          answers: [
            {
              questionId: 'rq',
              responses: Object.entries(ratings).map(([answerId, optionId]) => ({
                answerId,
                optionId,
              })),
            },
          ],
        });
      await rate('v1', { a: 'o5', b: 'o3' });
      await rate('v2', { a: 'o5' });
      // v3 changes its mind; a repeated answer in one submission counts once (the last one).
      await rate('v3', { a: 'o1', c: 'o2' });
      await store.addOrUpdateQuizAnswers({
        quizId,
        voter: 'v3',
        answers: [
          {
            questionId: 'rq',
            responses: [
              { answerId: 'a', optionId: 'o1' },
              { answerId: 'a', optionId: 'o4' },
            ],
          },
        ],
      });
      expect(await store.quizAnswers(quizId, 'v3')).toEqual([
        { questionId: 'rq', responses: [{ answerId: 'a', optionId: 'o4' }] },
      ]);
      expect(await store.answerCounts(quizId)).toEqual([
        { questionId: 'rq', answerId: 'a', optionId: 'o4', count: 1 },
        { questionId: 'rq', answerId: 'a', optionId: 'o5', count: 2 },
        { questionId: 'rq', answerId: 'b', optionId: 'o3', count: 1 },
      ]);
      expect(await store.questionVoters(quizId)).toEqual([{ questionId: 'rq', voters: 3 }]);
    });

    it('leaves the same rows after the same submission twice, also at once', async () => {
      const quizId = 'i'.repeat(24);
      const submission = {
        quizId,
        voter: 'v1',
        answers: [
          { questionId: 'q1', responses: [{ answerId: 'a' }] },
          { questionId: 'q2', responses: [{ answerId: 'x', optionId: 'o2' }] },
        ],
      };
      await store.addOrUpdateQuizAnswers(submission);
      const once = await engine.all(
        'SELECT question_id, answer_id, option_id FROM quiz_answers WHERE quiz_id = ? ORDER BY 1, 2',
        [quizId],
      );
      await Promise.all([
        store.addOrUpdateQuizAnswers(submission),
        store.addOrUpdateQuizAnswers(submission),
      ]);
      expect(
        await engine.all(
          'SELECT question_id, answer_id, option_id FROM quiz_answers WHERE quiz_id = ? ORDER BY 1, 2',
          [quizId],
        ),
      ).toEqual(once);
      // Two different answers of one voter at once: one of them wins, never both.
      await Promise.all(
        ['b', 'c'].map((answerId) =>
          store.addOrUpdateQuizAnswers({
            quizId,
            voter: 'v1',
            answers: [{ questionId: 'q1', responses: [{ answerId }] }],
          }),
        ),
      );
      const [q1] = await store.quizAnswers(quizId, 'v1');
      expect(q1?.responses).toHaveLength(1);
    });

    it('refuses an answer without responses', async () => {
      await expect(
        store.addOrUpdateQuizAnswers({
          quizId: QUIZ,
          voter: 'v1',
          answers: [{ questionId: 'q1', responses: [] }],
        }),
      ).rejects.toThrow();
    });

    it('refuses a quiz id that is not 24 characters (SPEC section 5)', async () => {
      await expect(
        store.addOrUpdateQuizAnswers({
          quizId: 'rovid',
          voter: 'v1',
          answers: [{ questionId: 'q1', responses: [{ answerId: 'a' }] }],
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
            answers: [{ questionId: 'q1', responses: [{ answerId: 'a' }] }],
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

    // The tippjáték (issue 31): one tip per reader and game, never changed, none after the deadline.
    const tipKey = (n: number) => `tippKulcs${String(n).padStart(13, '0')}`;
    const closesAt = () => clock + DAY_MS;

    it('stores a tip once per reader and game; a second one answers the first, unchanged', async () => {
      const first = await store.submitPrediction({
        game: 'eb-donto',
        voter: 'anon:elso',
        key: tipKey(1),
        answers: { hazai: 2, vendeg: 1, gyoztes: 'spanyolorszag' },
        displayName: 'Kovács Anna',
        consent: true,
        closesAt: closesAt(),
      });
      expect(first).toEqual({
        status: 'created',
        prediction: {
          game: 'eb-donto',
          voter: 'anon:elso',
          key: tipKey(1),
          answers: { hazai: 2, vendeg: 1, gyoztes: 'spanyolorszag' },
          displayName: 'Kovács Anna',
          consent: true,
          createdAt: clock,
        },
      });
      const again = await store.submitPrediction({
        game: 'eb-donto',
        voter: 'anon:elso',
        key: tipKey(2),
        answers: { hazai: 0, vendeg: 3, gyoztes: 'anglia' },
        closesAt: closesAt(),
      });
      expect(again).toEqual({
        status: 'exists',
        prediction: first.status === 'created' && first.prediction,
      });
      expect(await store.predictionByKey(tipKey(2))).toBeNull();
      expect(await store.predictionByKey(tipKey(1))).toMatchObject({ answers: { hazai: 2 } });
      expect(await store.predictionOf('eb-donto', 'anon:elso')).toMatchObject({ key: tipKey(1) });
      // The same reader in another game is another tip.
      expect(
        await store.submitPrediction({
          game: 'masik-jatek',
          voter: 'anon:elso',
          key: tipKey(3),
          answers: { hazai: 1 },
          closesAt: closesAt(),
        }),
      ).toMatchObject({ status: 'created' });
      expect(await store.predictionOf('eb-donto', 'anon:masik')).toBeNull();
    });

    it('keeps a name only with the consent to show it', async () => {
      await store.submitPrediction({
        game: 'nev-proba',
        voter: 'user:1',
        key: tipKey(10),
        answers: { a: 1 },
        displayName: 'Titkos Tóbiás',
        consent: false,
        closesAt: closesAt(),
      });
      expect(await store.predictionByKey(tipKey(10))).toMatchObject({
        displayName: '',
        consent: false,
      });
    });

    it('refuses a tip made at or after the deadline, and stores nothing', async () => {
      const tip = {
        game: 'lezart',
        voter: 'anon:keso',
        key: tipKey(20),
        answers: { a: 1 },
      };
      expect(await store.submitPrediction({ ...tip, closesAt: clock })).toEqual({
        status: 'closed',
      });
      expect(await store.submitPrediction({ ...tip, closesAt: clock - 1 })).toEqual({
        status: 'closed',
      });
      expect(await store.predictionByKey(tipKey(20))).toBeNull();
      // An earlier tip (a demo import) names its own time; before the deadline it is stored with it.
      expect(
        await store.submitPrediction({ ...tip, closesAt: clock, createdAt: clock - 60_000 }),
      ).toMatchObject({ status: 'created', prediction: { createdAt: clock - 60_000 } });
    });

    it('lets exactly one of a reader’s simultaneous tips through, and every reader’s one', async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          store.submitPrediction({
            game: 'verseny',
            voter: `anon:olvaso${i % 10}`,
            key: tipKey(100 + i),
            answers: { a: i },
            closesAt: closesAt(),
          }),
        ),
      );
      const created = outcomes.filter((outcome) => outcome.status === 'created');
      expect(created).toHaveLength(10);
      const stored = await store.predictionsOf('verseny');
      expect(stored.map((tip) => tip.voter).sort()).toEqual(
        Array.from({ length: 10 }, (_, i) => `anon:olvaso${i}`).sort(),
      );
      // Every answer names the tip that is stored for its reader.
      for (const outcome of outcomes) {
        if (outcome.status === 'closed') throw new Error('closed');
        const mine = stored.find((tip) => tip.voter === outcome.prediction.voter);
        expect(outcome.prediction.key).toBe(mine?.key);
      }
    });

    it('answers a game’s tips oldest first', async () => {
      for (const [n, at] of [
        [30, clock - 3_000],
        [31, clock - 9_000],
        [32, clock - 1_000],
      ] as const) {
        await store.submitPrediction({
          game: 'sorrend',
          voter: `anon:s${n}`,
          key: tipKey(n),
          answers: { a: n },
          closesAt: closesAt(),
          createdAt: at,
        });
      }
      expect((await store.predictionsOf('sorrend')).map((tip) => tip.key)).toEqual([
        tipKey(31),
        tipKey(30),
        tipKey(32),
      ]);
      expect(await store.predictionsOf('nincs-ilyen')).toEqual([]);
    });

    it('refuses a tip of the wrong shape, and finds nothing by a malformed key', async () => {
      const tip = {
        game: 'alak',
        voter: 'anon:alak',
        key: tipKey(40),
        answers: { a: 1 },
        closesAt: closesAt(),
      };
      for (const bad of [
        { ...tip, game: 'Nem Slug' },
        { ...tip, key: 'rovid' },
        { ...tip, key: 'ékezetes-kulcs-nem-jó-000' },
        { ...tip, voter: '' },
        { ...tip, answers: { a: Number.POSITIVE_INFINITY } },
        { ...tip, answers: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`q${i}`, i])) },
      ]) {
        await expect(store.submitPrediction(bad)).rejects.toThrow();
      }
      expect(await store.predictionsOf('alak')).toEqual([]);
      expect(await store.predictionByKey("' OR 1=1 --")).toBeNull();
    });

    it('queues a mail until it is sent, and hands each due one to one sender only', async () => {
      const message = JSON.stringify({ to: 'sor@example.hu', subject: 'Kód: 123456', text: 'x' });
      const start = clock;
      const first = await store.queueMail({
        kind: 'login-code',
        message,
        notAfter: start + 600_000,
        claimedUntil: start + 60_000,
      });
      const second = await store.queueMail({
        kind: 'newsletter-confirmation',
        message,
        notAfter: start + 600_000,
        claimedUntil: start,
      });
      expect(await store.queuedMailCount()).toBe(2);
      // The first is its sender's until its claim runs out: only the second is due.
      const [a, b] = await Promise.all([
        store.claimDueMail(start, start + 60_000, 10),
        store.claimDueMail(start, start + 60_000, 10),
      ]);
      expect([...a, ...b]).toEqual([
        {
          id: second,
          kind: 'newsletter-confirmation',
          message,
          notAfter: start + 600_000,
          attempts: 0,
        },
      ]);
      // Its attempt failed: due again at the time given, with the attempt counted.
      await store.retryMail(second, start + 15_000, 'connect ECONNREFUSED');
      expect(await store.claimDueMail(start + 14_999, start + 60_000, 10)).toEqual([]);
      expect(await store.claimDueMail(start + 15_000, start + 75_000, 10)).toEqual([
        {
          id: second,
          kind: 'newsletter-confirmation',
          message,
          notAfter: start + 600_000,
          attempts: 1,
        },
      ]);
      await store.removeMail(second);
      // The first sender died: once its claim has run out, another sender gets the mail.
      expect(
        (await store.claimDueMail(start + 60_000, start + 120_000, 10)).map((m) => m.id),
      ).toEqual([first]);
      await store.retryMail(first, start + 70_000, 'timeout');
      // Past its use it is dropped, never sent.
      expect(await store.claimDueMail(start + 600_000, start + 660_000, 10)).toEqual([]);
      expect(await store.dropExpiredMail(start + 600_000)).toEqual(['login-code']);
      expect(await store.queuedMailCount()).toBe(0);
    });

    // Topic notifications that arrive (issue 32).
    const webPush = (clientToken: string, edition = 'main') => ({
      clientToken,
      edition,
      channel: 'web' as const,
      endpoint: `https://push.example/send/${clientToken}`,
      p256dh: 'B'.repeat(87),
      auth: 'a'.repeat(22),
    });

    it('keeps one push subscription per client token, replaced by the next, removed with its queue', async () => {
      const token = 'p'.repeat(32);
      expect(await store.pushSubscription(token)).toBeNull();
      await store.savePushSubscription(webPush(token));
      expect(await store.pushSubscription(token)).toEqual(webPush(token));
      const app = {
        clientToken: token,
        edition: 'main',
        channel: 'app' as const,
        endpoint: 'fcm:xyz',
      };
      await store.savePushSubscription(app);
      expect(await store.pushSubscription(token)).toEqual({ ...app, p256dh: '', auth: '' });
      await store.queuePush([
        { clientToken: token, edition: 'main', articleId: 1, payload: '{}', notAfter: clock + 1 },
      ]);
      expect(await store.queuedPushCount()).toBe(1);
      expect(await store.removePushSubscription(token)).toBe(true);
      expect(await store.removePushSubscription(token)).toBe(false);
      expect(await store.pushSubscription(token)).toBeNull();
      expect(await store.queuedPushCount()).toBe(0);
    });

    it('refuses a push subscription without an endpoint, channel or edition', async () => {
      for (const bad of [
        { ...webPush('q'.repeat(32)), endpoint: '' },
        { ...webPush('q'.repeat(32)), channel: 'sms' },
        { ...webPush('q'.repeat(32)), edition: 'Main!' },
      ]) {
        await expect(
          store.savePushSubscription(bad as Parameters<UserDataStore['savePushSubscription']>[0]),
        ).rejects.toThrow();
      }
      expect(await store.pushSubscription('q'.repeat(32))).toBeNull();
    });

    it('marks each article notified once per edition, also with instances racing', async () => {
      expect(await store.hasNotifiedArticles('regional')).toBe(false);
      const results = await Promise.all([
        store.markArticlesNotified('regional', [10, 11, 12], clock),
        store.markArticlesNotified('regional', [12, 11, 10], clock),
      ]);
      expect(results.flat().sort()).toEqual([10, 11, 12]);
      expect(await store.hasNotifiedArticles('regional')).toBe(true);
      expect(await store.markArticlesNotified('regional', [10, 13], clock)).toEqual([13]);
      // The other edition notifies the same article on its own.
      expect(await store.markArticlesNotified('main', [10], clock)).toEqual([10]);
    });

    it('finds each follower once across topics, only with a push subscription on the edition', async () => {
      const [a, b, c, d] = ['fa', 'fb', 'fc', 'fd'].map((p) => p.repeat(16));
      for (const topic of ['tag:kovetes', 'section:kovetes']) {
        for (const token of [a!, b!, c!]) await store.addTopic({ clientToken: token, topic });
      }
      await store.addTopic({ clientToken: d!, topic: 'tag:mas' });
      await store.savePushSubscription(webPush(a!));
      await store.savePushSubscription(webPush(b!, 'regional'));
      await store.savePushSubscription(webPush(d!));
      expect(await store.pushFollowers('main', ['tag:kovetes', 'section:kovetes'], 0)).toEqual([
        { clientToken: a, queuedAt: [] },
      ]);
      expect(await store.pushFollowers('regional', ['section:kovetes'], 0)).toEqual([
        { clientToken: b, queuedAt: [] },
      ]);
      expect(await store.pushFollowers('main', [], 0)).toEqual([]);
      await store.queuePush([
        { clientToken: a!, edition: 'main', articleId: 20, payload: '{}', notAfter: clock + 1 },
      ]);
      expect(await store.pushFollowers('main', ['tag:kovetes'], clock - 1)).toEqual([
        { clientToken: a, queuedAt: [clock] },
      ]);
      expect(await store.pushFollowers('main', ['tag:kovetes'], clock)).toEqual([
        { clientToken: a, queuedAt: [] },
      ]);
      await store.removePushSubscription(a!);
    });

    it('queues one notification per reader and article, claimed once, retried, kept once sent', async () => {
      const token = 'k'.repeat(32);
      await store.savePushSubscription(webPush(token));
      const start = clock;
      const item = (articleId: number) => ({
        clientToken: token,
        edition: 'main',
        articleId,
        payload: JSON.stringify({ title: `Cikk ${articleId}` }),
        notAfter: start + 600_000,
      });
      expect(await store.queuePush([item(1), item(2), item(1)])).toBe(2);
      expect(await store.queuePush([item(2)])).toBe(0);
      expect(await store.queuedPushCount()).toBe(2);
      // Two senders at once: each notification goes to one of them.
      const claims = await Promise.all([
        store.claimDuePush(start, start + 60_000, 10),
        store.claimDuePush(start, start + 60_000, 10),
      ]);
      const claimed = claims.flat();
      expect(claimed.map((p) => p.articleId).sort()).toEqual([1, 2]);
      expect(claimed[0]).toMatchObject({
        clientToken: token,
        attempts: 0,
        subscription: webPush(token),
      });
      const one = claimed.find((p) => p.articleId === 1)!;
      const two = claimed.find((p) => p.articleId === 2)!;
      await store.markPushSent(one.id, start + 1);
      await store.retryPush(two.id, start + 15_000, '503 Service Unavailable');
      expect(await store.claimDuePush(start + 14_999, start + 60_000, 10)).toEqual([]);
      expect(await store.claimDuePush(start + 15_000, start + 75_000, 10)).toMatchObject([
        { id: two.id, attempts: 1, payload: item(2).payload },
      ]);
      await store.retryPush(two.id, start + 45_000, 'again');
      expect(await store.queuedPushCount()).toBe(1);
      // Past its use it is dropped, never sent; the sent one is forgotten after the given time.
      expect(await store.claimDuePush(start + 600_000, start + 660_000, 10)).toEqual([]);
      expect(await store.dropExpiredPush(start + 600_000, start)).toBe(1);
      expect(await store.queuedPushCount()).toBe(0);
      expect(await store.queuePush([item(1)])).toBe(0);
      expect(await store.dropExpiredPush(start + 600_000, start + 1)).toBe(0);
      expect(await store.queuePush([item(1)])).toBe(1);
      await store.removePushSubscription(token);
    });

    it('refuses a queued mail without a kind or a message', async () => {
      for (const bad of [
        { kind: '', message: '{}', notAfter: clock + 1, claimedUntil: clock },
        { kind: 'Login Code!', message: '{}', notAfter: clock + 1, claimedUntil: clock },
        { kind: 'login-code', message: '', notAfter: clock + 1, claimedUntil: clock },
      ]) {
        await expect(store.queueMail(bad)).rejects.toThrow();
      }
      expect(await store.queuedMailCount()).toBe(0);
    });
  });
}
