// The data of a supplement's football tab (issue 15; SPEC sections 2 and 9), read through the live-sport
// port: every match by day, the results, the group tables, or the top lists. Matches travel without
// their events and line-ups (the football page shows those). A failing source gives 'unavailable'.
// Data names reach the page in Hungarian (issue 27 item 4).
import { sportNameHu } from '../i18n/sportNames.hu';
import { matchDay, matchPhase } from '../rules/football';
import type { FootballSupplementView } from '../routing/supplements';
import type { Fixture } from '../schemas/football';
import { getLiveSport } from '../sport/getLiveSport';
import type { LiveSportSource } from '../sport/liveSport';
import { localizeFixture, localizeStandingRow, localizeTopRow } from '../view/sportNames';
import type { SupplementFootball } from '../view/supplementFootball';
import { roundHeader } from './footballPageProps';
import { log } from '@/lib/observability/log';

const DETAILS = new Set(['events', 'lineups', 'statistics', 'predictions']);

/** A match without its events, line-ups and statistics (page data carries no undefined values). */
function withoutDetails(fixture: Fixture): Fixture {
  return Object.fromEntries(
    Object.entries(fixture).filter(([key]) => !DETAILS.has(key)),
  ) as Fixture;
}

export async function supplementFootball(
  view: FootballSupplementView,
  { league, season }: { league: number; season: number },
  source: LiveSportSource = getLiveSport(),
): Promise<SupplementFootball> {
  try {
    if (view === 'standings') {
      return {
        kind: 'standings',
        table: {
          kind: 'standings',
          groups: (await source.footballStandings({ league, season })).map((rows) =>
            rows.map((row) => localizeStandingRow(row, sportNameHu)),
          ),
        },
      };
    }
    if (view === 'toplists') {
      const [gol, sarga, piros] = await Promise.all(
        (['topscorers', 'topyellowcards', 'topredcards'] as const).map((list) =>
          source
            .footballTopList(list, { league, season })
            .then((rows) => rows.map((row) => localizeTopRow(row, sportNameHu))),
        ),
      );
      return {
        kind: 'toplists',
        tables: [
          { kind: 'top', tab: 'gol', rows: gol! },
          { kind: 'top', tab: 'sarga', rows: sarga! },
          { kind: 'top', tab: 'piros', rows: piros! },
        ],
      };
    }
    const all = await source.footballFixtures({ league, season });
    const days = new Map<string, Array<{ fixture: (typeof all)[number]; header: string | null }>>();
    all.forEach((fixture, index) => {
      if (view === 'results' && matchPhase(fixture.fixture.status.short) !== 'finished') return;
      const day = matchDay(fixture.fixture.timestamp);
      const lean = localizeFixture(withoutDetails(fixture), sportNameHu);
      const list = days.get(day) ?? [];
      list.push({ fixture: lean, header: roundHeader(fixture, league, index) });
      days.set(day, list);
    });
    const ordered = [...days.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    return {
      kind: view,
      league,
      season,
      days: (view === 'results' ? ordered.reverse() : ordered).map(([day, matches]) => ({
        day,
        matches,
      })),
    };
  } catch (error) {
    log.error('supplement football tab: live-score source failed', { error: error });
    return { kind: 'unavailable' };
  }
}
