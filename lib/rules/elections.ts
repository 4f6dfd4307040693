// The rules of the election pages (issue 31; SPEC section 2 "Supplements under /melleklet/"): shares of
// a result, who leads an area, the seats a party holds in all, turnout by county, and which areas a data
// page /melleklet/{supplement}/adatok/{x}/{y} shows. Pure: the pages, the embedded map and the polls
// that follow a running count all use them.
import type { Area, Election, Race, ResultLine } from '../schemas/elections';
import { areaKey } from './electionReplay';

export { areaKey };

/** A result line with its share of the votes counted (0-100; 0 while nothing is counted). */
export interface ShareLine extends ResultLine {
  share: number;
}

/**
 * The lines with their shares, best first (a part-counted replay keeps order): of `valid` votes when
 * given (the official base), else of the lines' sum.
 */
export function withShares(lines: readonly ResultLine[], valid?: number | null): ShareLine[] {
  const total = valid ?? lines.reduce((sum, line) => sum + line.votes, 0);
  return [...lines]
    .sort((a, b) => b.votes - a.votes)
    .map((line) => ({ ...line, share: total > 0 ? (line.votes / total) * 100 : 0 }));
}

/** The valid votes of an area: all its lines' votes (kept apart when a cut keeps only the leader). */
export function areaTotal(area: Pick<Area, 'results' | 'valid'>): number {
  return area.valid ?? area.results.reduce((sum, line) => sum + line.votes, 0);
}

/** A line's share of its area's valid votes (0-100; 0 while nothing is counted). */
export function shareOf(
  area: Pick<Area, 'results' | 'valid'>,
  line: Pick<ResultLine, 'votes'>,
): number {
  const total = areaTotal(area);
  return total > 0 ? (line.votes / total) * 100 : 0;
}

/**
 * Who leads an area: the party (or independent candidate) with the most votes — in an assembly race
 * the most seats once they are known; null while nothing is counted.
 */
export function areaLeader(area: Area, kind: Race['kind']): ResultLine | null {
  const counted = area.results.filter((line) => line.votes > 0);
  if (counted.length === 0) return null;
  const bySeats =
    kind === 'assembly' && counted.some((line) => line.seats !== null && line.seats > 0);
  return [...counted].sort((a, b) =>
    bySeats ? (b.seats ?? 0) - (a.seats ?? 0) || b.votes - a.votes : b.votes - a.votes,
  )[0]!;
}

/** Whether the area's result is settled: everything counted. */
export const areaDecided = (area: Area) => area.counted >= 1;

/**
 * The seats each party holds after the election: the seats of every race that elects a parliament
 * (list, nationality and single-member seats), most first; parties without seats left out.
 */
export function seatTotals(
  election: Election,
  raceIds: readonly string[],
): Array<{
  party: string | null;
  seats: number;
}> {
  const totals = new Map<string | null, number>();
  const add = (party: string | null, seats: number) =>
    seats > 0 && totals.set(party, (totals.get(party) ?? 0) + seats);
  for (const race of election.races.filter((r) => raceIds.includes(r.id))) {
    if (race.kind !== 'single') {
      for (const line of race.national?.results ?? []) add(line.party, line.seats ?? 0);
      continue;
    }
    // Each area's seats: as its lines give them (a state's electors split), else all to its winner
    // once it is counted (a constituency's one seat).
    for (const area of race.areas) {
      if (area.results.some((line) => line.seats !== null)) {
        for (const line of area.results) add(line.party, line.seats ?? 0);
      } else if (areaDecided(area)) {
        const winner = areaLeader(area, race.kind);
        if (winner) add(winner.party, area.seats ?? 1);
      }
    }
  }
  return [...totals.entries()]
    .map(([party, seats]) => ({ party, seats }))
    .sort((a, b) => b.seats - a.seats);
}

export interface CountyTurnout {
  county: string;
  registered: number;
  voted: number;
  /** 0-100 */
  percent: number;
}

