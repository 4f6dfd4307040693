// The remote live-sport adapter: a live-score cache API at LIVESCORE_API_URL speaking SPEC section 7's
// /livescore/{sport}/... paths (our own /api/livescore/... is one). Every answer is validated; a slow or
// failing source is an UpstreamError (the pages log it and show their "no data" text, SPEC section 8).
import { z } from 'zod';
import { getUpstreamJson } from '../http/upstreamJson';
import { livescoreAnswer } from '../schemas/livescoreAnswer';
import { answerSchemas, type LiveSportSource } from './liveSport';

/** A live-score answer slower than this counts as a failure (the page renders without it). */
export const LIVESCORE_TIMEOUT_MS = 3_000;

export function createRemoteSport(
  baseUrl: string,
  { timeoutMs = LIVESCORE_TIMEOUT_MS }: { timeoutMs?: number } = {},
): LiveSportSource {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

  /** `item` is zod or zod/mini (the football and Formula 1 schemas, which the pages read too). */
  async function list<T extends z.core.$ZodType>(
    pathname: string,
    item: T,
  ): Promise<Array<z.output<T>>> {
    const answer = await getUpstreamJson(
      'livescore',
      new URL(pathname, base),
      livescoreAnswer(item),
      timeoutMs,
    );
    return answer ? (answer.response as Array<z.output<T>>) : [];
  }
  const first = async <T extends z.core.$ZodType>(pathname: string, item: T) =>
    (await list(pathname, item))[0] ?? null;
  const seg = (value: string | number) => encodeURIComponent(String(value));

  return {
    footballCountries: () => list('livescore/football/countries', answerSchemas.countries),
    footballLeagues: (country) =>
      list(`livescore/football/leagues/${seg(country)}`, answerSchemas.leagues),
    footballSeasons: () => list('livescore/football/seasons', answerSchemas.seasons),
    footballFixtures: ({ league, season, date }) =>
      list(
        `livescore/football/fixtures/${seg(league)}/${seg(season)}/${seg(date ?? 'all')}`,
        answerSchemas.fixtures,
      ),
    footballFixture: (id) =>
      first(`livescore/football/fixtures/${seg(id)}`, answerSchemas.fixtures),
    footballLive: () => list('livescore/football/live', answerSchemas.fixtures),
    footballStandings: ({ league, season }) =>
      list(`livescore/football/standings/${seg(league)}/${seg(season)}`, answerSchemas.standings),
    footballTopList: (which, { league, season }) =>
      list(`livescore/football/${which}/${seg(league)}/${seg(season)}`, answerSchemas.topList),
    f1Races: (season) => list(`livescore/formula-1/races/${seg(season)}`, answerSchemas.races),
    f1Live: () => list('livescore/formula-1/live', answerSchemas.races),
    f1Result: (raceId, { grid = false } = {}) =>
      list(`livescore/formula-1/result/${seg(grid ? -raceId : raceId)}`, answerSchemas.result),
    f1Drivers: (season) =>
      list(`livescore/formula-1/drivers/${seg(season)}`, answerSchemas.drivers),
    f1Teams: (season) => list(`livescore/formula-1/teams/${seg(season)}`, answerSchemas.teams),
    f1DriverStandings: (season) =>
      list(`livescore/formula-1/rankings/drivers/${seg(season)}`, answerSchemas.standingsF1),
    f1ConstructorStandings: (season) =>
      list(`livescore/formula-1/rankings/teams/${seg(season)}`, answerSchemas.standingsF1),
    f1Circuit: (id) => first(`livescore/formula-1/circuit/${seg(id)}`, answerSchemas.circuit),
    f1Team: (id) => first(`livescore/formula-1/team/${seg(id)}`, answerSchemas.teams),
    f1Driver: (id) => first(`livescore/formula-1/driver/${seg(id)}`, answerSchemas.drivers),
    olympics: (slug) => first(`livescore/olympics/games/${seg(slug)}`, answerSchemas.olympics),
  };
}
