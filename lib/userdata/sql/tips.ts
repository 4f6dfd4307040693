// Readers' tips to the newsroom, stored before anything else happens with them.
import { tipSchema, type Tip, type UserDataStore } from '../userDataStore';
import type { UserDataContext } from './context';

export function tipQueries({
  db,
  now,
}: UserDataContext): Pick<UserDataStore, 'submitTip' | 'recentTips'> {
  return {
    async submitTip(input) {
      const tip = tipSchema.parse(input);
      const row = await db.get<{ id: number }>(
        'INSERT INTO tips (text, contact, page_url, created_at) VALUES (?, ?, ?, ?) RETURNING id',
        [tip.text, tip.contact, tip.pageUrl, now()],
      );
      return { id: row!.id };
    },

    async recentTips(limit) {
      return db.all<Tip>(
        `SELECT id, text, contact, page_url AS "pageUrl", created_at AS "createdAt" FROM tips
         ORDER BY id DESC LIMIT ?`,
        [Math.max(1, Math.min(limit, 500))],
      );
    },
  };
}
