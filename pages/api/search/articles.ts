// GET /api/search/articles?limit=5&term= : type-ahead article titles.
import { getContentSource } from '@/lib/content/getContentSource';
import { TYPEAHEAD_LIMIT } from '@/lib/constants';
import { apiRoute, queryText } from '@/lib/http/apiRoute';
import { parsePerPage } from '@/lib/rules/paging';

export default apiRoute(async (req) =>
  getContentSource().typeahead(
    queryText(req.query.term, 200) ?? '',
    Math.min(parsePerPage(req.query.limit, TYPEAHEAD_LIMIT), 20),
  ),
);
