// The ContentSource port: the only way pages and API routes get data. Two adapters implement it:
// `local` (the embedded store, in-process) and `remote` (a content API speaking SPEC section 7).
import type { EditionSlug } from '@/editions/editionSchema';
import type { Menus } from '../schemas/menu';

export interface ContentSource {
  getMenus(edition: EditionSlug): Promise<Menus>;
}
