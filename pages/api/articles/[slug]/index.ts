// GET /api/articles/{slug}: one article by slug (inactive ones only for logged-in users).
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute, queryText } from '@/lib/http/apiRoute';

export default apiRoute(async (req) => {
  const slug = queryText(req.query.slug, 300) ?? '';
  return getContentSource().getArticle({ slug });
});
