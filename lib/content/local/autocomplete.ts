// Search-as-you-type: the typeahead's article titles (prefix search on the full-text index) and the
// search bar's autocomplete (sections, tags, the title match count and authors, with separators).
import { ftsQuery } from '../../rules/ftsQuery';
import type { AutocompleteItem, ContentSource } from '../contentSource';
import type { LocalContext } from './context';
import { itemsByIds, storedCount } from './lists';
import { searchIds } from './searchPlanner';
import { foldText, type TaxonKind, type Taxonomy } from './taxonomy';

const AUTOCOMPLETE_PER_CATEGORY = 5;

export function autocompleteQueries(
  ctx: LocalContext,
  taxonomy: Taxonomy,
): Pick<ContentSource, 'typeahead' | 'autocomplete'> {
  const { db, fts } = ctx;

  /** Up to AUTOCOMPLETE_PER_CATEGORY taxa whose name contains the input, most articles first. */
  function suggest(
    kind: TaxonKind,
    input: string,
  ): Array<{ slug: string; text: string; count: number }> {
    const needle = foldText(input);
    return taxonomy
      .taxa()
      [kind].filter((taxon) => taxon.folded.includes(needle))
      .map((taxon) => ({
        slug: taxon.slug,
        text: taxon.name,
        count: storedCount(ctx, kind, taxon.slug),
      }))
      .filter((taxon) => taxon.count > 0)
      .sort((a, b) => b.count - a.count)
      .slice(0, AUTOCOMPLETE_PER_CATEGORY);
  }

  return {
    async typeahead(term, limit) {
      const match = ftsQuery(term, { prefixLast: true });
      if (!match) return { items: [] };
      const ids = db()
        .prepare(`SELECT rowid AS id FROM ${fts} WHERE ${fts} MATCH ? ORDER BY rowid DESC LIMIT ?`)
        .all(match, limit) as Array<{ id: number }>;
      return {
        items: itemsByIds(
          ctx,
          ids.map((r) => r.id),
        ),
      };
    },

    async autocomplete(term, filters) {
      if (!term.trim()) return { items: [] };
      const category = (text: string, type: string): AutocompleteItem => ({
        text,
        type,
        count: 0,
        classes: ['separator'],
      });
      const sections = suggest('mstag', term);
      const tags = suggest('tag', term);
      const authors = suggest('author', term);
      const titleCount = searchIds(
        ctx,
        taxonomy,
        { term, filters, page: 1, perPage: 1 },
        1,
        0,
      ).total;
      const items: AutocompleteItem[] = [];
      if (sections.length)
        items.push(
          category('Rovatok', 'superTags'),
          ...sections.map((s) => ({ ...s, type: 'superTags' })),
        );
      if (tags.length)
        items.push(category('Témák', 'tags'), ...tags.map((s) => ({ ...s, type: 'tags' })));
      if (titleCount)
        items.push(category('Cím', 'title'), {
          text: term.trim(),
          type: 'title',
          count: titleCount,
        });
      if (authors.length)
        items.push(
          category('Szerzők', 'authors'),
          ...authors.map((s) => ({ ...s, type: 'authors' })),
        );
      return { items };
    },
  };
}
