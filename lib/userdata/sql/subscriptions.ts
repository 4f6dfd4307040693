// The CRM subscriptions of accounts (products with start and end dates).
import { newSubscriptionSchema, type Subscription, type UserDataStore } from '../userDataStore';
import type { UserDataContext } from './context';

export const SUBSCRIPTION_COLUMNS = `id, user_id AS "userId", product, starts_at AS "startsAt",
  ends_at AS "endsAt"`;

export function subscriptionQueries({
  db,
}: UserDataContext): Pick<UserDataStore, 'addSubscription' | 'subscriptions'> {
  return {
    async addSubscription(input) {
      const subscription = newSubscriptionSchema.parse(input);
      const row = await db.get<Subscription>(
        `INSERT INTO subscriptions (user_id, product, starts_at, ends_at) VALUES (?, ?, ?, ?)
         RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [subscription.userId, subscription.product, subscription.startsAt, subscription.endsAt],
      );
      return row!;
    },

    async subscriptions(userId, { showFinished, now: at }) {
      return db.all<Subscription>(
        `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
         WHERE user_id = ? ${showFinished ? '' : 'AND ends_at > ?'}
         ORDER BY ends_at DESC, id DESC`,
        showFinished ? [userId] : [userId, at],
      );
    },
  };
}
