// Topic notifications: the tags and sections a browser follows, by its client token.
import { topicSubscriptionSchema, type UserDataStore } from '../userDataStore';
import type { UserDataContext } from './context';

export function topicQueries({
  db,
  now,
}: UserDataContext): Pick<UserDataStore, 'addTopic' | 'removeTopic' | 'topics'> {
  return {
    async addTopic(input) {
      const { clientToken, topic } = topicSubscriptionSchema.parse(input);
      await db.run(
        `INSERT INTO topic_subscriptions (client_token, topic, created_at) VALUES (?, ?, ?)
         ON CONFLICT (client_token, topic) DO NOTHING`,
        [clientToken, topic, now()],
      );
    },

    async removeTopic(input) {
      const { clientToken, topic } = topicSubscriptionSchema.parse(input);
      await db.run('DELETE FROM topic_subscriptions WHERE client_token = ? AND topic = ?', [
        clientToken,
        topic,
      ]);
    },

    async topics(clientToken) {
      const rows = await db.all<{ topic: string }>(
        'SELECT topic FROM topic_subscriptions WHERE client_token = ? ORDER BY topic',
        [clientToken.trim()],
      );
      return rows.map((row) => row.topic);
    },
  };
}
