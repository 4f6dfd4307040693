// The local adapter: reads the embedded store in-process (so `next build` needs no running server).
// Composed of the query modules under ./local/ (lists, articles, search planner, taxonomy,
// autocomplete, documents), which share one context: the edition, its bit and full-text table.
import type { EditionSlug } from '@/editions/editionSlugs';
import type { ContentSource } from './contentSource';
import { articleQueries } from './local/articles';
import { autocompleteQueries } from './local/autocomplete';
import { localContext } from './local/context';
import { documentQueries } from './local/documents';
import { listQueries } from './local/lists';
import { searchQueries } from './local/searchPlanner';
import { createTaxonomy } from './local/taxonomy';

export function createLocalSource(edition: EditionSlug): ContentSource {
  const ctx = localContext(edition);
  const taxonomy = createTaxonomy(ctx);
  return {
    ...documentQueries(ctx),
    ...articleQueries(ctx),
    ...listQueries(ctx),
    ...searchQueries(ctx, taxonomy),
    ...autocompleteQueries(ctx, taxonomy),
  };
}
