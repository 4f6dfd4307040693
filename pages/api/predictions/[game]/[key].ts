// GET /api/predictions/{game}/{key} (issue 31 item 6): a tip by its shareable key, as it was made, and
// once the game is scored its score and rank (the name only with consent). A key that names no tip of
// this game is a 404. A tip never changes, so shared caches may keep the answer like any API answer.
import { apiRoute, queryText } from '@/lib/http/apiRoute';
import { getPredictions } from '@/lib/predictions/getPredictions';
import { tipAnswer } from '@/lib/predictions/predictionHttp';

export default apiRoute(async (req) => {
  const service = await getPredictions();
  const game = service.game(queryText(req.query.game, 100) ?? '');
  if (!game) return null;
  return tipAnswer(service, game, queryText(req.query.key, 100) ?? '');
});
