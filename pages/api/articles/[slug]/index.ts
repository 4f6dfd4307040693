// GET /api/articles/{slug}: one article by slug (optional bearer: an editor's includes inactive ones).
import { bearerMaySeeInactive } from '@/lib/accounts/articleAccess';
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute, queryText } from '@/lib/http/apiRoute';

export default apiRoute(async (req, res) => {
  const slug = queryText(req.query.slug, 300) ?? '';
  const includeInactive = await bearerMaySeeInactive(req, res);
  return getContentSource().getArticle({ slug }, { includeInactive });
});
