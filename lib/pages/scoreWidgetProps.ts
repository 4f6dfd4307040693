// The front page's score widget (issue 32): shown when the common data's componentSetup.livescore is
// on and the 'livescore-pp-dashboard' unique is active and meant for the front page. It lists the
// football matches under way, the day's matches (Budapest) of the dashboard's league seasons and the
// matches the editors picked when played today, in kick-off order, and the Formula 1 races under way,
// each linking to its page. Read through the live-sport port; a failing source is logged and the
// widget says so (SPEC section 8), the front page renders either way.
import type { ContentSource } from '../content/contentSource';
import { getSharedData } from '../content/services/sharedData';
import { sportText } from '../i18n/sport.hu';
import { sportNameHu } from '../i18n/sportNames.hu';
import { log } from '../observability/log';
import { matchDay, matchPhase, shouldRefreshFixture } from '../rules/football';
import { paths } from '../routing/paths';
import type { Fixture } from '../schemas/football';
import { livescoreDashboardSchema, uniqueSchema } from '../schemas/misc';
import type { LiveSportSource } from '../sport/liveSport';
import { lapsText } from '../view/f1Laps';
import { matchStatus, scoreText } from '../view/matchStatus';
import type { ScoreWidgetView } from '../schemas/scoreWidget';
import { localizeFixture, localizeRace } from '../view/sportNames';

export const SCORE_WIDGET_UNIQUE = 'livescore-pp-dashboard';

/** The dashboard from the stored uniques, when the front page shows it; null otherwise. */
export function frontPageDashboard(uniques: unknown, componentSetup: Record<string, unknown>) {
  if (componentSetup.livescore !== true) return null;
  const stored = uniqueSchema
    .array()
    .safeParse(uniques)
    .data?.find((unique) => unique.slug === SCORE_WIDGET_UNIQUE);
  const dashboard = livescoreDashboardSchema.safeParse(stored?.content);
  if (stored && !dashboard.success) log.warn(`${SCORE_WIDGET_UNIQUE}: not a dashboard`);
  return dashboard.success && dashboard.data.active && dashboard.data.showOnFrontpage
    ? dashboard.data
    : null;
}

function matchHref(fixture: Fixture): string {
  return paths.football({
    liga: fixture.league.id,
    szezon: fixture.league.season ?? null,
    nap: matchDay(fixture.fixture.timestamp),
    meccs: fixture.fixture.id,
  });
}

const texts = (note: string | null) => ({
  football: sportText('football.title'),
  f1: sportText('f1.title'),
  live: sportText('football.live'),
  note,
});

export async function scoreWidget(
  source: LiveSportSource,
  dashboard: { title: string; leagues: Array<{ id: number; season: number }>; fixtures: number[] },
  now = Date.now(),
): Promise<ScoreWidgetView> {
  const today = matchDay(now / 1000);
  try {
    const [live, ofLeagues, picked, races] = await Promise.all([
      source.footballLive(),
      Promise.all(
        dashboard.leagues.map(({ id, season }) =>
          source.footballFixtures({ league: id, season, date: today }),
        ),
      ),
      Promise.all(dashboard.fixtures.map((id) => source.footballFixture(id))),
      source.f1Live(),
    ]);
    const todays = [...ofLeagues.flat(), ...picked].filter(
      (fixture): fixture is Fixture =>
        fixture !== null && matchDay(fixture.fixture.timestamp) === today,
    );
    const byId = new Map<number, Fixture>();
    for (const fixture of [...live, ...todays]) byId.set(fixture.fixture.id, fixture);
    const listed = [...byId.values()]
      .filter((fixture) => matchPhase(fixture.fixture.status.short) !== 'endedWithoutPlay')
      .sort((a, b) => a.fixture.timestamp - b.fixture.timestamp);
    const matches = listed.map((found) => {
      const fixture = localizeFixture(found, sportNameHu);
      const status = matchStatus(fixture);
      return {
        id: fixture.fixture.id,
        home: fixture.teams.home.name,
        away: fixture.teams.away.name,
        score: scoreText(fixture),
        status: status.text,
        live: status.live,
        href: matchHref(fixture),
      };
    });
    return {
      title: dashboard.title,
      matches,
      changing:
        races.length > 0 || listed.some((f) => shouldRefreshFixture(f.fixture.status.short)),
      races: races.map((found) => {
        const race = localizeRace(found, sportNameHu);
        return {
          id: race.id,
          name: `${race.competition.name} – ${sportText(race.type === 'Sprint' ? 'f1.session.Sprint' : 'f1.session.Race')}`,
          laps: lapsText(race),
          href: paths.f1({ szezon: race.season ?? Number(race.date.slice(0, 4)), futam: race.id }),
        };
      }),
      unavailable: false,
      texts: texts(matches.length || races.length ? null : sportText('football.noMatches')),
    };
  } catch (error) {
    log.error('front page: live-score source failed', { error });
    return {
      title: dashboard.title,
      matches: [],
      races: [],
      unavailable: true,
      changing: false,
      texts: texts(sportText('sport.unavailable')),
    };
  }
}

/** The score widget the front page shows, read on its own (its poll); null when the page shows none. */
export async function frontPageScoreWidget(
  source: ContentSource,
  sport: LiveSportSource,
): Promise<ScoreWidgetView | null> {
  const [shared, uniques] = await Promise.all([
    getSharedData(source),
    source.getDocument('uniques'),
  ]);
  const dashboard = frontPageDashboard(uniques, shared.componentSetup);
  return dashboard ? scoreWidget(sport, dashboard) : null;
}
