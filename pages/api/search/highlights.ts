// GET /api/search/highlights?filters=&term= : the highlighted articles above search results (4).
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute, queryText } from '@/lib/http/apiRoute';
import { parseSearchFilters } from '@/lib/rules/searchFilters';

const HIGHLIGHTS = 4;

export default apiRoute(async (req) => {
  const filters = parseSearchFilters(queryText(req.query.filters, 4_000));
  const result = await getContentSource().search({
    term: queryText(req.query.term),
    filters: { ...filters, flags: [...filters.flags, 'legfontosabb'] },
    page: 1,
    perPage: HIGHLIGHTS,
  });
  return { items: result.items };
});
