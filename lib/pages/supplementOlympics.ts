// The data of a supplement's Olympic tab (issue 15; SPEC section 2), read through the live-sport port:
// the medal table, the programme day by day, or the Hungarian events with Hungary's medal count. A
// failing source or Games without data give 'unavailable' (the tab says so; SPEC section 8). The
// Olympic data names countries and cities in Hungarian already; the names still pass the sport-name
// dictionary (issue 27 item 4), so a source that sends English ones is translated too.
import { HUNGARY_NOC } from '../constants';
import { sportNameHu } from '../i18n/sportNames.hu';
import { getLiveSport } from '../sport/getLiveSport';
import type { LiveSportSource } from '../sport/liveSport';
import type { HungarianEvent } from '../schemas/olympics';
import { localizeMedalRow } from '../view/sportNames';
import type { MedalCount, OlympicView, SupplementOlympics } from '../view/supplementOlympics';
import { log } from '@/lib/observability/log';

/** Hungary's medals counted from its events (a team medal is one medal). */
export function countMedals(events: readonly HungarianEvent[]): MedalCount {
  const count: MedalCount = { gold: 0, silver: 0, bronze: 0 };
  for (const event of events) if (event.medal) count[event.medal] += 1;
  return count;
}

/** Events grouped by day, days and events in time order (an unknown time last). */
export function byDay(events: readonly HungarianEvent[]) {
  const days = new Map<string, HungarianEvent[]>();
  for (const event of events) days.set(event.date, [...(days.get(event.date) ?? []), event]);
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, list]) => ({
      date,
      events: [...list].sort((a, b) => (a.time ?? '99:99').localeCompare(b.time ?? '99:99')),
    }));
}

export async function supplementOlympics(
  view: OlympicView,
  slug: string,
  source: LiveSportSource = getLiveSport(),
): Promise<SupplementOlympics> {
  let games;
  try {
    games = await source.olympics(slug);
  } catch (error) {
    log.error('supplement Olympic tab: live-sport source failed', { error: error });
    return { kind: 'unavailable' };
  }
  if (!games) return { kind: 'unavailable' };
  switch (view) {
    case 'medals':
      return games.medals.length
        ? {
            kind: 'medals',
            title: games.title,
            rows: games.medals.map((row) => localizeMedalRow(row, sportNameHu)),
          }
        : { kind: 'unavailable' };
    case 'schedule':
      return games.schedule.length
        ? {
            kind: 'schedule',
            title: games.title,
            city: sportNameHu('city', games.city),
            days: games.schedule,
          }
        : { kind: 'unavailable' };
    case 'hungarian': {
      if (!games.hungarian.length) return { kind: 'unavailable' };
      const line = games.medals.find((row) => row.noc === HUNGARY_NOC);
      return {
        kind: 'hungarian',
        title: games.title,
        medals: line
          ? { gold: line.gold, silver: line.silver, bronze: line.bronze }
          : countMedals(games.hungarian),
        days: byDay(games.hungarian),
      };
    }
  }
}
