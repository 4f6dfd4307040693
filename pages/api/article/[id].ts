// GET /api/article/{id}: one article by numeric id.
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute, requireId } from '@/lib/http/apiRoute';

export default apiRoute(async (req) =>
  getContentSource().getArticle({ id: requireId(req.query.id) }),
);
