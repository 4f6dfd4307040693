// GET /api/elections (issue 31): the elections the election-data port has, each with its count's state.
import { getElectionData } from '@/lib/elections/server/getElectionData';
import { electionCacheControl } from '@/lib/elections/server/electionCacheControl';
import { apiRoute } from '@/lib/http/apiRoute';
import { replayClockOf } from '@/lib/http/replayClock';
import type { ElectionsAnswer } from '@/lib/schemas/electionAnswers';

export default apiRoute(async (req, res): Promise<ElectionsAnswer> => {
  const replay = replayClockOf(req);
  const data = await getElectionData(replay.now).elections();
  res.setHeader(
    'Cache-Control',
    replay.cacheControl(
      electionCacheControl(data.some((election) => election.count.status !== 'final')),
    ),
  );
  return { data };
});
