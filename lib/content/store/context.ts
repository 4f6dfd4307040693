// What every store query module shares: the edition, its bit in the `editions` columns, the engine the
// store is on (the embedded SQLite file or PostgreSQL) and that engine's dialect, with the edition's
// full-text index.
import type { EditionSlug } from '@/editions/editionSlugs';
import { dialectOf, type FullTextIndex, type StoreDialect } from '../../store/dialect';
import { EDITION_BITS } from '../../store/schema.sql';
import type { SqlEngine } from '../../store/sqlEngine';

export interface StoreContext {
  edition: EditionSlug;
  bit: number;
  db: SqlEngine;
  dialect: StoreDialect;
  fullText: FullTextIndex;
}

export function storeContext(edition: EditionSlug, db: SqlEngine): StoreContext {
  const dialect = dialectOf(db.kind);
  return { edition, bit: EDITION_BITS[edition], db, dialect, fullText: dialect.fullText(edition) };
}
