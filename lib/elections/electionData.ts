// The election-data port (issue 31): the four elections of the election supplements, as counted now.
// Two adapters, the convention of the live-sport port: a local one over data/elections/{id}.json (or
// ELECTION_DATA_DIR) with the replay clock of the demo and the tests (ELECTION_REPLAY), and a remote one
// for a results API at ELECTION_API_URL speaking our own /api/elections paths (so one instance can feed
// another). Every answer is validated with lib/schemas/elections.ts.
import type { Election, ElectionSummary } from '../schemas/elections';

export interface ElectionDataSource {
  /** The elections the source has, in date order. */
  elections(): Promise<ElectionSummary[]>;
  /** One election as counted now; null when unknown. */
  election(id: string): Promise<Election | null>;
}
