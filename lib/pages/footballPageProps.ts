// getServerSideProps of the football page (/sport/foci; issue 15, SPEC sections 2, 4, 8 and 9): the
// URL's selection (orszag, liga, szezon, oldal, nap, meccs; anything unknown falls back to the default
// view), read through the live-sport port. A failing or slow source is logged and the page renders
// with its "unavailable" note (SPEC section 8), never a 5xx. Data names reach the page in Hungarian
// (issue 27 item 4), with the few the browser needs for its polls recorded into the props.
import type { GetServerSideProps } from 'next';
import { SPORT_PAGE_CACHE_CONTROL } from '../cachePolicy';
import { pageReplayClock } from '../http/replayClock';
import { SUPPLEMENT_FOOTBALL } from '../constants';
import { sportText, type SportKey } from '../i18n/sport.hu';
import { SPORT_NAMES_HU, sportNameHu } from '../i18n/sportNames.hu';
import { pageQueryText } from './pageQuery';
import {
  matchDay as dayOf,
  defaultMatchDay,
  footballTab,
  isMatchdayHeader,
  neighbourDays,
  roundName,
} from '../rules/football';
import { renderModeOf } from '../routing/renderMode';
import type { Fixture } from '../schemas/football';
import { getLiveSport } from '../sport/getLiveSport';
import type { LiveSportSource, TopList } from '../sport/liveSport';
import { isDay } from '../sport/livescorePaths';
import type { FootballPageProps, FootballTable, FootballView } from '../view/football';
import {
  localizeFixture,
  localizeStandingRow,
  localizeTopRow,
  recordSportNames,
} from '../view/sportNames';
import { loadShell } from './loadShell';
import { log } from '@/lib/observability/log';

const TOP_LIST_OF = {
  gol: 'topscorers',
  sarga: 'topyellowcards',
  piros: 'topredcards',
} as const satisfies Record<'gol' | 'sarga' | 'piros', TopList>;

/** The round header above the fixture at `index` of the season (SPEC section 9), in words. */
export function roundHeader(fixture: Fixture, league: number, index: number): string | null {
  if (!isMatchdayHeader(league, index)) return null;
  const round = roundName(fixture.league.round);
  // A matchday header spans every group's matches of that matchday.
  if (round.kind === 'group') return sportText('football.round.matchday', { n: round.matchday });
  if (round.kind === 'knockout') {
    const key: SportKey =
      round.stage === 'final' ? 'football.round.final' : `football.round.${round.stage}`;
    return sportText(key);
  }
  return round.text ? sportNameHu('round', round.text) : null;
}

const whole = (text: string | undefined, fallback: number) =>
  text && /^\d{1,12}$/.test(text) ? Number(text) : fallback;

export async function footballView(
  source: LiveSportSource,
  query: Record<string, string | string[] | undefined>,
  now = Date.now(),
): Promise<FootballView> {
  const param = (name: string) => pageQueryText(query[name], 100);
  const country = param('orszag')?.trim() || SUPPLEMENT_FOOTBALL.country;
  const league = whole(param('liga'), SUPPLEMENT_FOOTBALL.league);
  const seasonText = param('szezon');
  const season =
    seasonText && /^(19|20)\d{2}$/.test(seasonText)
      ? Number(seasonText)
      : SUPPLEMENT_FOOTBALL.season;
  const tab = footballTab(param('oldal'));
  const match = whole(param('meccs'), 0) || null;
  const requestedDay = param('nap');
  const base = { country, league, season, tab, match };
  const { translate, names } = recordSportNames(sportNameHu);
  try {
    const [countries, leagues, seasons, all] = await Promise.all([
      source.footballCountries(),
      source.footballLeagues(country),
      source.footballSeasons(),
      source.footballFixtures({ league, season }),
    ]);
    const days = [...new Set(all.map((f) => dayOf(f.fixture.timestamp)))];
    const start =
      league === SUPPLEMENT_FOOTBALL.league && season === SUPPLEMENT_FOOTBALL.season
        ? SUPPLEMENT_FOOTBALL.start
        : undefined;
    const day = isDay(requestedDay)
      ? requestedDay
      : defaultMatchDay(days, dayOf(now / 1000), start);
    const around = day ? neighbourDays(days, day) : { previous: null, next: null };
    const fixtures = all.flatMap((fixture, index) =>
      day && dayOf(fixture.fixture.timestamp) === day
        ? [
            {
              fixture: localizeFixture(fixture, translate),
              header: roundHeader(fixture, league, index),
            },
          ]
        : [],
    );
    const table: FootballTable =
      tab === 'tabella'
        ? {
            kind: 'standings',
            groups: (await source.footballStandings({ league, season })).map((rows) =>
              rows.map((row) => localizeStandingRow(row, translate)),
            ),
          }
        : {
            kind: 'top',
            tab,
            rows: (await source.footballTopList(TOP_LIST_OF[tab], { league, season })).map((row) =>
              localizeTopRow(row, translate),
            ),
          };
    const found = match ? await source.footballFixture(match) : null;
    const detail = found ? localizeFixture(found, translate) : null;
    // A match's statistics may first come with a poll: the browser gets their names beforehand.
    if (detail)
      for (const type of Object.keys(SPORT_NAMES_HU.statistic)) translate('statistic', type);
    return {
      selection: { ...base, day, match: detail ? match : null },
      countries: countries.map((c) => ({ value: c.name, label: translate('country', c.name) })),
      leagues: leagues.map((entry) => ({
        id: entry.league.id,
        name: translate('league', entry.league.name),
      })),
      seasons,
      previousDay: around.previous,
      nextDay: around.next,
      fixtures,
      table,
      detail,
      unavailable: false,
      names,
    };
  } catch (error) {
    log.error('football page: live-score source failed', { error: error });
    return {
      selection: { ...base, day: isDay(requestedDay) ? requestedDay : null, match: null },
      countries: [{ value: country, label: sportNameHu('country', country) }],
      leagues: [],
      seasons: [],
      previousDay: null,
      nextDay: null,
      fixtures: [],
      table: { kind: 'standings', groups: [] },
      detail: null,
      unavailable: true,
      names: {},
    };
  }
}

export const footballPageProps: GetServerSideProps<FootballPageProps> = async ({
  query,
  req,
  res,
}) => {
  const replay = pageReplayClock(req, res);
  const props = {
    shell: await loadShell({ renderMode: renderModeOf(query), headerSearch: null }),
    view: await footballView(getLiveSport(replay.now), query),
  };
  // Only a page that rendered may be kept by shared caches (an error after this line never is).
  // The live parts refresh in the browser.
  res.setHeader('Cache-Control', replay.cacheControl(SPORT_PAGE_CACHE_CONTROL));
  return { props };
};
