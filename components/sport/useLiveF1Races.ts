// The Formula 1 page's live refresh (SPEC sections 4 and 9): the season's races are polled every 15 s
// through the one polling hook while one of them is live, and the poll stops when none is. Until an
// answer comes, the server's races stand. The livescore API answers with the data's English names:
// polled races get the Hungarian names the server recorded.
import { F1_REFRESH_MS } from '@/lib/constants';
import { usePoll } from '@/lib/hooks/usePoll';
import { f1RaceSchema, type F1Race } from '@/lib/schemas/f1';
import { livescoreAnswer } from '@/lib/schemas/livescoreAnswer';
import type { F1View } from '@/lib/view/f1';
import { localizeRace, lookupSportName } from '@/lib/view/sportNames';
import { log } from '@/lib/observability/log';

const racesAnswer = livescoreAnswer(f1RaceSchema);

export function useLiveF1Races(view: F1View): F1Race[] {
  const poll = usePoll({
    url: `/api/livescore/formula-1/races/${view.selection.season}`,
    schema: racesAnswer,
    intervalMs: (latest) =>
      (latest?.response ?? view.races).some((race) => race.status === 'Live') ? F1_REFRESH_MS : 0,
    onError: (error) => log.warn('races not refreshed', { error: error }),
  });
  const polled = poll.data?.response;
  const translate = lookupSportName(view.names);
  return polled ? polled.map((race) => localizeRace(race, translate)) : view.races;
}
