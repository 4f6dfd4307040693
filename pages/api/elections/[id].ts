// GET /api/elections/{id} (issue 31): one election as counted now, so one instance can be another's
// ELECTION_API_URL and the pages can follow a running count.
import { getElectionData } from '@/lib/elections/server/getElectionData';
import { electionCacheControl } from '@/lib/elections/server/electionCacheControl';
import { apiRoute, BadRequestError, queryText } from '@/lib/http/apiRoute';
import { replayClockOf } from '@/lib/http/replayClock';
import type { ElectionAnswer } from '@/lib/schemas/electionAnswers';

const ELECTION_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export default apiRoute(async (req, res): Promise<ElectionAnswer | null> => {
  const id = queryText(req.query.id, 60) ?? '';
  if (!ELECTION_ID.test(id)) throw new BadRequestError('bad election id');
  const replay = replayClockOf(req);
  const election = await getElectionData(replay.now).election(id);
  if (!election) return null;
  res.setHeader(
    'Cache-Control',
    replay.cacheControl(electionCacheControl(election.count.status !== 'final')),
  );
  return { data: election };
});
