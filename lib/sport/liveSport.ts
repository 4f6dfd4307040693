// The live-sport port (issue 15; SPEC sections 3 and 7 "Live scores"): football and Formula 1 data in
// the api-sports shape. Two adapters, the convention of the content port: a local one over the demo data
// in data/sport/ (with the replay clock of the demo and the tests) and a remote one for a live-score
// cache API at LIVESCORE_API_URL (our own /api/livescore/... included, so one instance can be another's
// source). Every answer is validated with the zod schemas of lib/schemas/football.ts, f1.ts and
// olympics.ts (the Olympic supplements' data, served the same way).
import { z } from 'zod';
import {
  fixtureSchema,
  standingRowSchema,
  topScorerRowSchema,
  type Fixture,
  type StandingRow,
  type TopScorerRow,
} from '../schemas/football';
import {
  f1CircuitSchema,
  f1DriverSchema,
  f1RaceSchema,
  f1ResultRowSchema,
  f1StandingRowSchema,
  f1TeamSchema,
  type F1Circuit,
  type F1Driver,
  type F1Race,
  type F1ResultRow,
  type F1StandingRow,
  type F1Team,
} from '../schemas/f1';
import { olympicGamesSchema, type OlympicGames } from '../schemas/olympics';

export const countrySchema = z.object({
  name: z.string(),
  code: z.string().nullable(),
  flag: z.string().nullable(),
});
export type Country = z.infer<typeof countrySchema>;

/** /livescore/football/leagues/{country}: a league and the seasons it has data for. */
export const leagueEntrySchema = z.object({
  league: z.object({
    id: z.number().int(),
    name: z.string(),
    type: z.string(),
    logo: z.string().nullable(),
  }),
  country: countrySchema,
  seasons: z.array(
    z.object({ year: z.number().int(), start: z.string(), end: z.string(), current: z.boolean() }),
  ),
});
export type LeagueEntry = z.infer<typeof leagueEntrySchema>;

export type TopList = 'topscorers' | 'topyellowcards' | 'topredcards';

export interface LeagueSeason {
  league: number;
  season: number;
}

export interface LiveSportSource {
  footballCountries(): Promise<Country[]>;
  footballLeagues(country: string): Promise<LeagueEntry[]>;
  footballSeasons(): Promise<number[]>;
  /**
   * A league season's fixtures in the season's kick-off order (a replayed one keeps its place); with
   * `date` (YYYY-MM-DD, Budapest) that day's only.
   */
  footballFixtures(query: LeagueSeason & { date?: string }): Promise<Fixture[]>;
  /** One fixture with its events, line-ups and statistics; null when unknown. */
  footballFixture(id: number): Promise<Fixture | null>;
  /** Fixtures under way now, of every league. */
  footballLive(): Promise<Fixture[]>;
  /** The groups' tables (one list per group). */
  footballStandings(query: LeagueSeason): Promise<StandingRow[][]>;
  footballTopList(list: TopList, query: LeagueSeason): Promise<TopScorerRow[]>;
  f1Races(season: number): Promise<F1Race[]>;
  /** Races under way now, of every season. */
  f1Live(): Promise<F1Race[]>;
  /** A race's classification, or (grid) its starting grid; empty when not known. */
  f1Result(raceId: number, options?: { grid?: boolean }): Promise<F1ResultRow[]>;
  f1Drivers(season: number): Promise<F1Driver[]>;
  f1Teams(season: number): Promise<F1Team[]>;
  f1DriverStandings(season: number): Promise<F1StandingRow[]>;
  f1ConstructorStandings(season: number): Promise<F1StandingRow[]>;
  f1Circuit(id: number): Promise<F1Circuit | null>;
  f1Team(id: number): Promise<F1Team | null>;
  f1Driver(id: number): Promise<F1Driver | null>;
  /** One Olympic Games (medal table, programme, Hungarian events) by its supplement slug; null when unknown. */
  olympics(slug: string): Promise<OlympicGames | null>;
}

/** The schema of each cache-API answer, by its path kind: the remote adapter and our API share them. */
export const answerSchemas = {
  countries: countrySchema,
  leagues: leagueEntrySchema,
  seasons: z.number().int(),
  fixtures: fixtureSchema,
  standings: z.array(standingRowSchema),
  topList: topScorerRowSchema,
  races: f1RaceSchema,
  result: f1ResultRowSchema,
  drivers: f1DriverSchema,
  teams: f1TeamSchema,
  standingsF1: f1StandingRowSchema,
  circuit: f1CircuitSchema,
  olympics: olympicGamesSchema,
} as const;
