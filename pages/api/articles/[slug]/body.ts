// GET /api/articles/{slug}/body -> { data: { v, updatedAt, content } }: the current version of an
// article with its sanitised body, for open pages of live articles that saw a newer version (SPEC
// section 4: "replace content when the server version is higher"; not part of the original API).
// Unknown or inactive articles are a 404; cached as briefly as the version endpoint.
import { articleBodyWithAds, pageAds } from '@/lib/ads/pageAds';
import { getContentSource } from '@/lib/content/getContentSource';
import { sanitizeArticleHtml } from '@/lib/content/sanitizeArticleHtml';
import { LIVE_ANSWER, apiRoute, queryText } from '@/lib/http/apiRoute';
import type { ArticleBodyAnswer } from '@/lib/schemas/liveAnswers';

export default apiRoute(async (req) => {
  const slug = queryText(req.query.slug, 300) ?? '';
  const article = slug ? await getContentSource().getArticle({ slug }) : null;
  if (!article) return null;
  return {
    data: {
      v: article.version,
      updatedAt: article.updatedAt,
      // With the page's content ads (issue 18), so the new body keeps them numbered and reserved.
      content: articleBodyWithAds(
        sanitizeArticleHtml(article.content, { locale: article.english ? 'en' : 'hu' }),
        pageAds('article', { article }),
      ),
    },
  } satisfies ArticleBodyAnswer;
}, LIVE_ANSWER);
