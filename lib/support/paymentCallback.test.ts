// Issue 32: the payment provider's signed callback, over a real user-data store (SQLite, and
// PostgreSQL when the tests have one): a valid callback records the success and queues the receipt;
// a forged signature, a stale timestamp (a replay after the window) and a malformed body record
// nothing and answer 4xx; the same event id twice records once; events out of order change nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase, postgresAvailable } from '@/tests/support/postgres';
import type { MailSender } from '../mail/mailQueue';
import { userDataEngine } from '../userdata/getUserDataStore';
import { migrate, sqlUserData } from '../userdata/sqlUserData';
import type { UserDataStore } from '../userdata/userDataStore';
import { receivePaymentCallback, type CallbackDeps } from './paymentCallback';
import { signPaymentCallback } from './paymentSignature';

const SECRET = 'teszt-titok';
const NOW = 1_800_000_000_000;
const DAY_MS = 86_400_000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payments-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function describeCallback(name: string, makeStore: () => Promise<UserDataStore>) {
  describe(`payment callback: ${name}`, () => {
    let store: UserDataStore;
    const sent: Array<{ to: string; subject: string; text: string; kind: string }> = [];
    const mail: MailSender = {
      send: async (message, { kind }) => {
        sent.push({ ...message, kind });
        return 'sent';
      },
    };
    let deps: CallbackDeps;
    beforeAll(async () => {
      store = await makeStore();
      deps = {
        store,
        mail,
        secret: SECRET,
        now: () => NOW,
        receipt: {
          subject: (payment) => `Nyugta ${payment.amount}`,
          text: (payment, reader) => `Kedves ${reader.name}! ${payment.reference}`,
        },
      };
    }, 60_000);
    afterAll(() => store.close());
    beforeEach(() => {
      sent.length = 0;
    });

    let serial = 0;
    async function started(period: 'monthly' | 'once' = 'monthly') {
      const reference = `fizetes_${name.length}_${String(++serial).padStart(6, '0')}`;
      await store.startPayment({
        reference,
        userId: null,
        amount: 5000,
        currency: 'HUF',
        period,
        product: 'Támogatói tagság',
      });
      return reference;
    }

    function signed(
      fields: Record<string, unknown>,
      { at = NOW, secret = SECRET }: { at?: number; secret?: string } = {},
    ) {
      const body = JSON.stringify({ payer_email: `${name}@example.hu`, ...fields });
      const timestamp = String(Math.floor(at / 1000));
      return { body, timestamp, signature: signPaymentCallback(body, timestamp, secret) };
    }

    const subscriptionsOf = async () => {
      const user = await store.findUserByEmail(`${name}@example.hu`);
      return user ? store.subscriptions(user.id, { showFinished: false, now: NOW }) : [];
    };

    let firstReference = '';
    it('a valid success: recorded, the subscription starts, the receipt is queued', async () => {
      const reference = await started();
      firstReference = reference;
      const answer = await receivePaymentCallback(
        deps,
        signed({ event_id: 'e1', type: 'succeeded', reference, payer_name: 'Kiss Éva' }),
      );
      expect(answer).toEqual({ status: 200, body: { status: 'applied', state: 'succeeded' } });
      expect(await subscriptionsOf()).toHaveLength(1);
      expect(sent).toEqual([
        {
          to: `${name}@example.hu`,
          subject: 'Nyugta 5000',
          text: `Kedves Kiss Éva! ${reference}`,
          kind: 'payment-receipt',
        },
      ]);
    });

    it('the same event id again (a replay within the window) records nothing and mails nothing', async () => {
      const before = await subscriptionsOf();
      const reference = firstReference;
      const answer = await receivePaymentCallback(
        deps,
        signed({ event_id: 'e1', type: 'succeeded', reference }),
      );
      expect(answer).toEqual({ status: 200, body: { status: 'duplicate', state: 'succeeded' } });
      expect(await subscriptionsOf()).toEqual(before);
      expect(sent).toEqual([]);
    });

    it.each([
      ['a forged signature', { secret: 'valami-mas' }, 'signature-forged'],
      [
        'a stale timestamp (a replay after the window)',
        { at: NOW - 6 * 60_000 },
        'signature-stale',
      ],
      ['a timestamp from the future', { at: NOW + 6 * 60_000 }, 'signature-stale'],
    ])('%s: 401, nothing recorded', async (_, options, reason) => {
      const reference = await started();
      const answer = await receivePaymentCallback(
        deps,
        signed({ event_id: `x-${reason}-${serial}`, type: 'succeeded', reference }, options),
      );
      expect(answer).toMatchObject({ status: 401, body: { reason } });
      expect((await store.payment(reference))!.state).toBe('started');
      expect(sent).toEqual([]);
    });

    it('a body changed after signing, or no signature at all: 401', async () => {
      const reference = await started();
      const good = signed({ event_id: 'tampered', type: 'failed', reference });
      const tampered = { ...good, body: good.body.replace('failed', 'succeeded') };
      expect(await receivePaymentCallback(deps, tampered)).toMatchObject({ status: 401 });
      expect(await receivePaymentCallback(deps, { ...good, signature: undefined })).toMatchObject({
        status: 401,
        body: { reason: 'signature-missing' },
      });
      expect((await store.payment(reference))!.state).toBe('started');
    });

    it('a malformed body or an unknown reference: 4xx, nothing recorded', async () => {
      expect(
        await receivePaymentCallback(
          deps,
          signed({ event_id: 'm1', type: 'paid', reference: 'x' }),
        ),
      ).toMatchObject({ status: 400 });
      expect(
        await receivePaymentCallback(
          deps,
          signed({ event_id: 'm2', type: 'succeeded', reference: 'nincs_ilyen_fizetes_000' }),
        ),
      ).toMatchObject({ status: 404, body: { reason: 'unknown-payment' } });
      const raw = { body: '{oops', timestamp: String(NOW / 1000) };
      expect(
        await receivePaymentCallback(deps, {
          ...raw,
          signature: signPaymentCallback(raw.body, raw.timestamp, SECRET),
        }),
      ).toMatchObject({ status: 400, body: { reason: 'bad-json' } });
    });

    it('out of order: success first, then a late started and failed change nothing', async () => {
      const reference = await started('once');
      for (const [eventId, type, state] of [
        ['o1', 'succeeded', 'succeeded'],
        ['o2', 'started', 'succeeded'],
        ['o3', 'failed', 'succeeded'],
      ] as const) {
        expect(
          await receivePaymentCallback(
            deps,
            signed({ event_id: `${reference}-${eventId}`, type, reference }),
          ),
        ).toEqual({ status: 200, body: { status: 'applied', state } });
      }
      expect(sent).toHaveLength(1);
      const payment = await store.payment(reference);
      const subscriptions = await subscriptionsOf();
      const held = subscriptions.find((s) => s.id === payment!.subscriptionId)!;
      expect(held.endsAt).toBeGreaterThan(NOW + 360 * DAY_MS);
    });

    it('a refund ends the subscription; a monthly renewal extends it with a new receipt', async () => {
      const reference = await started('monthly');
      await receivePaymentCallback(
        deps,
        signed({ event_id: `${reference}-s`, type: 'succeeded', reference }),
      );
      await receivePaymentCallback(
        deps,
        signed({ event_id: `${reference}-r`, type: 'renewed', reference }),
      );
      expect(sent).toHaveLength(2);
      const id = (await store.payment(reference))!.subscriptionId;
      const renewed = (await subscriptionsOf()).find((s) => s.id === id)!;
      expect(renewed.endsAt).toBeGreaterThan(NOW + 58 * DAY_MS);
      await receivePaymentCallback(
        deps,
        signed({ event_id: `${reference}-x`, type: 'refunded', reference }),
      );
      expect((await subscriptionsOf()).find((s) => s.id === id)).toBeUndefined();
      expect((await store.payment(reference))!.state).toBe('refunded');
    });

    it('without a configured secret nothing is verified, so nothing is recorded (503)', async () => {
      const reference = await started();
      expect(
        await receivePaymentCallback(
          { ...deps, secret: null },
          signed({ event_id: 'n1', type: 'succeeded', reference }),
        ),
      ).toMatchObject({ status: 503 });
      expect((await store.payment(reference))!.state).toBe('started');
    });
  });
}

async function storeOn(engine: Parameters<typeof migrate>[0]) {
  await migrate(engine);
  return sqlUserData(engine, () => NOW);
}

describeCallback('sqlite', () => storeOn(userDataEngine({ file: path.join(dir, 'userdata.db') })));

describe.skipIf(!postgresAvailable())('PostgreSQL', () => {
  describeCallback('postgres', async () =>
    storeOn(userDataEngine({ url: await freshDatabase('payments') })),
  );
});
