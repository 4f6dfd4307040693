// The local live-sport adapter: the demo data in data/sport/ (or SPORT_DATA_DIR), validated with the
// port's schemas when first read, and the replay clock (lib/rules/sportReplay.ts): SPORT_REPLAY names a
// fixture and/or a race ('football:<fixture id>,f1:<race id>') that runs live again from
// SPORT_REPLAY_START (ISO date-time; default: when the process started; set it when several instances
// serve one site) at SPORT_REPLAY_SPEED
// match minutes per real minute (default 1), starting again every SPORT_REPLAY_EVERY real minutes
// (default 180, so the demo always has a match on; 0: once).
//
// Layout: football/teams.json; football/league-<id>-<season>/{fixtures,standings,topscorers,
// topyellowcards,topredcards}.json; f1/<season>/{races,circuits,teams,drivers,results,grids,
// driverStandings,constructorStandings}.json; olympics/<supplement slug>.json.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { replayFixture, replayRace, type ReplayClock } from '../rules/sportReplay';
import { matchDay as dayOf, matchPhase } from '../rules/football';
import type { Fixture } from '../schemas/football';
import type { F1Race } from '../schemas/f1';
import { answerSchemas, type LeagueEntry, type LiveSportSource, type TopList } from './liveSport';
import { log } from '@/lib/observability/log';

/** A replay starts again this many real minutes after it started (SPORT_REPLAY_EVERY). */
export const DEFAULT_REPLAY_EVERY_MINUTES = 180;

/** An Olympic Games' file name (its supplement's slug). */
const OLYMPICS_SLUG = /^[a-z0-9-]{1,40}$/;

export interface ReplaySettings {
  fixtureId: number | null;
  raceId: number | null;
  clock: ReplayClock;
}

/** SPORT_REPLAY and friends; null when nothing replays. Bad values are ignored (logged). */
export function replaySettingsFromEnv(
  env: Record<string, string | undefined>,
  now: number,
): ReplaySettings | null {
  const spec = env.SPORT_REPLAY?.trim();
  if (!spec) return null;
  const ids: Record<string, number> = {};
  for (const part of spec.split(',')) {
    const match = /^\s*(football|f1):(\d{1,12})\s*$/.exec(part);
    if (match) ids[match[1]!] = Number(match[2]);
    else log.warn(`SPORT_REPLAY: ignoring ${JSON.stringify(part)}`);
  }
  const start = env.SPORT_REPLAY_START ? Date.parse(env.SPORT_REPLAY_START) : now;
  const speed = Number(env.SPORT_REPLAY_SPEED ?? 1);
  const every = Number(env.SPORT_REPLAY_EVERY ?? DEFAULT_REPLAY_EVERY_MINUTES);
  return {
    fixtureId: ids.football ?? null,
    raceId: ids.f1 ?? null,
    clock: {
      start: Number.isFinite(start) ? start : now,
      speed: Number.isFinite(speed) && speed > 0 ? speed : 1,
      ...(Number.isFinite(every) && every > 0 ? { every: every * 60_000 } : {}),
    },
  };
}

function readJson<T extends z.core.$ZodType>(file: string, schema: T): z.output<T> | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  return z.parse(schema, JSON.parse(text));
}

interface FootballSeason {
  fixtures: Fixture[];
  dir: string;
}

/** The local source, which can also answer as its replay stands at another instant. */
export interface LocalLiveSport extends LiveSportSource {
  /** The same data with the replay as it stands at `now` (the replay-clock seam). */
  at(now: number): LiveSportSource;
}

