// GET /api/articles/{id}/items?perPage=&page= : the posts of a live blog, pinned first.
import { getContentSource } from '@/lib/content/getContentSource';
import { SUB_ARTICLE_PAGE_SIZE } from '@/lib/constants';
import { apiRoute, requireId } from '@/lib/http/apiRoute';
import { parsePage, parsePerPage } from '@/lib/rules/paging';

export default apiRoute(
  async (req) =>
    getContentSource().getArticleItems(requireId(req.query.slug), {
      page: parsePage(req.query.page),
      perPage: parsePerPage(req.query.perPage, SUB_ARTICLE_PAGE_SIZE),
    }),
  { maxAge: 5 },
);
