// The store adapter: reads our own content store in-process (so `next build` needs no running server),
// on whichever engine holds it: the embedded SQLite file or PostgreSQL (lib/store/sqlEngine.ts).
// Composed of the query modules under ./store/ (lists, articles, search planner, taxonomy,
// autocomplete, documents), which share one context: the edition, the engine and its dialect.
import type { EditionSlug } from '@/editions/editionSlugs';
import type { SqlEngine } from '../store/sqlEngine';
import type { ContentSource } from './contentSource';
import { articleQueries } from './store/articles';
import { autocompleteQueries } from './store/autocomplete';
import { storeContext } from './store/context';
import { documentQueries } from './store/documents';
import { listQueries } from './store/lists';
import { searchQueries } from './store/searchPlanner';
import { createTaxonomy } from './store/taxonomy';

export function createStoreSource(edition: EditionSlug, db: SqlEngine): ContentSource {
  const ctx = storeContext(edition, db);
  const taxonomy = createTaxonomy(ctx);
  return {
    ...documentQueries(ctx),
    ...articleQueries(ctx),
    ...listQueries(ctx),
    ...searchQueries(ctx, taxonomy),
    ...autocompleteQueries(ctx, taxonomy),
  };
}
