// getServerSideProps of the Formula 1 page (/sport/forma-1; issue 15, SPEC sections 2, 4, 5 and 8):
// oldal, szezon, verseny (used only if it names a known race's competition), futam (negative: the
// starting grid), csapat, versenyzo; the default race and competition of SPEC section 4. A failing
// source is logged and the page renders its note, never a 5xx. Data names reach the page in Hungarian
// (issue 27 item 4), with the ones the browser needs for its race polls recorded into the props.
import type { GetServerSideProps } from 'next';
import { SPORT_PAGE_CACHE_CONTROL } from '../cachePolicy';
import { pageReplayClock } from '../http/replayClock';
import { pageQueryText } from './pageQuery';
import { sportNameHu } from '../i18n/sportNames.hu';
import { competitionParam, defaultCompetition, defaultRace, raceParam } from '../rules/f1';
import { renderModeOf } from '../routing/renderMode';
import { getLiveSport } from '../sport/getLiveSport';
import type { LiveSportSource } from '../sport/liveSport';
import { F1_TABS, type F1PageProps, type F1Tab, type F1View } from '../view/f1';
import {
  localizeCircuit,
  localizeDriver,
  localizeF1Team,
  localizeRace,
  recordSportNames,
} from '../view/sportNames';
import { loadShell } from './loadShell';
import { log } from '@/lib/observability/log';

/** The season the page opens on (the demo's; the remote source may know later ones). */
export const F1_DEFAULT_SEASON = 2024;

const wholeOrNull = (text: string | undefined) =>
  text && /^\d{1,12}$/.test(text) && Number(text) > 0 ? Number(text) : null;

export async function f1View(
  source: LiveSportSource,
  query: Record<string, string | string[] | undefined>,
  now = Date.now(),
): Promise<F1View> {
  const param = (name: string) => pageQueryText(query[name], 50);
  const tabText = param('oldal');
  const tab: F1Tab = F1_TABS.includes(tabText as F1Tab) ? (tabText as F1Tab) : 'versenynaptar';
  const seasonText = param('szezon');
  const season =
    seasonText && /^(19|20)\d{2}$/.test(seasonText) ? Number(seasonText) : F1_DEFAULT_SEASON;
  const base = {
    tab,
    season,
    team: wholeOrNull(param('csapat')),
    driver: wholeOrNull(param('versenyzo')),
  };
  try {
    const races = await source.f1Races(season);
    // SPEC section 5: verseny counts only if it names a known race's competition.
    const picked = raceParam(param('futam'), races);
    const competition =
      competitionParam(param('verseny'), races) ??
      picked?.race.competition ??
      defaultCompetition(races, now) ??
      null;
    const ofCompetition = races.filter((r) => r.competition.id === competition?.id);
    const race =
      picked?.race ??
      ofCompetition.find((r) => r.type === 'Race') ??
      (competition ? null : defaultRace(races));
    const grid = picked?.grid ?? false;
    const [circuit, result, teams, drivers, standings] = await Promise.all([
      race ? source.f1Circuit(race.circuit.id) : null,
      race ? source.f1Result(race.id, { grid }) : [],
      tab === 'csapatok' ? source.f1Teams(season) : [],
      tab === 'versenyzok' ? source.f1Drivers(season) : [],
      tab === 'pontverseny'
        ? source.f1DriverStandings(season)
        : tab === 'konstruktor'
          ? source.f1ConstructorStandings(season)
          : [],
    ]);
    const { translate, names } = recordSportNames(sportNameHu);
    return {
      selection: {
        ...base,
        competition: competition?.id ?? null,
        race: race?.id ?? null,
        grid,
      },
      seasons: [season],
      races: races.map((entry) => localizeRace(entry, translate)),
      // Only the races are polled: the other names need not travel in the props twice.
      circuit: circuit ? localizeCircuit(circuit, sportNameHu) : null,
      result,
      teams: teams.map((team) => localizeF1Team(team, sportNameHu)),
      drivers: drivers.map((driver) => localizeDriver(driver, sportNameHu)),
      standings,
      unavailable: false,
      names,
    };
  } catch (error) {
    log.error('Formula 1 page: live-score source failed', { error: error });
    return {
      selection: { ...base, competition: null, race: null, grid: false },
      seasons: [season],
      races: [],
      circuit: null,
      result: [],
      teams: [],
      drivers: [],
      standings: [],
      unavailable: true,
      names: {},
    };
  }
}

export const f1PageProps: GetServerSideProps<F1PageProps> = async ({ query, req, res }) => {
  const replay = pageReplayClock(req, res);
  const props = {
    shell: await loadShell({ renderMode: renderModeOf(query), headerSearch: null }),
    view: await f1View(getLiveSport(replay.now), query),
  };
  // Only a page that rendered may be kept by shared caches.
  res.setHeader('Cache-Control', replay.cacheControl(SPORT_PAGE_CACHE_CONTROL));
  return { props };
};
