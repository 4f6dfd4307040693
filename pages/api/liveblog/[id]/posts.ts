// GET /api/liveblog/{id}/posts : a live blog's version and its posts with sanitised bodies, for open
// pages that saw a newer version (not part of the original API).
import { getContentSource } from '@/lib/content/getContentSource';
import { getLivePosts } from '@/lib/content/services/liveBlog';
import { LIVE_ANSWER, apiRoute, requireId } from '@/lib/http/apiRoute';
import type { LivePostsAnswer } from '@/lib/schemas/liveAnswers';

export default apiRoute(async (req) => {
  const id = requireId(req.query.id);
  const source = getContentSource();
  const article = await source.getArticle({ id });
  if (!article || article.type !== 'liveblog') return null;
  return {
    version: article.version,
    posts: await getLivePosts(source, id),
  } satisfies LivePostsAnswer;
}, LIVE_ANSWER);
