// The laps of a Formula 1 race as the calendar, a race weekend and the front page's score widget show them: 'current/total kör' while
// the race is live (SPEC section 4), the total otherwise, nothing when the data has no total.
import { sportText } from '@/lib/i18n/sport.hu';
import type { F1Race } from '@/lib/schemas/f1';

export function lapsText(race: F1Race): string {
  const { current, total } = race.laps;
  if (total === null) return '';
  return race.status === 'Live' && current !== null
    ? sportText('f1.laps', { current, total })
    : sportText('f1.lapsTotal', { total });
}
