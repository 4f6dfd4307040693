// Named JSON documents of the store (menus, front page blocks, common data, uniques, docs ...): the
// edition's own, else the shared one (edition '*').
import { menusSchema } from '../../schemas/menu';
import type { ContentSource } from '../contentSource';
import type { StoreContext } from './context';

export function documentQueries({
  db,
  edition,
}: StoreContext): Pick<ContentSource, 'getDocument' | 'getMenus'> {
  async function getDocument(kind: string, key = '') {
    const row = await db.get<{ json: string }>(
      `SELECT json FROM blobs WHERE kind = ? AND key = ? AND edition IN (?, '*')
       ORDER BY edition = '*' LIMIT 1`,
      [kind, key, edition],
    );
    return row ? (JSON.parse(row.json) as unknown) : null;
  }
  return {
    getDocument,
    async getMenus() {
      return menusSchema.parse(await getDocument('menus'));
    },
  };
}
