// GET /api/liveblog/{id}/teaser : whether a live blog is live and the posts its teasers show (SPEC
// section 9: pinned, then the 4 newest; titles and anchors, no bodies), polled by the teasers of open
// front and list pages (not part of the original API).
import { getContentSource } from '@/lib/content/getContentSource';
import { getLiveTeaser } from '@/lib/content/services/liveBlog';
import { LIVE_ANSWER, apiRoute, requireId } from '@/lib/http/apiRoute';
import type { LiveTeaserAnswer } from '@/lib/schemas/liveAnswers';

export default apiRoute(async (req): Promise<LiveTeaserAnswer | null> => {
  const id = requireId(req.query.id);
  const source = getContentSource();
  const article = await source.getArticle({ id });
  if (!article || article.type !== 'liveblog') return null;
  return getLiveTeaser(source, article);
}, LIVE_ANSWER);
