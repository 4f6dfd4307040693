// The football page's live refresh (SPEC sections 4 and 9): the day's fixtures and the selected match
// are polled every 15 s through the one polling hook while any of them can still change today; a
// finished match stops its poll. Until an answer comes, the server's data stands. The livescore API
// answers with the data's English names: polled fixtures get the Hungarian names the server recorded.
import { MATCH_REFRESH_MS } from '@/lib/constants';
import { usePoll } from '@/lib/hooks/usePoll';
import { matchDay, shouldRefreshFixture } from '@/lib/rules/football';
import { fixtureSchema, type Fixture } from '@/lib/schemas/football';
import { livescoreAnswer } from '@/lib/schemas/livescoreAnswer';
import type { FootballView } from '@/lib/view/football';
import { localizeFixture, lookupSportName } from '@/lib/view/sportNames';
import { log } from '@/lib/observability/log';

const answer = livescoreAnswer(fixtureSchema);

/** Whether a fixture may still change (not finished) and is played today. */
function changing(fixture: Fixture, today: string): boolean {
  return (
    shouldRefreshFixture(fixture.fixture.status.short) &&
    matchDay(fixture.fixture.timestamp) === today
  );
}

export function useLiveFootball(view: FootballView) {
  const { league, season, day } = view.selection;
  const serverFixtures = view.fixtures.map((entry) => entry.fixture);
  // Asked by the polling hook between polls (not while rendering): today is read each time.
  const interval = (list: Fixture[]) => {
    const today = matchDay(Date.now() / 1000);
    return list.some((f) => changing(f, today)) ? MATCH_REFRESH_MS : 0;
  };

  const dayPoll = usePoll({
    url: day ? `/api/livescore/football/fixtures/${league}/${season}/all/${day}` : null,
    schema: answer,
    intervalMs: (latest) => interval(latest?.response ?? serverFixtures),
    onError: (error) => log.warn('live scores not refreshed', { error: error }),
  });
  const detailPoll = usePoll({
    url: view.detail ? `/api/livescore/football/fixtures/${view.detail.fixture.id}` : null,
    schema: answer,
    intervalMs: (latest) => interval(latest?.response ?? (view.detail ? [view.detail] : [])),
    onError: (error) => log.warn('match not refreshed', { error: error }),
  });

  const translate = lookupSportName(view.names);
  const latest = dayPoll.data?.response;
  const byId = new Map((latest ?? []).map((f) => [f.fixture.id, f]));
  const polledDetail = detailPoll.data?.response[0];
  return {
    fixtures: view.fixtures.map((entry) => {
      const polled = byId.get(entry.fixture.fixture.id);
      return { ...entry, fixture: polled ? localizeFixture(polled, translate) : entry.fixture };
    }),
    detail: polledDetail ? localizeFixture(polledDetail, translate) : view.detail,
  };
}
