// What of an election each election tab, the data page and the election box show (issue 31): the
// loader trims the page's props with it, and the browser trims each polled answer of a running count
// the same way (lib/rules/elections.ts cutElection).
import type { ElectionSettings, ElectionTabKind } from '../routing/supplements';
import type { ElectionCut } from '../rules/elections';

export type ElectionPart = ElectionTabKind | 'data' | 'box' | 'frame';

export function electionCut(
  part: ElectionPart,
  settings: ElectionSettings,
  area: readonly string[] = [],
): ElectionCut {
  const none = { races: [], areas: 'none' } as const;
  switch (part) {
    case 'turnout':
      return { races: settings.mapRaces, areas: 'turnout' };
    case 'constituencies':
      return { races: settings.mapRaces, areas: 'leaders' };
    case 'lists':
      return { races: settings.seatRaces, areas: 'leaders' };
    case 'map':
    case 'frame':
      return {
        races: [...settings.mapRaces, settings.headlineRace],
        areas: 'leaders',
        headline: settings.headlineRace,
      };
    case 'guide':
      return { ...none, guide: true };
    case 'partyLists':
      return { races: settings.seatRaces, areas: 'none', lists: true };
    case 'groups':
      return { races: settings.seatRaces, areas: 'none', groups: true };
    case 'seats':
      return { races: settings.seatRaces, areas: 'leaders', lists: true, groups: true };
    case 'data':
      return { races: 'all', areas: 'all', within: area.join('/') };
    case 'box':
      return { races: [settings.headlineRace], areas: 'withoutNational' };
    case 'prediction':
      return none;
  }
}
