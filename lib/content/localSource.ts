// The local adapter: reads the embedded store in-process (so `next build` needs no running server).
import type { EditionSlug } from '@/editions/editionSchema';
import { menusSchema } from '../schemas/menu';
import { readStore } from '../store/openStore';
import type { ContentSource } from './contentSource';
import { NotFoundError } from './errors';

function blob(kind: string, edition: EditionSlug | '*', key = ''): unknown {
  const row = readStore()
    .prepare('SELECT json FROM blobs WHERE kind = ? AND edition = ? AND key = ?')
    .get(kind, edition, key) as { json: string } | undefined;
  if (!row) throw new NotFoundError(`${kind}/${edition}/${key}`);
  return JSON.parse(row.json);
}

export const localSource: ContentSource = {
  async getMenus(edition) {
    return menusSchema.parse(blob('menus', edition));
  },
};
