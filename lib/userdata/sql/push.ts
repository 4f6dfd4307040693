// Topic notifications that arrive (issue 32): push subscriptions by client token, the articles each
// edition has notified, and the push queue (claimed by one sender at a time, retried later, dropped
// once of no use, kept after sending for the hourly limit).
import {
  newPushNotificationSchema,
  pushSubscriptionSchema,
  type PushFollower,
  type PushChannel,
  type UserDataStore,
} from '../userDataStore';
import type { UserDataContext } from './context';

type PushQueries = Pick<
  UserDataStore,
  | 'savePushSubscription'
  | 'removePushSubscription'
  | 'pushSubscription'
  | 'hasNotifiedArticles'
  | 'markArticlesNotified'
  | 'pushFollowers'
  | 'queuePush'
  | 'claimDuePush'
  | 'markPushSent'
  | 'retryPush'
  | 'dropExpiredPush'
  | 'queuedPushCount'
>;

const SUBSCRIPTION_COLUMNS = `s.client_token AS "clientToken", s.edition, s.channel, s.endpoint,
  s.p256dh, s.auth`;

interface SubscriptionRow {
  clientToken: string;
  edition: string;
  channel: PushChannel;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

export function pushQueries({ db, now }: UserDataContext): PushQueries {
  return {
    async savePushSubscription(input) {
      const sub = pushSubscriptionSchema.parse(input);
      const at = now();
      await db.run(
        `INSERT INTO push_subscriptions
           (client_token, edition, channel, endpoint, p256dh, auth, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (client_token) DO UPDATE SET edition = excluded.edition,
           channel = excluded.channel, endpoint = excluded.endpoint, p256dh = excluded.p256dh,
           auth = excluded.auth, updated_at = excluded.updated_at`,
        [sub.clientToken, sub.edition, sub.channel, sub.endpoint, sub.p256dh, sub.auth, at, at],
      );
    },

    async removePushSubscription(clientToken) {
      return db.transaction(async (tx) => {
        await tx.run('DELETE FROM push_queue WHERE client_token = ? AND sent_at IS NULL', [
          clientToken,
        ]);
        return (
          (await tx.run('DELETE FROM push_subscriptions WHERE client_token = ?', [clientToken])) > 0
        );
      });
    },

    async pushSubscription(clientToken) {
      const row = await db.get<SubscriptionRow>(
        `SELECT ${SUBSCRIPTION_COLUMNS} FROM push_subscriptions s WHERE s.client_token = ?`,
        [clientToken],
      );
      return row ?? null;
    },

    async hasNotifiedArticles(edition) {
      const row = await db.get<{ one: number }>(
        'SELECT 1 AS one FROM notified_articles WHERE edition = ? LIMIT 1',
        [edition],
      );
      return row !== undefined;
    },

    async markArticlesNotified(edition, articleIds, at) {
      // One statement, ids in ascending order: two instances marking the same ones lock them in the
      // same order (PostgreSQL would otherwise detect a deadlock).
      const ids = [...new Set(articleIds)].sort((a, b) => a - b);
      if (ids.length === 0) return [];
      const rows = await db.all<{ id: number }>(
        `INSERT INTO notified_articles (edition, article_id, notified_at)
         VALUES ${ids.map(() => '(?, ?, ?)').join(', ')}
         ON CONFLICT (edition, article_id) DO NOTHING RETURNING article_id AS id`,
        ids.flatMap((id) => [edition, id, at]),
      );
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    async pushFollowers(edition, topics, since) {
      if (topics.length === 0) return [];
      const rows = await db.all<{ clientToken: string; queuedAt: number | null }>(
        `SELECT f.client_token AS "clientToken", q.created_at AS "queuedAt"
         FROM (SELECT DISTINCT t.client_token FROM topic_subscriptions t
               JOIN push_subscriptions s ON s.client_token = t.client_token
               WHERE s.edition = ? AND t.topic IN (${placeholders(topics.length)})) f
         LEFT JOIN push_queue q ON q.client_token = f.client_token AND q.created_at > ?
         ORDER BY f.client_token, q.created_at`,
        [edition, ...topics, since],
      );
      const followers = new Map<string, PushFollower>();
      for (const row of rows) {
        const follower = followers.get(row.clientToken) ?? {
          clientToken: row.clientToken,
          queuedAt: [],
        };
        if (row.queuedAt !== null) follower.queuedAt.push(row.queuedAt);
        followers.set(row.clientToken, follower);
      }
      return [...followers.values()];
    },

    async queuePush(items) {
      const at = now();
      return db.transaction(async (tx) => {
        let queued = 0;
        for (const input of items) {
          const item = newPushNotificationSchema.parse(input);
          queued += await tx.run(
            `INSERT INTO push_queue (client_token, edition, article_id, payload, created_at, not_after,
               next_attempt_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (client_token, edition, article_id) DO NOTHING`,
            [item.clientToken, item.edition, item.articleId, item.payload, at, item.notAfter, at],
          );
        }
        return queued;
      });
    },

    async claimDuePush(at, claimedUntil, limit) {
      return db.transaction(async (tx) => {
        const due = await tx.all<
          SubscriptionRow & { id: number; articleId: number; payload: string; attempts: number }
        >(
          `SELECT q.id, q.article_id AS "articleId", q.payload, q.attempts, ${SUBSCRIPTION_COLUMNS}
           FROM push_queue q JOIN push_subscriptions s ON s.client_token = q.client_token
           WHERE q.sent_at IS NULL AND q.next_attempt_at <= ? AND q.claimed_until <= ?
             AND q.not_after > ?
           ORDER BY q.next_attempt_at, q.id LIMIT ?`,
          [at, at, at, Math.max(1, limit)],
        );
        const claimed = [];
        for (const row of due) {
          // As the mail queue: still unclaimed once this row's lock is ours.
          const changed = await tx.run(
            'UPDATE push_queue SET claimed_until = ? WHERE id = ? AND claimed_until <= ?',
            [claimedUntil, row.id, at],
          );
          if (changed !== 1) continue;
          const { id, articleId, payload, attempts, ...subscription } = row;
          claimed.push({
            id,
            clientToken: subscription.clientToken,
            articleId,
            payload,
            attempts,
            subscription,
          });
        }
        return claimed;
      });
    },

    async markPushSent(id, at) {
      await db.run('UPDATE push_queue SET sent_at = ?, claimed_until = 0 WHERE id = ?', [at, id]);
    },

    async retryPush(id, nextAttemptAt, error) {
      await db.run(
        `UPDATE push_queue SET attempts = attempts + 1, next_attempt_at = ?, claimed_until = 0,
           last_error = ? WHERE id = ?`,
        [nextAttemptAt, error.slice(0, 1_000), id],
      );
    },

    async dropExpiredPush(at, forgetSentBefore) {
      return db.transaction(async (tx) => {
        const dropped = await tx.run(
          `DELETE FROM push_queue WHERE sent_at IS NULL AND not_after <= ? AND claimed_until <= ?`,
          [at, at],
        );
        await tx.run('DELETE FROM push_queue WHERE sent_at IS NOT NULL AND created_at < ?', [
          forgetSentBefore,
        ]);
        return dropped;
      });
    },

    async queuedPushCount() {
      const row = await db.get<{ n: number }>(
        'SELECT CAST(count(*) AS INTEGER) AS n FROM push_queue WHERE sent_at IS NULL',
      );
      return row!.n;
    },
  };
}
