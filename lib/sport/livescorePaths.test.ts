import { isDay, parseLivescorePath } from './livescorePaths';

// SPEC section 7 ("Live scores"): our /api/livescore/all/{x} and /api/livescore/{a}/fixtures/{b}/{c}/all/{d},
// and the cache API's /livescore/{sport}/... paths; issue 15: bad ids, seasons and days are a 400,
// unknown paths a 404.
const parse = (path: string) => parseLivescorePath(path.split('/').filter(Boolean));

describe('parseLivescorePath (SPEC §7)', () => {
  it.each([
    ['all/football', { kind: 'live', sport: 'football' }],
    ['all/formula-1', { kind: 'live', sport: 'formula-1' }],
    [
      'football/fixtures/4/2024/all/2024-06-14',
      { kind: 'fixtures', league: 4, season: 2024, date: '2024-06-14' },
    ],
    ['football/fixtures/1240001', { kind: 'fixture', id: 1240001 }],
    ['football/fixtures/4/2024/all', { kind: 'fixtures', league: 4, season: 2024 }],
    [
      'football/fixtures/4/2024/2024-07-14',
      { kind: 'fixtures', league: 4, season: 2024, date: '2024-07-14' },
    ],
    ['football/standings/4/2024', { kind: 'standings', league: 4, season: 2024 }],
    [
      'football/topscorers/4/2024',
      { kind: 'topList', list: 'topscorers', league: 4, season: 2024 },
    ],
    [
      'football/topyellowcards/4/2024',
      { kind: 'topList', list: 'topyellowcards', league: 4, season: 2024 },
    ],
    [
      'football/topredcards/4/2024',
      { kind: 'topList', list: 'topredcards', league: 4, season: 2024 },
    ],
    ['football/countries', { kind: 'countries' }],
    ['football/leagues/World', { kind: 'leagues', country: 'World' }],
    ['football/seasons', { kind: 'seasons' }],
    ['formula-1/races/2024', { kind: 'races', season: 2024 }],
    ['formula-1/result/2024013', { kind: 'result', raceId: 2024013, grid: false }],
    ['formula-1/result/-2024013', { kind: 'result', raceId: 2024013, grid: true }],
    ['formula-1/drivers/2024', { kind: 'drivers', season: 2024 }],
    ['formula-1/teams/2024', { kind: 'teams', season: 2024 }],
    ['formula-1/rankings/drivers/2024', { kind: 'driverStandings', season: 2024 }],
    ['formula-1/rankings/teams/2024', { kind: 'constructorStandings', season: 2024 }],
    ['formula-1/circuit/13', { kind: 'circuit', id: 13 }],
    ['formula-1/team/3', { kind: 'team', id: 3 }],
    ['formula-1/driver/44', { kind: 'driver', id: 44 }],
    ['formula-1/live', { kind: 'live', sport: 'formula-1' }],
    ['olympics/games/parizs-2024', { kind: 'olympics', slug: 'parizs-2024' }],
  ])('%s', (path, call) => {
    expect(parse(path)).toEqual({ ok: true, call });
  });

  it.each([
    ['football/fixtures/abc', 400],
    ['football/fixtures/4/24/all', 400],
    ['football/fixtures/4/2024/2024-02-30', 400],
    ['football/fixtures/4/2024/all/tegnap', 400],
    ['football/standings/x/2024', 400],
    ['formula-1/result/0', 400],
    ['formula-1/races/next', 400],
    ['formula-1/driver/-1', 400],
    ['', 404],
    ['all/tennis', 404],
    ['tennis/fixtures/1', 404],
    ['football/unknown', 404],
    ['football/standings/4/2024/extra', 404],
    ['formula-1/fixtures/4/2024/all/2024-06-14', 404],
    ['formula-1/rankings/pilots/2024', 404],
    ['olympics/games/Párizs', 400],
    ['olympics/games', 404],
    ['olympics/medals/parizs-2024', 404],
    ['olympics/games/parizs-2024/extra', 404],
  ])('%s -> %d', (path, status) => {
    expect(parse(path)).toEqual({ ok: false, status });
  });
});

describe('isDay', () => {
  it.each([
    ['2024-06-14', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-6-14', false],
    [undefined, false],
  ])('%j -> %j', (text, expected) => expect(isDay(text)).toBe(expected));
});
