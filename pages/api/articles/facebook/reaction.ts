// GET /api/articles/facebook/reaction?ids=1,2,3 : the stored Facebook interaction counts of articles and
// their level by the thresholds of SPEC section 9. (Counts are collected outside this service.)
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute, BadRequestError, queryText } from '@/lib/http/apiRoute';
import { engagementLevel } from '@/lib/rules/facebookEngagement';

const MAX_IDS = 50;

export default apiRoute(async (req) => {
  const ids = (queryText(req.query.ids, 1_000) ?? '').split(',').filter(Boolean);
  if (ids.length === 0 || ids.length > MAX_IDS || ids.some((id) => !/^\d{1,12}$/.test(id))) {
    throw new BadRequestError(`ids must be 1 to ${MAX_IDS} article ids separated by commas`);
  }
  const source = getContentSource();
  const articles = await Promise.all(ids.map((id) => source.getArticle({ id: Number(id) })));
  return {
    items: articles.flatMap((article) =>
      article
        ? [
            {
              id: article.id,
              engagement: article.facebookEngagement,
              level: engagementLevel(article.facebookEngagement),
            },
          ]
        : [],
    ),
  };
});
