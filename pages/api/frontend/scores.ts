// GET /api/frontend/scores : the front page's score widget (issue 32), polled every 15 s by an open
// front page while a listed match or race can still change; 404 while the front page shows none.
import { ANSWER_LIFETIME_SECONDS } from '@/lib/cachePolicy';
import { getContentSource } from '@/lib/content/getContentSource';
import { apiRoute } from '@/lib/http/apiRoute';
import { frontPageScoreWidget } from '@/lib/pages/scoreWidgetProps';
import { getLiveSport } from '@/lib/sport/getLiveSport';

export default apiRoute(async () => frontPageScoreWidget(getContentSource(), getLiveSport()), {
  maxAge: ANSWER_LIFETIME_SECONDS.scoresLive,
});
