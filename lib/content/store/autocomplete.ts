// Search-as-you-type: the typeahead's article titles (prefix search on the full-text index) and the
// search bar's autocomplete (sections, tags, the title match count and authors, with separators).
import type { AutocompleteItem, SearchTagType } from '../../schemas/autocompleteAnswer';
import type { ContentSource } from '../contentSource';
import type { StoreContext } from './context';
import { itemsByIds, storedCounts } from './lists';
import { searchIds } from './searchPlanner';
import { foldText, type TaxonKind, type Taxonomy } from './taxonomy';

const AUTOCOMPLETE_PER_CATEGORY = 5;

export function autocompleteQueries(
  ctx: StoreContext,
  taxonomy: Taxonomy,
): Pick<ContentSource, 'typeahead' | 'autocomplete'> {
  const { db, fullText } = ctx;

  /** Up to AUTOCOMPLETE_PER_CATEGORY taxa whose name contains the input, most articles first. */
  async function suggest(
    kind: TaxonKind,
    input: string,
  ): Promise<Array<{ slug: string; text: string; count: number }>> {
    const needle = foldText(input);
    const matching = (await taxonomy.taxa())[kind].filter((taxon) => taxon.folded.includes(needle));
    const counts = await storedCounts(
      ctx,
      kind,
      matching.map((taxon) => taxon.slug),
    );
    return matching
      .map((taxon) => ({ slug: taxon.slug, text: taxon.name, count: counts.get(taxon.slug) ?? 0 }))
      .filter((taxon) => taxon.count > 0)
      .sort((a, b) => b.count - a.count)
      .slice(0, AUTOCOMPLETE_PER_CATEGORY);
  }

  return {
    async typeahead(term, limit) {
      const match = fullText.query(term, { prefixLast: true });
      if (!match) return { items: [] };
      const ids = await db.all<{ id: number }>(
        `SELECT ${fullText.id} AS id FROM ${fullText.table} WHERE ${fullText.match}
         ORDER BY ${fullText.key} DESC LIMIT ?`,
        [match, limit],
      );
      return {
        items: await itemsByIds(
          ctx,
          ids.map((r) => r.id),
        ),
      };
    },

    async autocomplete(term, filters) {
      if (!term.trim()) return { items: [] };
      const category = (text: string, type: SearchTagType): AutocompleteItem => ({
        text,
        type,
        count: 0,
        classes: ['separator'],
      });
      const [sections, tags, authors, titles] = await Promise.all([
        suggest('mstag', term),
        suggest('tag', term),
        suggest('author', term),
        searchIds(ctx, taxonomy, { term, filters, page: 1, perPage: 1 }, 1, 0),
      ]);
      const titleCount = titles.total;
      const items: AutocompleteItem[] = [];
      if (sections.length)
        items.push(
          category('Rovatok', 'superTags'),
          ...sections.map((s) => ({ ...s, type: 'superTags' as const })),
        );
      if (tags.length)
        items.push(
          category('Témák', 'tags'),
          ...tags.map((s) => ({ ...s, type: 'tags' as const })),
        );
      if (titleCount)
        items.push(category('Cím', 'title'), {
          text: term.trim(),
          type: 'title',
          count: titleCount,
        });
      if (authors.length)
        items.push(
          category('Szerzők', 'authors'),
          ...authors.map((s) => ({ ...s, type: 'authors' as const })),
        );
      return { items };
    },
  };
}
