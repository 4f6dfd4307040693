// Search filters and search-bar tags of SPEC section 3, as read from /api/search, /rss/archivum and
// /api/search/autocomplete (the `filters` query parameter is URL-encoded JSON). The autocomplete
// answer, and the kinds of tag, are in autocompleteAnswer.ts (zod/mini, the search bar reads them).
import { z } from 'zod';
import { searchTagTypeSchema } from './autocompleteAnswer';

const textList = z.array(z.string());

/** Old clients send `null` as a string, and often wrapped in a list (`[null]`, `["null"]`). */
const parentIdValueSchema = z.union([z.number().int(), z.null(), z.literal('null')]);
export const parentIdSchema = z.union([parentIdValueSchema, z.array(parentIdValueSchema)]);
export type ParentId = z.infer<typeof parentIdSchema>;

export const searchFilterSchema = z.object({
  superTagSlugs: textList.optional(),
  tagSlugs: textList.optional(),
  authorSlugs: textList.optional(),
  flags: textList.optional(),
  parentId: parentIdSchema.optional(),
  superTags: textList.optional(),
  tags: textList.optional(),
  and_tags: textList.optional(),
  exact_tags: textList.optional(),
  not_tags: textList.optional(),
  // Not in SPEC section 3, but accepted by the original API (DESIGN "Public surface compatibility").
  superTagSiteSlugs: textList.optional(),
});
export type SearchFilter = z.infer<typeof searchFilterSchema>;

export const searchTagSchema = z.object({ type: searchTagTypeSchema, text: z.string().min(1) });
export type SearchTag = z.infer<typeof searchTagSchema>;

/** The `filters` object the search page puts in its URL (/archivum?filters=...). */
export const searchFiltersSchema = z.object({
  and_tags: textList.optional(),
  superTags: textList.optional(),
  authors: textList.optional(),
  title: textList.optional(),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;
