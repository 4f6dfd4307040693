// GET /api/articles/{id}/items?perPage=&page=&withContent=1 : the posts of a live blog, pinned first.
// withContent=1 (our addition) adds each post's body HTML as `content`, so a remote instance reads a
// live blog with its bodies in one request.
import { getContentSource } from '@/lib/content/getContentSource';
import { SUB_ARTICLE_PAGE_SIZE } from '@/lib/constants';
import { LIVE_ANSWER, apiRoute, queryText, requireId } from '@/lib/http/apiRoute';
import { parsePage, parsePerPage } from '@/lib/rules/paging';

export default apiRoute(async (req) => {
  const id = requireId(req.query.slug);
  const paging = {
    page: parsePage(req.query.page),
    perPage: parsePerPage(req.query.perPage, SUB_ARTICLE_PAGE_SIZE),
  };
  const source = getContentSource();
  return ['1', 'true'].includes(queryText(req.query.withContent, 5) ?? '')
    ? source.getArticleItemsWithContent(id, paging)
    : source.getArticleItems(id, paging);
}, LIVE_ANSWER);
