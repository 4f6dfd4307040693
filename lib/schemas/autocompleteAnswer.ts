// The autocomplete answer (/api/search/autocomplete, SPEC section 3), one schema for the route's
// OpenAPI description, the remote adapter and the search bar. In zod/mini: the bar is on every list
// page, whose first-load JS has no room for zod, so it loads this module beside its first call.
import * as z from 'zod/mini';

/** What a search-bar tag (and so an autocomplete item) stands for. */
export const searchTagTypeSchema = z.enum(['superTags', 'tags', 'authors', 'title']);
export type SearchTagType = z.infer<typeof searchTagTypeSchema>;

export const autocompleteItemSchema = z.object({
  text: z.string().check(z.minLength(1)),
  type: searchTagTypeSchema,
  count: z.number().check(z.int(), z.nonnegative()),
  /** 'separator' marks a category divider ('Rovatok', 'Témák', ...), which cannot be added as a tag. */
  classes: z.optional(z.array(z.string())),
  /** Section, tag and author entries also carry their slug. */
  slug: z.optional(z.string()),
});
export type AutocompleteItem = z.infer<typeof autocompleteItemSchema>;

export const autocompleteAnswerSchema = z.object({ items: z.array(autocompleteItemSchema) });
export type AutocompleteAnswer = z.infer<typeof autocompleteAnswerSchema>;
