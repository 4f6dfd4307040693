// A prediction game's result (issue 31 item 6): written into the game (a match), or read from the
// election-data port's answer (lib/elections/electionData.ts). A game is scored only when its result is
// final: the election's count is 'final', or the inline result is there. Pure: the caller reads the
// election and passes it in.
//
// From an election (the game's source names the election and a race):
// - a share question's result is its party's votes in the race's national results as a share of all
//   the votes of the source's vote races (default: the race alone), in percent with one decimal;
// - a count question's result is its party's seats summed over the source's seat races (default: the
//   race alone). A race's seats are its national results' `seats` where the race gives them (a list
//   vote, the electoral college), else, for a single-member race, the areas whose winner (the first
//   line) is the party.
// Anything the election cannot answer (a party it does not have, a race without national results, a
// question naming no party) leaves the game unscored rather than scored against a wrong figure.
import type { Election, Race } from '../schemas/elections';
import type {
  PredictionGame,
  PredictionQuestion,
  PredictionValues,
} from '../schemas/predictionGame';

/** The election a game's result comes from, or null when the result is written into the game. */
export function resultElection(game: Pick<PredictionGame, 'source'>): string | null {
  return 'election' in game.source ? game.source.election : null;
}

const votesOf = (race: Race) =>
  (race.national?.results ?? []).reduce((sum, line) => sum + line.votes, 0);

/**
 * The party's votes in the race's national results, as a percentage (1 decimal) of all the votes of
 * `whole` (the race, or the races counted together); null when a race of `whole` has no results.
 */
function shareOf(race: Race, party: string, whole: readonly (Race | undefined)[]): number | null {
  if (whole.some((counted) => !counted?.national)) return null;
  const total = whole.reduce((sum, counted) => sum + votesOf(counted!), 0);
  const own = (race.national?.results ?? []).filter((line) => line.party === party);
  if (!total || !own.length) return null;
  const votes = own.reduce((sum, line) => sum + line.votes, 0);
  return Math.round((votes / total) * 1000) / 10;
}

/** The party's seats in one race, or null when the race does not say. */
function seatsIn(race: Race, party: string): number | null {
  const lines = race.national?.results ?? [];
  if (lines.some((line) => line.seats !== null)) {
    return lines
      .filter((line) => line.party === party)
      .reduce((sum, line) => sum + (line.seats ?? 0), 0);
  }
  if (race.kind === 'single' && race.areas.length) {
    return race.areas.filter((area) => area.results[0]?.party === party).length;
  }
  return null;
}

const raceOf = (election: Election, id: string) =>
  election.races.find((candidate) => candidate.id === id);

function questionResult(
  question: PredictionQuestion,
  election: Election,
  race: Race,
  { seatRaces, voteRaces }: { seatRaces: readonly string[]; voteRaces: readonly string[] },
): number | null {
  if (question.kind === 'choice' || !question.party) return null;
  const party = question.party;
  if (!election.parties.some((known) => known.id === party)) return null;
  if (question.kind === 'share') {
    return shareOf(
      race,
      party,
      voteRaces.map((id) => raceOf(election, id)),
    );
  }
  let seats = 0;
  for (const id of seatRaces) {
    const seatRace = raceOf(election, id);
    const own = seatRace ? seatsIn(seatRace, party) : null;
    if (own === null) return null;
    seats += own;
  }
  return seats;
}

/**
 * The game's final result by question id, or null while there is none: the inline result, or the
 * election's when its count is final and it answers every question.
 */
export function gameResult(
  game: Pick<PredictionGame, 'questions' | 'source'>,
  election: Election | null,
): PredictionValues | null {
  const { source } = game;
  if ('result' in source) return source.result;
  if (!election || election.id !== source.election || election.count.status !== 'final') {
    return null;
  }
  const race = raceOf(election, source.race);
  if (!race) return null;
  const counted = {
    seatRaces: source.seatRaces ?? [source.race],
    voteRaces: source.voteRaces ?? [source.race],
  };
  const result: PredictionValues = {};
  for (const question of game.questions) {
    const value = questionResult(question, election, race, counted);
    if (value === null) return null;
    result[question.id] = value;
  }
  return result;
}
