// GET /api/articles/{slug}/version -> { data: { v } } (live articles poll this, SPEC section 4).
import { getContentSource } from '@/lib/content/getContentSource';
import { LIVE_ANSWER, apiRoute, queryText } from '@/lib/http/apiRoute';
import type { ArticleVersionAnswer } from '@/lib/schemas/liveAnswers';

export default apiRoute(async (req) => {
  const version = await getContentSource().getArticleVersion(queryText(req.query.slug, 300) ?? '');
  return version === null ? null : ({ data: { v: version } } satisfies ArticleVersionAnswer);
}, LIVE_ANSWER);
