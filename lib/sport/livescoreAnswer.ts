// Runs a parsed live-score call against the port and says how long shared caches may keep the answer:
// a few seconds while anything in it is live (the 15 s polls of a thousand readers then cost the
// instance one render per few seconds), longer for settled data.
import { matchPhase } from '../rules/football';
import type { LivescoreCall } from './livescorePaths';
import type { LiveSportSource } from './liveSport';
import { ANSWER_LIFETIME_SECONDS } from '../cachePolicy';

export interface LivescoreAnswer {
  response: unknown[];
  maxAge: number;
}

function isLive(item: unknown): boolean {
  if (item === null || typeof item !== 'object') return false;
  const fixture = (item as { fixture?: { status?: { short?: unknown } } }).fixture;
  // A halted match (suspended, interrupted) may go on any minute: kept as briefly as a live one.
  if (typeof fixture?.status?.short === 'string')
    return ['live', 'halted'].includes(matchPhase(fixture.status.short));
  return (item as { status?: unknown }).status === 'Live';
}

async function run(source: LiveSportSource, call: LivescoreCall): Promise<unknown[]> {
  const one = (value: unknown) => (value === null ? [] : [value]);
  switch (call.kind) {
    case 'countries':
      return source.footballCountries();
    case 'leagues':
      return source.footballLeagues(call.country);
    case 'seasons':
      return source.footballSeasons();
    case 'fixture':
      return one(await source.footballFixture(call.id));
    case 'fixtures':
      return source.footballFixtures(call);
    case 'live':
      if (call.sport === 'football') return source.footballLive();
      return source.f1Live();
    case 'standings':
      return source.footballStandings(call);
    case 'topList':
      return source.footballTopList(call.list, call);
    case 'races':
      return source.f1Races(call.season);
    case 'result':
      return source.f1Result(call.raceId, { grid: call.grid });
    case 'drivers':
      return source.f1Drivers(call.season);
    case 'teams':
      return source.f1Teams(call.season);
    case 'driverStandings':
      return source.f1DriverStandings(call.season);
    case 'constructorStandings':
      return source.f1ConstructorStandings(call.season);
    case 'circuit':
      return one(await source.f1Circuit(call.id));
    case 'team':
      return one(await source.f1Team(call.id));
    case 'driver':
      return one(await source.f1Driver(call.id));
    case 'olympics':
      return one(await source.olympics(call.slug));
  }
}

export async function livescoreAnswer(
  source: LiveSportSource,
  call: LivescoreCall,
): Promise<LivescoreAnswer> {
  const response = await run(source, call);
  const live = call.kind === 'live' || response.some(isLive);
  return {
    response,
    maxAge: live ? ANSWER_LIFETIME_SECONDS.scoresLive : ANSWER_LIFETIME_SECONDS.scoresSettled,
  };
}
