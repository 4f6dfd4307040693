// Picks this process's live-sport source: the remote cache API when LIVESCORE_API_URL is set, else the
// local demo data (data/sport, or SPORT_DATA_DIR) with the replay clock of SPORT_REPLAY.
import { processStartedAt } from '../deploy/processStart';
import path from 'node:path';
import type { LiveSportSource } from './liveSport';
import { createLocalSport, replaySettingsFromEnv } from './localSport';
import { createRemoteSport } from './remoteSport';

let shared: LiveSportSource | undefined;

export function getLiveSport(): LiveSportSource {
  shared ??= process.env.LIVESCORE_API_URL
    ? createRemoteSport(process.env.LIVESCORE_API_URL)
    : createLocalSport(process.env.SPORT_DATA_DIR ?? path.join(process.cwd(), 'data', 'sport'), {
        // Without SPORT_REPLAY_START the replay starts when the process did: every bundle of the
        // process (pages and API routes each hold their own copy of this module) agrees on it.
        replay: replaySettingsFromEnv(process.env, processStartedAt()),
      });
  return shared;
}
