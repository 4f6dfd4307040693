// GET /api/docs/{slug} : a document (impresszum, methodology ...).
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute, queryText } from '@/lib/http/apiRoute';

export default apiRoute(async (req) =>
  getContentSource().getDocument('doc', (queryText(req.query.slug, 200) ?? '').toLowerCase()),
);
