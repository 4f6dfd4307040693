// The election-data API (issue 31): GET /api/elections (what there is, with each count's state) and
// GET /api/elections/{id} (one election as counted now), so one instance can be another's
// ELECTION_API_URL and the pages can follow a running count. A count under way is kept by shared
// caches for a few seconds only (like live scores); a final one for the usual API lifetime.
import { ANSWER_LIFETIME_SECONDS, publicCacheControl } from '@/lib/cachePolicy';
import { getElectionData } from '@/lib/elections/server/getElectionData';
import { apiRoute, BadRequestError } from '@/lib/http/apiRoute';
import type { ElectionAnswer, ElectionsAnswer } from '@/lib/schemas/electionAnswers';

const ELECTION_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export default apiRoute(async (req, res): Promise<ElectionsAnswer | ElectionAnswer | null> => {
  const segments = ([] as string[]).concat(req.query.path ?? []);
  const source = getElectionData();
  if (segments.length === 0) {
    const data = await source.elections();
    cacheFor(
      res,
      data.some((e) => e.count.status !== 'final'),
    );
    return { data };
  }
  if (segments.length > 1) return null;
  const id = segments[0]!;
  if (id.length > 60 || !ELECTION_ID.test(id)) throw new BadRequestError('bad election id');
  const election = await source.election(id);
  if (!election) return null;
  cacheFor(res, election.count.status !== 'final');
  return { data: election };
});

function cacheFor(res: { setHeader(name: string, value: string): unknown }, live: boolean) {
  const maxAge = live ? ANSWER_LIFETIME_SECONDS.live : ANSWER_LIFETIME_SECONDS.api;
  res.setHeader('Cache-Control', publicCacheControl(maxAge, live ? 0 : undefined));
}
