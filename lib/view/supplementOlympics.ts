// The Olympic tabs of a supplement (SPEC section 2: tokio-2020 and parizs-2024's Éremtáblázat,
// Menetrend and Magyar események), as the supplement page renders them.
import type { HungarianEvent, MedalRow, ScheduleDay } from '../schemas/olympics';

export interface MedalCount {
  gold: number;
  silver: number;
  bronze: number;
}

export type SupplementOlympics =
  | { kind: 'medals'; title: string; rows: MedalRow[] }
  | { kind: 'schedule'; title: string; city: string; days: ScheduleDay[] }
  | {
      kind: 'hungarian';
      title: string;
      /** Hungary's medals at these Games. */
      medals: MedalCount;
      /** Day by day, in order. */
      days: Array<{ date: string; events: HungarianEvent[] }>;
    }
  | { kind: 'unavailable' };

export type OlympicView = Exclude<SupplementOlympics['kind'], 'unavailable'>;
