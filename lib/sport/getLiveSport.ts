// Picks this process's live-sport source: the remote cache API when LIVESCORE_API_URL is set, else the
// local demo data (data/sport, or SPORT_DATA_DIR) with the replay clock of SPORT_REPLAY.
import { processStartedAt } from '../deploy/processStart';
import path from 'node:path';
import type { LiveSportSource } from './liveSport';
import { createLocalSport, replaySettingsFromEnv, type LocalLiveSport } from './localSport';
import { createRemoteSport } from './remoteSport';

let shared: LiveSportSource | undefined;
let local: LocalLiveSport | undefined;

/**
 * The process's source; with `replayNow` (a request's instant, lib/http/replayClock.ts) the local
 * source with its replay as it stands then. The remote source has no replay: it ignores the instant.
 */
export function getLiveSport(replayNow: number | null = null): LiveSportSource {
  if (!shared) {
    if (process.env.LIVESCORE_API_URL) shared = createRemoteSport(process.env.LIVESCORE_API_URL);
    else {
      shared = local = createLocalSport(
        process.env.SPORT_DATA_DIR ?? path.join(process.cwd(), 'data', 'sport'),
        {
          // Without SPORT_REPLAY_START the replay starts when the process did: every bundle of the
          // process (pages and API routes each hold their own copy of this module) agrees on it.
          replay: replaySettingsFromEnv(process.env, processStartedAt()),
        },
      );
    }
  }
  return replayNow !== null && local ? local.at(replayNow) : shared;
}
