// Picks this process's election-data source: the remote results API when ELECTION_API_URL is set, else
// the local demo data (data/elections, or ELECTION_DATA_DIR) with the replay clock of ELECTION_REPLAY.
import { processStartedAt } from '../../deploy/processStart';
import path from 'node:path';
import type { ElectionDataSource } from '../electionData';
import {
  createLocalElections,
  electionReplayFromEnv,
  type LocalElectionData,
} from './localElections';
import { createRemoteElections } from './remoteElections';

let shared: ElectionDataSource | undefined;
let local: LocalElectionData | undefined;

/**
 * The process's source; with `replayNow` (a request's instant, lib/http/replayClock.ts) the local
 * source with its count as it stands then. The remote source has no replay: it ignores the instant.
 */
export function getElectionData(replayNow: number | null = null): ElectionDataSource {
  if (!shared) {
    if (process.env.ELECTION_API_URL) shared = createRemoteElections(process.env.ELECTION_API_URL);
    else {
      shared = local = createLocalElections(
        process.env.ELECTION_DATA_DIR ?? path.join(process.cwd(), 'data', 'elections'),
        // Without ELECTION_REPLAY_START the count starts when the process did: every bundle of the
        // process (pages and API routes each hold their own copy of this module) agrees on it.
        { replay: electionReplayFromEnv(process.env, processStartedAt()) },
      );
    }
  }
  return replayNow !== null && local ? local.at(replayNow) : shared;
}
