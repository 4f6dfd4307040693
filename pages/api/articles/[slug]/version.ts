// GET /api/articles/{slug}/version -> { data: { v } } (live articles poll this, SPEC section 4).
import { getContentSource } from '@/lib/content/getContentSource';
import { LIVE_ANSWER, apiRoute, queryText } from '@/lib/http/apiRoute';

export default apiRoute(async (req) => {
  const version = await getContentSource().getArticleVersion(queryText(req.query.slug, 300) ?? '');
  return version === null ? null : { data: { v: version } };
}, LIVE_ANSWER);
