// The live-score API (SPEC section 7, issue 15): /api/livescore/all/{sport},
// /api/livescore/{sport}/fixtures/{league}/{season}/all/{day}, and the cache API's /livescore/{sport}/...
// paths under /api (so one instance can be another's LIVESCORE_API_URL). Answers `{ response: [...] }`.
import { publicCacheControl } from '@/lib/cachePolicy';
import { apiRoute, BadRequestError } from '@/lib/http/apiRoute';
import { replayClockOf } from '@/lib/http/replayClock';
import { getLiveSport } from '@/lib/sport/getLiveSport';
import { livescoreAnswer } from '@/lib/sport/livescoreAnswer';
import { parseLivescorePath } from '@/lib/sport/livescorePaths';

export default apiRoute(async (req, res) => {
  const segments = ([] as string[]).concat(req.query.path ?? []).flatMap((part) => part.split('/'));
  const parsed = parseLivescorePath(segments);
  if (!parsed.ok) {
    if (parsed.status === 400) throw new BadRequestError('bad id, season or day in the path');
    return null;
  }
  const replay = replayClockOf(req);
  const { response, maxAge } = await livescoreAnswer(getLiveSport(replay.now), parsed.call);
  res.setHeader('Cache-Control', replay.cacheControl(publicCacheControl(maxAge, maxAge * 2)));
  return { response };
});
