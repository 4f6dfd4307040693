// The autocomplete answer (/api/search/autocomplete, SPEC section 3) as the search bar checks it. The
// bar is on every list page, whose first-load JS has no room for zod, so this check is written by
// hand; its type comes from the zod schema in search.ts, and autocompleteAnswer.test.ts holds the two
// to the same answers.
import type { ResponseSchema } from '../client/apiClient';
import type { AutocompleteResponse } from './search';

const isItem = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.text === 'string' &&
    typeof item.type === 'string' &&
    typeof item.count === 'number' &&
    (item.classes === undefined || Array.isArray(item.classes))
  );
};

export const autocompleteAnswer: ResponseSchema<AutocompleteResponse> = {
  safeParse(data) {
    const items = (data as { items?: unknown } | null)?.items;
    return Array.isArray(items) && items.every(isItem)
      ? { success: true, data: data as AutocompleteResponse }
      : { success: false, error: new Error('not an autocomplete answer') };
  },
};
