// The remote election-data adapter: a results API at ELECTION_API_URL speaking our own /api/elections
// paths (GET /api/elections, GET /api/elections/{id}), so one instance can feed another. Every answer
// is validated; a slow or failing source is an UpstreamError (the pages log it and say the data is not
// available, SPEC section 8).
import type * as z from 'zod/mini';
import { getUpstreamJson } from '../../http/upstreamJson';
import { electionAnswerSchema, electionsAnswerSchema } from '../../schemas/electionAnswers';
import type { ElectionDataSource } from '../electionData';

/** A results answer slower than this counts as a failure (the page renders without it). */
export const ELECTION_API_TIMEOUT_MS = 3_000;

export function createRemoteElections(
  baseUrl: string,
  { timeoutMs = ELECTION_API_TIMEOUT_MS }: { timeoutMs?: number } = {},
): ElectionDataSource {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

  const get = <T extends z.ZodMiniType>(pathname: string, schema: T) =>
    getUpstreamJson('elections', new URL(pathname, base), schema, timeoutMs);

  return {
    async elections() {
      return (await get('api/elections', electionsAnswerSchema))?.data ?? [];
    },
    async election(id) {
      return (
        (await get(`api/elections/${encodeURIComponent(id)}`, electionAnswerSchema))?.data ?? null
      );
    },
  };
}
