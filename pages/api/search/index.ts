// GET /api/search?term=&filters=<JSON>&oldal=&perPage= (oldal=0 is the first page), or
// GET /api/search?for=g7-news,g7-adat,... for the cover groups of the sub-brands.
import { getContentSource } from '@/lib/content/getContentSource';
import { getSearchGroups, isSearchGroup } from '@/lib/content/services/searchGroups';
import { SEARCH_PAGE_SIZE } from '@/lib/constants';
import { apiRoute, BadRequestError, queryText } from '@/lib/http/apiRoute';
import { parsePage, parsePerPage } from '@/lib/rules/paging';
import { parseSearchFilters } from '@/lib/rules/searchFilters';

export default apiRoute(async (req) => {
  const source = getContentSource();
  const groups = queryText(req.query.for, 1_000);
  if (groups !== undefined) {
    const slugs = groups
      .split(',')
      .map((slug) => slug.trim())
      .filter(Boolean);
    const unknown = slugs.filter((slug) => !isSearchGroup(slug));
    if (slugs.length === 0 || unknown.length) {
      throw new BadRequestError(`unknown group: ${unknown.join(', ') || '(none)'}`);
    }
    return getSearchGroups(source, slugs.filter(isSearchGroup));
  }
  return source.search({
    term: queryText(req.query.term),
    filters: parseSearchFilters(queryText(req.query.filters, 4_000)),
    page: parsePage(req.query.oldal ?? req.query.page),
    perPage: parsePerPage(req.query.perPage, SEARCH_PAGE_SIZE),
  });
});
