// Recorded payments (issue 32): a payment row per reference, the provider's event ids seen, and the
// CRM subscription a succeeded payment holds. One callback is one transaction: the payment is locked
// (PostgreSQL FOR UPDATE; SQLite's BEGIN IMMEDIATE serialises writers), the event id is claimed with
// an upsert (a repeated id records nothing), and lib/rules/payments.ts decides what changes. The same
// transaction keeps the charges the minutes counter counts (lib/rules/paymentMinutes.ts): an event
// that charged the supporter adds one, stamped with the context's clock; a payment that leaves the
// counted state (a refund) takes all of its own away.
import type { DayCounts } from '../../rules/minutes';
import { chargedBy, COUNTED_PAYMENT_STATE, countedAs } from '../../rules/paymentMinutes';
import { paymentTransition, type PaymentState } from '../../rules/payments';
import type { SupportPeriod } from '../../rules/supportChoice';
import type { SqlEngine } from '../../store/sqlEngine';
import {
  countedPaymentsQuerySchema,
  newPaymentSchema,
  paymentEventSchema,
  type Payment,
  type Subscription,
  type User,
  type UserDataStore,
} from '../userDataStore';
import { accountQueries } from './accounts';
import type { UserDataContext } from './context';
import { SUBSCRIPTION_COLUMNS } from './subscriptions';

const PAYMENT_COLUMNS = `reference, user_id AS "userId", amount, currency, period, product, state,
  subscription_id AS "subscriptionId", created_at AS "createdAt", updated_at AS "updatedAt"`;

type PaymentRow = Omit<Payment, 'createdAt' | 'updatedAt' | 'amount'> & {
  amount: number | string;
  createdAt: number | string;
  updatedAt: number | string;
};

/** PostgreSQL answers bigint columns as strings. */
const toPayment = (row: PaymentRow): Payment => ({
  ...row,
  amount: Number(row.amount),
  createdAt: Number(row.createdAt),
  updatedAt: Number(row.updatedAt),
});

/** Whether a payment's charges count in the minutes counter as it stands. */
const counted = (payment: Pick<Payment, 'state' | 'period'>) => countedAs(payment) !== null;

