// /api/search?for=<group slugs>: the article groups the after and g7 covers pull (SPEC sections 7, 9).
import { AFTER_COVER_PULLS, G7_COVER_PULLS } from '../../constants';
import { emptyFilters, type SearchFilters } from '../../rules/searchFilters';
import type { ListItem } from '../../schemas/article';
import type { ContentSource } from '../contentSource';

const group = (perPage: number, filters: Partial<SearchFilters>) => ({
  perPage,
  filters: { ...emptyFilters, parentId: null, ...filters },
});

/** Partner (sponsored) articles carry this tag; only the partner group shows them. */
const PARTNER_TAG = 'partnertartalom';

/** Group slug -> what it holds and how many (section 9 "Cover pulls"). */
export const searchGroups = {
  'after-new': group(AFTER_COVER_PULLS.recommendations, { sections: ['after'] }),
  'after-card': group(AFTER_COVER_PULLS.cards, { sections: ['after'] }),
  'after-article': group(AFTER_COVER_PULLS.articles, { sections: ['after'], notTags: ['podcast'] }),
  'after-podcast': group(AFTER_COVER_PULLS.podcasts, { sections: ['after'], anyTags: ['podcast'] }),
  'g7-kozelet': group(G7_COVER_PULLS.publicAffairs, {
    sections: ['g7'],
    anyTags: ['kozelet'],
    notTags: [PARTNER_TAG],
  }),
  'g7-news': group(G7_COVER_PULLS.cards, { sections: ['g7'], notTags: [PARTNER_TAG] }),
  'g7-adat': group(G7_COVER_PULLS.data, {
    sections: ['g7'],
    anyTags: ['adat'],
    notTags: [PARTNER_TAG],
  }),
  'g7-penz': group(G7_COVER_PULLS.money, {
    sections: ['g7'],
    anyTags: ['penz'],
    notTags: [PARTNER_TAG],
  }),
  'g7-articles': group(G7_COVER_PULLS.articles, {
    sections: ['g7'],
    notTags: ['podcast', PARTNER_TAG],
  }),
  'g7-podcast': group(G7_COVER_PULLS.podcasts, { sections: ['g7'], anyTags: ['podcast'] }),
  'g7-pr': group(G7_COVER_PULLS.partner, { sections: ['g7'], flags: ['pr'] }),
} as const satisfies Record<string, { perPage: number; filters: SearchFilters }>;

export type SearchGroupSlug = keyof typeof searchGroups;

export function isSearchGroup(slug: string): slug is SearchGroupSlug {
  return Object.hasOwn(searchGroups, slug);
}

export async function getSearchGroups(
  source: ContentSource,
  slugs: SearchGroupSlug[],
): Promise<{ groups: Array<{ slug: SearchGroupSlug; items: ListItem[] }> }> {
  const groups = await Promise.all(
    slugs.map(async (slug) => {
      const { perPage, filters } = searchGroups[slug];
      const result = await source.search({ filters, page: 1, perPage });
      return { slug, items: result.items };
    }),
  );
  return { groups };
}
