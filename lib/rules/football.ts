// SPEC section 4 (football status codes; finished statuses stop auto-refresh, live fixtures refresh) and
// section 9 (timeline width 105 / 125 / 130 minutes, group matchday headers per league).
//
// Status codes are api-sports' `fixture.status.short`:
// - finished: FT (full time), AET (after extra time), PEN (after penalties); these stop the refresh;
// - not started: NS (also TBD, kick-off time not yet fixed);
// - ET (extra time under way) and BT (the break inside extra time) count as extra time; P (penalty
//   shoot-out under way) and WP (waiting for the shoot-out, the pause before it) count as penalties. All
//   four are live.
// - CANC, ABD, AWD and WO end a fixture without play going on; nothing more will change, so they stop
//   the refresh as well, without counting as finished (no final score to show). Every other code (NS,
//   1H, HT, 2H, LIVE, SUSP, INT, PST, ...) keeps refreshing: a match that has not started or is
//   interrupted or postponed can still change.
// Used by issue 15 (live sport: football pages); kept with its tests until then.
import type { FixtureStatus } from '../schemas/football';

const FINISHED = new Set(['FT', 'AET', 'PEN']);
const NOT_STARTED = new Set(['NS', 'TBD']);
const ENDED_WITHOUT_PLAY = new Set(['CANC', 'ABD', 'AWD', 'WO']);
const EXTRA_TIME = new Set(['ET', 'BT', 'AET']);
const PENALTIES = new Set(['P', 'WP', 'PEN']);

/** Timeline length in minutes (SPEC section 9). */
export const TIMELINE_WIDTH = { default: 105, extraTime: 125, penalties: 130 } as const;

/**
 * Indexes (in kick-off order) of the fixtures that open a matchday block, per league id (SPEC section 9):
 * league 1 is the World Cup (three group matchdays of 16, then round of 16, quarter-finals, semi-finals,
 * third place, final), league 4 the European Championship (three of 12, then the knock-out rounds).
 */
export const MATCHDAY_HEADER_INDEXES: Readonly<Record<number, readonly number[]>> = {
  1: [0, 16, 32, 48, 56, 60, 62, 63],
  4: [0, 12, 24, 36, 44, 48, 50],
};

export type MatchPhase = 'notStarted' | 'live' | 'finished' | 'endedWithoutPlay';

function codeOf(status: FixtureStatus): string {
  return status.trim().toUpperCase();
}

export function matchPhase(status: FixtureStatus): MatchPhase {
  const code = codeOf(status);
  if (FINISHED.has(code)) return 'finished';
  if (NOT_STARTED.has(code)) return 'notStarted';
  if (ENDED_WITHOUT_PLAY.has(code)) return 'endedWithoutPlay';
  return 'live';
}

export function isFinishedStatus(status: FixtureStatus): boolean {
  return matchPhase(status) === 'finished';
}

/** Whether the fixture keeps polling every 15 s. */
export function shouldRefreshFixture(status: FixtureStatus): boolean {
  const phase = matchPhase(status);
  return phase !== 'finished' && phase !== 'endedWithoutPlay';
}

/** Minutes the timeline spans: 130 with penalties, 125 with extra time, 105 otherwise. */
export function timelineWidth(status: FixtureStatus): number {
  const code = codeOf(status);
  if (PENALTIES.has(code)) return TIMELINE_WIDTH.penalties;
  if (EXTRA_TIME.has(code)) return TIMELINE_WIDTH.extraTime;
  return TIMELINE_WIDTH.default;
}

/** Fixture indexes that get a matchday header; none for leagues without a known schedule. */
export function matchdayHeaderIndexes(league: number): readonly number[] {
  return MATCHDAY_HEADER_INDEXES[league] ?? [];
}

export function isMatchdayHeader(league: number, index: number): boolean {
  return matchdayHeaderIndexes(league).includes(index);
}
