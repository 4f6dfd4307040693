// Follows a running count (issue 31): while the election's count is not final, its answer is polled
// every ELECTION_POLL_MS through the one polling hook and cut to what the page part shows; the poll
// stops once the count is final. Until an answer comes, the server's figures stand; a failed poll
// changes nothing.
import { useMemo } from 'react';
import { ELECTION_POLL_MS } from '@/lib/constants';
import { usePoll } from '@/lib/hooks/usePoll';
import { cutElection, type ElectionCut } from '@/lib/rules/elections';
import { electionAnswerSchema } from '@/lib/schemas/electionAnswers';
import type { Election } from '@/lib/schemas/elections';
import { log } from '@/lib/observability/log';

/** The API path of one election as counted now. */
export const electionApiPath = (id: string) => `/api/elections/${encodeURIComponent(id)}`;

export function useCountedElection(initial: Election, cut: ElectionCut): Election {
  const { data } = usePoll({
    url: initial.count.status === 'final' ? null : electionApiPath(initial.id),
    schema: electionAnswerSchema,
    intervalMs: (latest) =>
      (latest?.data ?? initial).count.status === 'final' ? 0 : ELECTION_POLL_MS,
    onError: (error) => log.warn('election count not refreshed', { error }),
  });
  // The cut is made of constants of the page part: its text stands for it.
  const cutKey = JSON.stringify(cut);
  return useMemo(
    () => (data ? cutElection(data.data, JSON.parse(cutKey) as ElectionCut) : initial),
    [data, initial, cutKey],
  );
}
