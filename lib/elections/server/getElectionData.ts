// Picks this process's election-data source: the remote results API when ELECTION_API_URL is set, else
// the local demo data (data/elections, or ELECTION_DATA_DIR) with the replay clock of ELECTION_REPLAY.
import { processStartedAt } from '../../deploy/processStart';
import path from 'node:path';
import type { ElectionDataSource } from '../electionData';
import { createLocalElections, electionReplayFromEnv } from './localElections';
import { createRemoteElections } from './remoteElections';

let shared: ElectionDataSource | undefined;

export function getElectionData(): ElectionDataSource {
  shared ??= process.env.ELECTION_API_URL
    ? createRemoteElections(process.env.ELECTION_API_URL)
    : createLocalElections(
        process.env.ELECTION_DATA_DIR ?? path.join(process.cwd(), 'data', 'elections'),
        // Without ELECTION_REPLAY_START the count starts when the process did: every bundle of the
        // process (pages and API routes each hold their own copy of this module) agrees on it.
        { replay: electionReplayFromEnv(process.env, processStartedAt()) },
      );
  return shared;
}
