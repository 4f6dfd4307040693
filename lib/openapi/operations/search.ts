// The document's operations of the search tag: search (and the sub-brands' cover groups), type-ahead,
// highlights and autocomplete. Its parameters serve /rss/archivum too (feeds.ts).
import { z } from 'zod';
import { listResultSchema } from '../../schemas/article';
import { searchFilterSchema } from '../../schemas/search';
import { jsonQuery, perPage, query, whole, type Operation } from '../operation';
import * as answers from '../responseSchemas';

const term = query(
  'term',
  'Search words; accents and letter case are ignored.',
  z.string().max(500),
);
const filters = jsonQuery(
  'filters',
  'Search filter as URL-encoded JSON (SPEC section 3); unknown keys are ignored, wrong types are a 400.',
  searchFilterSchema,
);
/** The parameters of /api/search (and /rss/archivum). */
export const searchParameters = [
  term,
  filters,
  query('oldal', 'Page number (0 and 1 both mean the first page); `page` is accepted too.', whole),
  perPage,
];

export const searchOperations: Operation[] = [
  {
    id: 'search',
    path: '/api/search',
    tag: 'search',
    summary: 'Search, or the cover groups of the sub-brands (for=)',
    parameters: [
      ...searchParameters,
      query(
        'for',
        'Group slugs separated by commas (after-new, g7-news, ...): answers `{ groups }`.',
      ),
    ],
    answer: z.union([listResultSchema, answers.searchGroupsSchema]),
    errors: [400],
  },
  {
    id: 'searchTitles',
    path: '/api/search/articles',
    tag: 'search',
    summary: 'Type-ahead: articles whose text matches the words typed so far',
    parameters: [term, query('limit', 'At most this many (1..20, default 5).', whole)],
    answer: answers.itemsSchema,
    errors: [400],
  },
  {
    id: 'searchHighlights',
    path: '/api/search/highlights',
    tag: 'search',
    summary: 'The highlighted articles above the search results (4)',
    parameters: [term, filters],
    answer: answers.itemsSchema,
    errors: [400],
  },
  {
    id: 'autocomplete',
    path: '/api/search/autocomplete',
    tag: 'search',
    summary: 'Sections, tags, authors and title matches for the search bar',
    parameters: [term, filters],
    answer: answers.autocompleteSchema,
    errors: [400],
  },
];
