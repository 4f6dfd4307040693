// The local election-data adapter: the demo data in data/elections/{id}.json (or ELECTION_DATA_DIR),
// validated when first read, and the replay clock (lib/rules/electionReplay.ts): ELECTION_REPLAY names
// the elections counted again ('ep-2024'; several with commas) from ELECTION_REPLAY_START (ISO
// date-time; default: when the process started; set it when several instances serve one site), the
// count taking ELECTION_REPLAY_MINUTES real minutes (default 60) and starting again every
// ELECTION_REPLAY_EVERY real minutes (default 180, so the demo always has a count on; 0: once).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { countProgress, electionAt, type ElectionReplayClock } from '../../rules/electionReplay';
import { electionSchema, type Election } from '../../schemas/elections';
import type { ElectionDataSource } from '../electionData';
import { log } from '@/lib/observability/log';

/** A replayed count takes this many real minutes (ELECTION_REPLAY_MINUTES). */
export const DEFAULT_COUNT_MINUTES = 60;
/** A replayed count starts again this many real minutes after it started (ELECTION_REPLAY_EVERY). */
export const DEFAULT_COUNT_EVERY_MINUTES = 180;

/** An election's file name: its supplement's slug. */
const ELECTION_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ElectionReplaySettings {
  ids: string[];
  clock: ElectionReplayClock;
}

/** ELECTION_REPLAY and friends; null when nothing replays. Bad values are ignored (logged). */
export function electionReplayFromEnv(
  env: Record<string, string | undefined>,
  now: number,
): ElectionReplaySettings | null {
  const ids = (env.ELECTION_REPLAY ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => {
      if (!id) return false;
      if (ELECTION_ID.test(id)) return true;
      log.warn(`ELECTION_REPLAY: ignoring ${JSON.stringify(id)}`);
      return false;
    });
  if (!ids.length) return null;
  const start = env.ELECTION_REPLAY_START ? Date.parse(env.ELECTION_REPLAY_START) : now;
  const minutes = Number(env.ELECTION_REPLAY_MINUTES ?? DEFAULT_COUNT_MINUTES);
  const every = Number(env.ELECTION_REPLAY_EVERY ?? DEFAULT_COUNT_EVERY_MINUTES);
  return {
    ids,
    clock: {
      start: Number.isFinite(start) ? start : now,
      minutes: Number.isFinite(minutes) && minutes >= 0 ? minutes : DEFAULT_COUNT_MINUTES,
      ...(Number.isFinite(every) && every > 0 ? { every: every * 60_000 } : {}),
    },
  };
}

/** The local source, which can also answer as its replay stands at another instant. */
export interface LocalElectionData extends ElectionDataSource {
  /** The same data with the count as it stands at `now` (the replay-clock seam). */
  at(now: number): ElectionDataSource;
}

export function createLocalElections(
  dataDir: string,
  {
    replay = null,
    now = Date.now,
  }: { replay?: ElectionReplaySettings | null; now?: () => number } = {},
): LocalElectionData {
  // The files do not change while the process runs: each is read and validated once.
  const files = new Map<string, Election | null>();
  function read(id: string): Election | null {
    if (!ELECTION_ID.test(id)) return null;
    if (!files.has(id)) {
      let text: string | null = null;
      try {
        text = fs.readFileSync(path.join(dataDir, `${id}.json`), 'utf8');
      } catch {
        // No such election.
      }
      files.set(id, text === null ? null : z.parse(electionSchema, JSON.parse(text)));
    }
    return files.get(id)!;
  }
  function ids(): string[] {
    try {
      return fs
        .readdirSync(dataDir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .filter((id) => ELECTION_ID.test(id));
    } catch {
      return [];
    }
  }
  /** The election as counted at `instant` (only a replayed one changes). */
  function counted(election: Election, instant: number): Election {
    return replay?.ids.includes(election.id)
      ? electionAt(election, countProgress(replay.clock, instant))
      : election;
  }

  /** The source with the count as `clock` has it; every instance reads the same files. */
  const sourceAt = (clock: () => number): ElectionDataSource => ({
    async elections() {
      return ids()
        .flatMap((id) => read(id) ?? [])
        .map((election) => counted(election, clock()))
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
        .map(({ id, title, date, count }) => ({ id, title, date, count }));
    },
    async election(id) {
      const election = read(id);
      return election && counted(election, clock());
    },
  });

  return { ...sourceAt(now), at: (instant) => sourceAt(() => instant) };
}
