// The live-score paths of SPEC section 7, parsed: the cache API's /livescore/{sport}/... (served by us
// under /api/livescore/..., so one instance can be another's remote source) and our own
// /api/livescore/all/{sport} and /api/livescore/{sport}/fixtures/{league}/{season}/all/{day}. Pure: the
// route maps the result to a port call, a 404 (unknown path) or a 400 (a bad id, season or day).
import type { TopList } from './liveSport';

export type LivescoreCall =
  | { kind: 'countries' }
  | { kind: 'leagues'; country: string }
  | { kind: 'seasons' }
  | { kind: 'fixture'; id: number }
  | { kind: 'fixtures'; league: number; season: number; date?: string }
  | { kind: 'live'; sport: 'football' | 'formula-1' }
  | { kind: 'standings'; league: number; season: number }
  | { kind: 'topList'; list: TopList; league: number; season: number }
  | { kind: 'races'; season: number }
  | { kind: 'result'; raceId: number; grid: boolean }
  | { kind: 'drivers' | 'teams' | 'driverStandings' | 'constructorStandings'; season: number }
  | { kind: 'circuit' | 'team' | 'driver'; id: number }
  | { kind: 'olympics'; slug: string };

export type ParsedPath = { ok: true; call: LivescoreCall } | { ok: false; status: 400 | 404 };

const NOT_FOUND: ParsedPath = { ok: false, status: 404 };
const BAD: ParsedPath = { ok: false, status: 400 };

const id = (text: string | undefined) => (text && /^\d{1,12}$/.test(text) ? Number(text) : null);
const signedId = (text: string | undefined) =>
  text && /^-?\d{1,12}$/.test(text) && Number(text) !== 0 ? Number(text) : null;
const season = (text: string | undefined) =>
  text && /^(19|20)\d{2}$/.test(text) ? Number(text) : null;
/** YYYY-MM-DD that is a real calendar day. */
export function isDay(text: string | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

const ok = (call: LivescoreCall): ParsedPath => ({ ok: true, call });

function leagueSeason(
  a: string | undefined,
  b: string | undefined,
  make: (league: number, season: number) => LivescoreCall,
): ParsedPath {
  const league = id(a);
  const year = season(b);
  return league === null || year === null ? BAD : ok(make(league, year));
}

function football(rest: string[]): ParsedPath {
  const [what, a, b, c, ...more] = rest;
  if (more.length) return NOT_FOUND;
  switch (what) {
    case 'countries':
      return a === undefined ? ok({ kind: 'countries' }) : NOT_FOUND;
    case 'seasons':
      return a === undefined ? ok({ kind: 'seasons' }) : NOT_FOUND;
    case 'live':
      return a === undefined ? ok({ kind: 'live', sport: 'football' }) : NOT_FOUND;
    case 'leagues':
      return a && b === undefined && a.length <= 100
        ? ok({ kind: 'leagues', country: a })
        : NOT_FOUND;
    case 'fixtures':
      if (b === undefined) return id(a) === null ? BAD : ok({ kind: 'fixture', id: id(a)! });
      if (c === undefined) return NOT_FOUND;
      if (c !== 'all' && !isDay(c)) return BAD;
      return leagueSeason(a, b, (league, year) => ({
        kind: 'fixtures',
        league,
        season: year,
        ...(c === 'all' ? {} : { date: c }),
      }));
    case 'standings':
      return c === undefined
        ? leagueSeason(a, b, (l, s) => ({ kind: 'standings', league: l, season: s }))
        : NOT_FOUND;
    case 'topscorers':
    case 'topyellowcards':
    case 'topredcards':
      return c === undefined
        ? leagueSeason(a, b, (l, s) => ({ kind: 'topList', list: what, league: l, season: s }))
        : NOT_FOUND;
    default:
      return NOT_FOUND;
  }
}

function formula1(rest: string[]): ParsedPath {
  const [what, a, b, ...more] = rest;
  if (more.length) return NOT_FOUND;
  const bySeason = (
    kind: 'races' | 'drivers' | 'teams' | 'driverStandings' | 'constructorStandings',
    text: string | undefined,
  ) => (season(text) === null ? BAD : ok({ kind, season: season(text)! } as LivescoreCall));
  const byId = (kind: 'circuit' | 'team' | 'driver') =>
    b !== undefined ? NOT_FOUND : id(a) === null ? BAD : ok({ kind, id: id(a)! });
  switch (what) {
    case 'races':
    case 'drivers':
    case 'teams':
      return b === undefined ? bySeason(what, a) : NOT_FOUND;
    case 'rankings':
      if (a === 'drivers') return bySeason('driverStandings', b);
      if (a === 'teams') return bySeason('constructorStandings', b);
      return NOT_FOUND;
    case 'live':
      return a === undefined ? ok({ kind: 'live', sport: 'formula-1' }) : NOT_FOUND;
    case 'result': {
      if (b !== undefined) return NOT_FOUND;
      const raceId = signedId(a);
      return raceId === null
        ? BAD
        : ok({ kind: 'result', raceId: Math.abs(raceId), grid: raceId < 0 });
    }
    case 'circuit':
    case 'team':
    case 'driver':
      return byId(what);
    default:
      return NOT_FOUND;
  }
}

/** /livescore/olympics/games/{slug}: one Olympic Games (the Olympic supplements' data). */
function olympics(rest: string[]): ParsedPath {
  const [what, slug, ...more] = rest;
  if (what !== 'games' || slug === undefined || more.length) return NOT_FOUND;
  return /^[a-z0-9-]{1,40}$/.test(slug) ? ok({ kind: 'olympics', slug }) : BAD;
}

/** `segments`: the path after /api/livescore/ (or the cache API's /livescore/). */
export function parseLivescorePath(segments: readonly string[]): ParsedPath {
  const [first, ...rest] = segments;
  if (first === 'all') {
    // Our own: /api/livescore/all/{sport}: what is live now.
    const [sport, ...more] = rest;
    if (more.length || (sport !== 'football' && sport !== 'formula-1')) return NOT_FOUND;
    return ok({ kind: 'live', sport });
  }
  if (first === 'football' || first === 'formula-1') {
    // Our own: /api/livescore/{sport}/fixtures/{league}/{season}/all/{day}.
    if (rest[0] === 'fixtures' && rest[3] === 'all' && rest.length === 5) {
      if (first !== 'football') return NOT_FOUND;
      return football(['fixtures', rest[1]!, rest[2]!, rest[4]!]);
    }
    return first === 'football' ? football(rest) : formula1(rest);
  }
  if (first === 'olympics') return olympics(rest);
  return NOT_FOUND;
}