async function findPayment(db: SqlEngine, reference: string, lock: boolean) {
  const row = await db.get<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE reference = ?${
      lock && db.kind === 'postgres' ? ' FOR UPDATE' : ''
    }`,
    [reference],
  );
  return row ? toPayment(row) : null;
}

export function paymentQueries({
  db,
  now,
}: UserDataContext): Pick<
  UserDataStore,
  'startPayment' | 'payment' | 'applyPaymentEvent' | 'countedPayments'
> {
  return {
    async startPayment(input) {
      const payment = newPaymentSchema.parse(input);
      const at = now();
      const row = await db.get<PaymentRow>(
        `INSERT INTO payments (reference, user_id, amount, currency, period, product, state,
           created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'started', ?, ?)
         RETURNING ${PAYMENT_COLUMNS}`,
        [
          payment.reference,
          payment.userId,
          payment.amount,
          payment.currency,
          payment.period,
          payment.product,
          at,
          at,
        ],
      );
      return toPayment(row!);
    },

    payment: (reference) => findPayment(db, reference, false),

    async applyPaymentEvent(input) {
      const event = paymentEventSchema.parse(input);
      return db.transaction(async (tx) => {
        const at = now();
        const payment = await findPayment(tx, event.reference, true);
        if (!payment) return { status: 'unknown' as const };
        const claimed = await tx.get(
          `INSERT INTO payment_events (event_id, reference, type, received_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
          [event.eventId, event.reference, event.type, at],
        );
        if (!claimed) return { status: 'duplicate' as const, payment };

        const held = payment.subscriptionId
          ? await tx.get<{ endsAt: number | string }>(
              'SELECT ends_at AS "endsAt" FROM subscriptions WHERE id = ?',
              [payment.subscriptionId],
            )
          : undefined;
        const transition = paymentTransition(
          {
            state: payment.state,
            period: payment.period,
            subscriptionEndsAt: held ? Number(held.endsAt) : null,
          },
          event.type,
          at,
        );
        if (chargedBy(transition)) {
          await tx.run(
            `INSERT INTO payment_charges (event_id, reference, currency, period, charged_at)
             VALUES (?, ?, ?, ?, ?)`,
            [event.eventId, payment.reference, payment.currency, payment.period, at],
          );
        } else if (counted(payment) && !counted({ ...payment, state: transition.state })) {
          // A refund: the payment counts no more, on any day.
          await tx.run('DELETE FROM payment_charges WHERE reference = ?', [payment.reference]);
        }

        let userId = payment.userId;
        let subscriptionId = held ? payment.subscriptionId : null;
        let charged: { user: User; subscription: Subscription } | null = null;
        if (transition.subscription === 'end' && subscriptionId) {
          await tx.run('UPDATE subscriptions SET ends_at = ? WHERE id = ? AND ends_at > ?', [
            at,
            subscriptionId,
            at,
          ]);
        } else if (typeof transition.subscription === 'object') {
          const user = await payingUser(tx, now, userId, event.payerEmail, event.payerName);
          userId = user.id;
          const { startsAt, endsAt } = transition.subscription;
          const subscription = subscriptionId
            ? await tx.get<Subscription>(
                `UPDATE subscriptions SET ends_at = ? WHERE id = ?
                 RETURNING ${SUBSCRIPTION_COLUMNS}`,
                [endsAt, subscriptionId],
              )
            : await tx.get<Subscription>(
                `INSERT INTO subscriptions (user_id, product, starts_at, ends_at)
                 VALUES (?, ?, ?, ?)
                 RETURNING ${SUBSCRIPTION_COLUMNS}`,
                [user.id, payment.product, startsAt, endsAt],
              );
          subscriptionId = subscription!.id;
          charged = {
            user,
            subscription: {
              ...subscription!,
              startsAt: Number(subscription!.startsAt),
              endsAt: Number(subscription!.endsAt),
            },
          };
        }
        const after = await tx.get<PaymentRow>(
          `UPDATE payments SET state = ?, user_id = ?, subscription_id = ?, updated_at = ?
           WHERE reference = ? RETURNING ${PAYMENT_COLUMNS}`,
          [transition.state, userId, subscriptionId, at, payment.reference],
        );
        return {
          status: 'applied' as const,
          payment: toPayment(after!),
          from: payment.state as PaymentState,
          charged: charged && {
            email: charged.user.email,
            name: charged.user.name,
            subscription: charged.subscription,
          },
        };
      });
    },

    countedPayments: (query) => countedPayments(db, query),
  };
}

/**
 * The counted charges of one currency within [start, end) (unix ms), by period: one range of the
 * (currency, charged_at, period) index, read from the index alone, however many days it spans.
 */
async function countedPayments(db: SqlEngine, input: unknown): Promise<DayCounts> {
  const { currency, start, end } = countedPaymentsQuerySchema.parse(input);
  const rows = await db.all<{ period: SupportPeriod; charges: number | string }>(
    `SELECT period, count(*) AS charges FROM payment_charges
     WHERE currency = ? AND charged_at >= ? AND charged_at < ?
     GROUP BY period`,
    [currency, start, end],
  );
  const counts: DayCounts = { recurring: 0, onetime: 0 };
  for (const row of rows) {
    // Only the charges of payments that stand counted are kept.
    const kind = countedAs({ state: COUNTED_PAYMENT_STATE, period: row.period });
    // PostgreSQL answers count(*) as a string.
    if (kind) counts[kind] += Number(row.charges);
  }
  return counts;
}

/**
 * The account a success goes to: the signed-in reader who started the payment, else the account of
 * the payer's email, created without a password if there is none (as social sign-in creates one; the
 * reader signs in with that address later and finds the support there).
 */
async function payingUser(
  tx: SqlEngine,
  now: () => number,
  userId: number | null,
  email: string,
  name: string,
): Promise<User> {
  const accounts = accountQueries({ db: tx, now });
  const known = userId ? await accounts.findUserById(userId) : null;
  if (known) return known;
  const found = await accounts.findUserByEmail(email);
  if (found) return found;
  const created = await accounts.createUser({
    email,
    name: name || email.split('@')[0]!,
    passwordHash: null,
    role: 'reader',
  });
  if (!created.ok) throw new Error('payment: the payer’s account vanished');
  return created.user;
}