export function createLocalSport(
  dataDir: string,
  { replay = null, now = Date.now }: { replay?: ReplaySettings | null; now?: () => number } = {},
): LocalLiveSport {
  const football = path.join(dataDir, 'football');
  const f1 = path.join(dataDir, 'f1');
  const seasons = new Map<string, FootballSeason>();
  // The files do not change while the process runs: each is read and validated once.
  const files = new Map<string, unknown>();
  function read<T extends z.core.$ZodType>(file: string, schema: T): z.output<T> | null {
    if (!files.has(file)) files.set(file, readJson(file, schema));
    return files.get(file) as z.output<T> | null;
  }

  function seasonDirs(): Array<{ league: number; season: number; dir: string }> {
    let names: string[] = [];
    try {
      names = fs.readdirSync(football);
    } catch {
      return [];
    }
    return names.flatMap((name) => {
      const match = /^league-(\d+)-(\d{4})$/.exec(name);
      return match
        ? [{ league: Number(match[1]), season: Number(match[2]), dir: path.join(football, name) }]
        : [];
    });
  }

  function season(league: number, year: number): FootballSeason | null {
    const key = `${league}-${year}`;
    const cached = seasons.get(key);
    if (cached) return cached;
    const dir = path.join(football, `league-${league}-${year}`);
    const fixtures = read(path.join(dir, 'fixtures.json'), z.array(answerSchemas.fixtures));
    if (!fixtures) return null;
    const loaded = {
      dir,
      fixtures: [...fixtures].sort((a, b) => a.fixture.timestamp - b.fixture.timestamp),
    };
    seasons.set(key, loaded);
    return loaded;
  }

  /** The fixture as the replay clock has it at `instant` (only the replayed one changes). */
  function live(fixture: Fixture, instant: number): Fixture {
    return replay && fixture.fixture.id === replay.fixtureId
      ? replayFixture(fixture, replay.clock, instant)
      : fixture;
  }

  function allFixtures(): Fixture[] {
    return seasonDirs().flatMap(({ league, season: year }) => season(league, year)?.fixtures ?? []);
  }

  function leagueEntries(): LeagueEntry[] {
    return seasonDirs().flatMap(({ league, season: year }) => {
      const first = season(league, year)?.fixtures[0];
      if (!first) return [];
      const fixtures = season(league, year)!.fixtures;
      return [
        {
          league: { id: league, name: first.league.name, type: 'Cup', logo: first.league.logo },
          country: { name: first.league.country ?? 'World', code: null, flag: null },
          seasons: [
            {
              year,
              start: dayOf(fixtures[0]!.fixture.timestamp),
              end: dayOf(fixtures.at(-1)!.fixture.timestamp),
              current: false,
            },
          ],
        },
      ];
    });
  }

  const f1Dir = (year: number) => path.join(f1, String(year));
  const f1File = <T extends z.ZodType>(year: number, name: string, schema: T) =>
    read(path.join(f1Dir(year), `${name}.json`), schema);
  const f1Seasons = () => {
    try {
      return fs
        .readdirSync(f1)
        .filter((name) => /^\d{4}$/.test(name))
        .map(Number);
    } catch {
      return [];
    }
  };

  function liveRace(race: F1Race, instant: number): F1Race {
    return replay && race.id === replay.raceId ? replayRace(race, replay.clock, instant) : race;
  }

  /** The source with the replay as `clock` has it; every instance reads the same files. */
  const sourceAt = (clock: () => number): LiveSportSource => ({
    async footballCountries() {
      const names = [...new Set(leagueEntries().map((entry) => entry.country.name))];
      return names.map((name) => ({ name, code: null, flag: null }));
    },
    async footballLeagues(country) {
      return leagueEntries().filter(
        (entry) => entry.country.name.toLowerCase() === country.toLowerCase(),
      );
    },
    async footballSeasons() {
      return [...new Set(seasonDirs().map((s) => s.season))].sort();
    },
    async footballFixtures({ league, season: year, date }) {
      // In the season's kick-off order; a replayed fixture keeps its place (the round headers of SPEC
      // section 9 count places in the season), though it is played today.
      const fixtures = (season(league, year)?.fixtures ?? []).map((f) => live(f, clock()));
      return date ? fixtures.filter((f) => dayOf(f.fixture.timestamp) === date) : fixtures;
    },
    async footballFixture(id) {
      const found = allFixtures().find((f) => f.fixture.id === id);
      return found ? live(found, clock()) : null;
    },
    async footballLive() {
      return allFixtures()
        .map((f) => live(f, clock()))
        .filter((f) => matchPhase(f.fixture.status.short) === 'live');
    },
    async footballStandings({ league, season: year }) {
      const dir = season(league, year)?.dir;
      if (!dir) return [];
      return read(path.join(dir, 'standings.json'), z.array(answerSchemas.standings)) ?? [];
    },
    async footballTopList(list: TopList, { league, season: year }) {
      const dir = season(league, year)?.dir;
      if (!dir) return [];
      return read(path.join(dir, `${list}.json`), z.array(answerSchemas.topList)) ?? [];
    },
    async f1Races(year) {
      const races = f1File(year, 'races', z.array(answerSchemas.races)) ?? [];
      return races
        .map((race) => liveRace(race, clock()))
        .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
    },
    async f1Live() {
      const races = await Promise.all(f1Seasons().map((year) => this.f1Races(year)));
      return races.flat().filter((race) => race.status === 'Live');
    },
    async f1Result(raceId, { grid = false } = {}) {
      for (const year of f1Seasons()) {
        const table = f1File(
          year,
          grid ? 'grids' : 'results',
          z.record(z.string(), z.array(answerSchemas.result)),
        );
        const rows = table?.[String(raceId)];
        if (rows) return rows;
      }
      return [];
    },
    async f1Drivers(year) {
      return f1File(year, 'drivers', z.array(answerSchemas.drivers)) ?? [];
    },
    async f1Teams(year) {
      return f1File(year, 'teams', z.array(answerSchemas.teams)) ?? [];
    },
    async f1DriverStandings(year) {
      return f1File(year, 'driverStandings', z.array(answerSchemas.standingsF1)) ?? [];
    },
    async f1ConstructorStandings(year) {
      return f1File(year, 'constructorStandings', z.array(answerSchemas.standingsF1)) ?? [];
    },
    async f1Circuit(id) {
      for (const year of f1Seasons()) {
        const found = (f1File(year, 'circuits', z.array(answerSchemas.circuit)) ?? []).find(
          (c) => c.id === id,
        );
        if (found) return found;
      }
      return null;
    },
    async f1Team(id) {
      for (const year of f1Seasons()) {
        const found = (await this.f1Teams(year)).find((t) => t.id === id);
        if (found) return found;
      }
      return null;
    },
    async f1Driver(id) {
      for (const year of f1Seasons()) {
        const found = (await this.f1Drivers(year)).find((d) => d.id === id);
        if (found) return found;
      }
      return null;
    },
    async olympics(slug) {
      if (!OLYMPICS_SLUG.test(slug)) return null;
      return read(path.join(dataDir, 'olympics', `${slug}.json`), answerSchemas.olympics);
    },
  });

  return { ...sourceAt(now), at: (instant) => sourceAt(() => instant) };
}
