// The election replay clock of the demo and the tests (issue 31; like the sport replay of issue 15): a
// finished election "is counted again" from a chosen start, so the election pages' polls have a count
// to follow. Pure: the same election, clock and `now` always give the same state, so every instance of
// a site replays the same count in step.
//
// The whole count takes `minutes` real minutes from `start` (the polls closing). Areas do not all
// report at once: area i of n starts reporting at (i / n) * AREA_LAG of the count and has counted all
// its polling stations AREA_SPAN later, in an order mixed by the area's key, so the map fills in across
// the country. A figure counted so far is the final figure times the share counted: the replay never
// shows a figure the data does not hold, only part of it. Seats are given once their count is final.
import type { Area, CountStatus, Election, Race, ResultLine } from '../schemas/elections';
import { currentReplay } from './sportReplay';

/** When the last area starts reporting, as a share of the count. */
const AREA_LAG = 0.6;
/** How long one area takes to count, as a share of the count. */
const AREA_SPAN = 1 - AREA_LAG;

export interface ElectionReplayClock {
  /** Unix ms when the count starts (the polls close). */
  start: number;
  /** Real minutes the whole count takes. */
  minutes: number;
  /** Real ms after which the count starts again (a demo that runs all day); none: once. */
  every?: number;
}

/** How far the count is at `now`: started or not, and the share done (1 once final). */
export function countProgress(
  clock: ElectionReplayClock,
  now: number,
): { started: boolean; progress: number } {
  const round = currentReplay({ start: clock.start, speed: 1, every: clock.every }, now);
  if (now < round.start) return { started: false, progress: 0 };
  const duration = clock.minutes * 60_000;
  return { started: true, progress: duration > 0 ? clamp((now - round.start) / duration) : 1 };
}

/** The status of a count `progress` done. */
export function countStatus(progress: number, started: boolean): CountStatus {
  if (!started) return 'before';
  return progress >= 1 ? 'final' : 'counting';
}

/** The share of area `index` (of `total`, in reporting order) counted when the count is `progress` done. */
export function areaProgress(index: number, total: number, progress: number): number {
  if (progress >= 1) return 1;
  const begins = total > 1 ? (index / (total - 1)) * AREA_LAG : 0;
  return clamp((progress - begins) / AREA_SPAN);
}

/** A stable order of reporting: the areas sorted by a hash of their key. */
export function reportingOrder(keys: readonly string[]): Map<string, number> {
  const sorted = [...keys].sort((a, b) => hash(a) - hash(b) || (a < b ? -1 : 1));
  return new Map(sorted.map((key, index) => [key, index]));
}

/** The election as counted when the count is `progress` done (none before it started). */
export function electionAt(
  election: Election,
  { started, progress }: { started: boolean; progress: number },
): Election {
  const status = countStatus(progress, started);
  if (status === 'final') return { ...election, count: { status, counted: 1 } };
  const share = started ? progress : 0;
  return {
    ...election,
    races: election.races.map((race) => raceAt(race, share)),
    count: { status, counted: share },
  };
}

function raceAt(race: Race, progress: number): Race {
  const order = reportingOrder(race.areas.map(areaKey));
  const total = race.areas.length;
  return {
    ...race,
    national: race.national && {
      registered: race.national.registered,
      voted: scale(race.national.voted, progress),
      valid: scale(race.national.valid, progress),
      results: linesAt(race.national.results, progress, false),
    },
    areas: race.areas.map((area) =>
      areaAt(area, areaProgress(order.get(areaKey(area))!, total, progress)),
    ),
  };
}

function areaAt(area: Area, counted: number): Area {
  return {
    ...area,
    voted: scale(area.voted, counted),
    results: linesAt(area.results, counted, counted >= 1),
    counted,
  };
}

function linesAt(lines: ResultLine[], share: number, final: boolean): ResultLine[] {
  return lines.map((line) => ({
    ...line,
    votes: Math.round(line.votes * share),
    seats: final ? line.seats : null,
  }));
}

/** An area's key in its race: `{parent}/{id}`, or its id at the top. */
export function areaKey(area: Pick<Area, 'id' | 'parent'>): string {
  return area.parent ? `${area.parent}/${area.id}` : area.id;
}

function scale(value: number | null, share: number): number | null {
  return value === null ? null : Math.round(value * share);
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** FNV-1a: a small stable hash (the order only needs to look mixed). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
