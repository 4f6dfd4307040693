// The search bar's tags as the `filters` JSON of /archivum and /api/search (SPEC section 3 "Filters
// object": and_tags, superTags, authors, title as arrays of text), and back.
import type { SearchTag } from '../schemas/search';

const keyOfType = {
  superTags: 'superTags',
  tags: 'and_tags',
  authors: 'authors',
  title: 'title',
} as const;

export function tagsToFilters(tags: readonly SearchTag[]): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  for (const tag of tags) (filters[keyOfType[tag.type]] ??= []).push(tag.text);
  return filters;
}

export function filtersToTags(filters: unknown): SearchTag[] {
  if (typeof filters !== 'object' || filters === null) return [];
  const record = filters as Record<string, unknown>;
  return (Object.entries(keyOfType) as Array<[SearchTag['type'], string]>).flatMap(
    ([type, key]) => {
      const values = record[key];
      return Array.isArray(values)
        ? values
            .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
            .map((text) => ({ type, text }))
        : [];
    },
  );
}
