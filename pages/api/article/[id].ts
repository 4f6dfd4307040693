// GET /api/article/{id}: one article by numeric id (optional bearer: an editor's includes inactive ones).
import { bearerMaySeeInactive } from '@/lib/accounts/articleAccess';
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute, requireId } from '@/lib/http/apiRoute';

export default apiRoute(async (req, res) => {
  const id = requireId(req.query.id);
  const includeInactive = await bearerMaySeeInactive(req, res);
  return getContentSource().getArticle({ id }, { includeInactive });
});
