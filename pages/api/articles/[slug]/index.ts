// GET /api/articles/{slug}?page=: one article by slug (optional bearer: an editor's includes inactive
// ones). `page` pages a live blog's subArticles (SPEC sections 7 and 9: 30 a page); bad values are
// clamped like every page number (absent, 0, negative or malformed is 1).
import { bearerMaySeeInactive } from '@/lib/accounts/articleAccess';
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute, queryText } from '@/lib/http/apiRoute';
import { parsePage } from '@/lib/rules/paging';

export default apiRoute(async (req, res) => {
  const slug = queryText(req.query.slug, 300) ?? '';
  const includeInactive = await bearerMaySeeInactive(req, res);
  return getContentSource().getArticle(
    { slug },
    { includeInactive, page: parsePage(req.query.page) },
  );
});
