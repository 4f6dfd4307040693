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
//   the refresh as well, without counting as finished (no final score to show).
// - SUSP (suspended), INT (interrupted) and PST (postponed): no play going on, so not live, but the
//   match can still go on or get a new date, so they keep refreshing. Every other code (1H, HT, 2H,
//   LIVE, ...) is live.
// Used by issue 15 (live sport: football pages); kept with its tests until then.
import { TZDate } from '@date-fns/tz';
import { CANONICAL_TIME_ZONE } from '../constants';
import type { FixtureStatus } from '../schemas/football';

const FINISHED = new Set(['FT', 'AET', 'PEN']);
const NOT_STARTED = new Set(['NS', 'TBD']);
const ENDED_WITHOUT_PLAY = new Set(['CANC', 'ABD', 'AWD', 'WO']);
const HALTED = new Set(['SUSP', 'INT', 'PST']);
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

export type MatchPhase = 'notStarted' | 'live' | 'halted' | 'finished' | 'endedWithoutPlay';

function codeOf(status: FixtureStatus): string {
  return status.trim().toUpperCase();
}

export function matchPhase(status: FixtureStatus): MatchPhase {
  const code = codeOf(status);
  if (FINISHED.has(code)) return 'finished';
  if (NOT_STARTED.has(code)) return 'notStarted';
  if (ENDED_WITHOUT_PLAY.has(code)) return 'endedWithoutPlay';
  if (HALTED.has(code)) return 'halted';
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

/**
 * The day the football page opens on (SPEC sections 2 and 9): today when the season has matches
 * today, else the season's start day (the supplement's league 4, season 2024 starts 2024-06-14), else
 * its first match day. `days` are the season's match days (YYYY-MM-DD, any order).
 */
export function defaultMatchDay(
  days: readonly string[],
  today: string,
  seasonStart?: string,
): string | null {
  if (days.includes(today)) return today;
  if (seasonStart) return seasonStart;
  return [...days].sort()[0] ?? null;
}

/** The match days around `day` (the day picker's previous and next), or null at either end. */
export function neighbourDays(
  days: readonly string[],
  day: string,
): { previous: string | null; next: string | null } {
  const sorted = [...new Set(days)].sort();
  return {
    previous: sorted.filter((d) => d < day).at(-1) ?? null,
    next: sorted.find((d) => d > day) ?? null,
  };
}

/** The football page's tabs (SPEC section 2 `oldal`), the first the default. */
export const FOOTBALL_TABS = ['tabella', 'gol', 'sarga', 'piros'] as const;
export type FootballTab = (typeof FOOTBALL_TABS)[number];

export function footballTab(value: unknown): FootballTab {
  return FOOTBALL_TABS.includes(value as FootballTab) ? (value as FootballTab) : 'tabella';
}

/** Where an event sits on the timeline: its minute (with added time) as a share of the width, 0-1. */
export function timelinePosition(
  time: { elapsed: number | null; extra: number | null },
  width: number,
): number {
  const minute = (time.elapsed ?? 0) + (time.extra ?? 0);
  return Math.min(1, Math.max(0, minute / width));
}

/** A round of api-sports ('Group A - 1', 'Round of 16', ...) as the page names it (issue 15). */
export type RoundName =
  | { kind: 'group'; group: string; matchday: number }
  | { kind: 'knockout'; stage: 16 | 8 | 4 | 3 | 'final' }
  | { kind: 'other'; text: string };

export function roundName(round: string | null | undefined): RoundName {
  const text = (round ?? '').trim();
  const group = /^Group\s+([A-Z])\s*-\s*(\d+)$/i.exec(text);
  if (group) return { kind: 'group', group: group[1]!.toUpperCase(), matchday: Number(group[2]) };
  const stages: Record<string, 16 | 8 | 4 | 3 | 'final'> = {
    'round of 16': 16,
    '8th finals': 16,
    'quarter-finals': 8,
    'semi-finals': 4,
    '3rd place final': 3,
    final: 'final',
  };
  const stage = stages[text.toLowerCase()];
  return stage === undefined ? { kind: 'other', text } : { kind: 'knockout', stage };
}

/** The match day (YYYY-MM-DD) of a kick-off (unix seconds) on the site's calendar (Budapest). */
export function matchDay(unixSeconds: number): string {
  const date = new TZDate(unixSeconds * 1000, CANONICAL_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
