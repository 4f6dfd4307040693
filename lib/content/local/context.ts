// What every local query module shares: the edition, its bit in the `editions` columns, its full-text
// table and the process-wide read-only store.
import type { EditionSlug } from '@/editions/editionSlugs';
import { readStore, type Store } from '../../store/openStore';
import { EDITION_BITS, ftsTable } from '../../store/schema.sql';

export interface LocalContext {
  edition: EditionSlug;
  bit: number;
  fts: string;
  /** The store, opened on first use. */
  db: () => Store;
}

export function localContext(edition: EditionSlug): LocalContext {
  return { edition, bit: EDITION_BITS[edition], fts: ftsTable(edition), db: () => readStore() };
}
