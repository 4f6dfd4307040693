// GET /api/search/autocomplete?term=&filters=<JSON> : categories and items for the search bar.
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute, queryText } from '@/lib/http/apiRoute';
import { parseSearchFilters } from '@/lib/rules/searchFilters';

export default apiRoute(async (req) =>
  getContentSource().autocomplete(
    queryText(req.query.term, 200) ?? '',
    parseSearchFilters(queryText(req.query.filters, 4_000)),
  ),
);
