// GET /api/frontend/scores : the front page's score widget (issue 32), polled every 15 s by an open
// front page while a listed match or race can still change; 404 while the front page shows none.
import { ANSWER_LIFETIME_SECONDS, publicCacheControl } from '@/lib/cachePolicy';
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute } from '@/lib/http/apiRoute';
import { replayClockOf } from '@/lib/http/replayClock';
import { frontPageScoreWidget } from '@/lib/pages/scoreWidgetProps';
import { getLiveSport } from '@/lib/sport/getLiveSport';

export default apiRoute(async (req, res) => {
  const replay = replayClockOf(req);
  res.setHeader(
    'Cache-Control',
    replay.cacheControl(publicCacheControl(ANSWER_LIFETIME_SECONDS.scoresLive)),
  );
  return frontPageScoreWidget(getContentSource(), getLiveSport(replay.now));
});
