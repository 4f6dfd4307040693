// GET /api/elections (issue 31): the elections the election-data port has, each with its count's state.
import { getElectionData } from '@/lib/elections/server/getElectionData';
import { electionCacheControl } from '@/lib/elections/server/electionCacheControl';
import { apiRoute } from '@/lib/http/apiRoute';
import type { ElectionsAnswer } from '@/lib/schemas/electionAnswers';

export default apiRoute(async (_req, res): Promise<ElectionsAnswer> => {
  const data = await getElectionData().elections();
  res.setHeader(
    'Cache-Control',
    electionCacheControl(data.some((election) => election.count.status !== 'final')),
  );
  return { data };
});
