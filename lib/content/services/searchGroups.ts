// /api/search?for=<group slugs>: the article groups the after and g7 covers pull (SPEC sections 7, 9).
import { emptyFilters, type SearchFilters } from '../../rules/searchFilters';
import type { ListItem } from '../../schemas/article';
import type { ContentSource } from '../contentSource';

const group = (perPage: number, filters: Partial<SearchFilters>) => ({
  perPage,
  filters: { ...emptyFilters, parentId: null, ...filters },
});

/** Group slug -> what it holds and how many (section 9 "Cover pulls"). */
export const searchGroups = {
  'after-new': group(3, { sections: ['after'] }),
  'after-card': group(8, { sections: ['after'] }),
  'after-article': group(5, { sections: ['after'], notTags: ['podcast'] }),
  'after-podcast': group(5, { sections: ['after'], anyTags: ['podcast'] }),
  'g7-kozelet': group(1, { sections: ['g7'], anyTags: ['kozelet'] }),
  'g7-news': group(8, { sections: ['g7'] }),
  'g7-adat': group(1, { sections: ['g7'], anyTags: ['adat'] }),
  'g7-penz': group(1, { sections: ['g7'], anyTags: ['penz'] }),
  'g7-articles': group(5, { sections: ['g7'], notTags: ['podcast'] }),
  'g7-podcast': group(5, { sections: ['g7'], anyTags: ['podcast'] }),
  'g7-pr': group(2, { sections: ['g7'], flags: ['pr'] }),
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