/** Turnout by county, summed from a race's constituencies (or its counties themselves). */
export function turnoutByCounty(race: Race): CountyTurnout[] {
  const sums = new Map<string, { registered: number; voted: number }>();
  for (const area of race.areas) {
    if (area.registered === null || area.voted === null) continue;
    const county = area.parent ?? area.id;
    const sum = sums.get(county) ?? { registered: 0, voted: 0 };
    sums.set(county, {
      registered: sum.registered + area.registered,
      voted: sum.voted + area.voted,
    });
  }
  return [...sums.entries()].map(([county, { registered, voted }]) => ({
    county,
    registered,
    voted,
    percent: registered > 0 ? (voted / registered) * 100 : 0,
  }));
}

/** What a data page shows: the areas at its path in each race, and the areas within it. */
export interface DataPageAreas {
  /** The path's areas, one per race that has it. */
  here: Array<{ race: Race; area: Area }>;
  /** The areas inside it (a county's constituencies and cities), by race. */
  within: Array<{ race: Race; areas: Area[] }>;
}

/** At most this many segments after /adatok/: a county and a constituency (or a city). */
export const MAX_DATA_PAGE_SEGMENTS = 2;

/**
 * The areas of the data page /melleklet/{supplement}/adatok/{x}/{y?} (issue 31 item 4): x a county,
 * a state or a city, y a constituency or city in county x. Null when the path names no area of the
 * election (a 404), segments compared in lower case.
 */
export function dataPageAreas(
  election: Election,
  segments: readonly string[],
): DataPageAreas | null {
  if (segments.length === 0 || segments.length > MAX_DATA_PAGE_SEGMENTS) return null;
  const key = segments.map((s) => s.toLowerCase()).join('/');
  const here = election.races.flatMap((race) =>
    race.areas.filter((area) => areaKey(area) === key).map((area) => ({ race, area })),
  );
  const within =
    segments.length === 1
      ? election.races
          .map((race) => ({ race, areas: race.areas.filter((area) => area.parent === key) }))
          .filter(({ areas }) => areas.length > 0)
      : [];
  return here.length || within.length ? { here, within } : null;
}

/** What of an election a page part needs (its props carry no more). */
export interface ElectionCut {
  /** The races kept (all their national figures). */
  races: readonly string[] | 'all';
  /**
   * Their areas: none, only each area's leading line, turnout figures only, whole, or whole only in a
   * race without national totals (the Budapest mayor's race is its one area).
   */
  areas: 'none' | 'leaders' | 'turnout' | 'all' | 'withoutNational';
  /**
   * A race shown whole in any case when it has no national totals (the headline race of one area,
   * the Budapest mayor's, above a map whose other areas keep only their leaders).
   */
  headline?: string;
  /** Only the areas at or within this data-page path (areaKey prefix); null: every area. */
  within?: string | null;
  guide?: boolean;
  lists?: boolean;
  groups?: boolean;
}

/**
 * The part of `election` a page part shows: the server trims the props with it, and a page following
 * a running count trims each polled answer the same way.
 */
export function cutElection(election: Election, cut: ElectionCut): Election {
  const inPath = (area: Area) =>
    !cut.within || areaKey(area) === cut.within || area.parent === cut.within;
  return {
    ...election,
    guide: cut.guide ? election.guide : [],
    lists: cut.lists ? election.lists : [],
    groups: cut.groups ? election.groups : [],
    races: election.races
      .filter((race) => cut.races === 'all' || cut.races.includes(race.id))
      .map((race) => {
        const mode = cut.headline === race.id && !race.national ? 'all' : cut.areas;
        return {
          ...race,
          areas:
            mode === 'none' || (mode === 'withoutNational' && race.national)
              ? []
              : race.areas.filter(inPath).map((area) => {
                  if (mode === 'all' || mode === 'withoutNational') return area;
                  if (mode === 'turnout') return { ...area, results: [] };
                  const leader = areaLeader(area, race.kind);
                  return { ...area, results: leader ? [leader] : [], valid: areaTotal(area) };
                }),
        };
      }),
  };
}
