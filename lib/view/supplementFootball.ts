// The football tabs of a supplement (SPEC section 2: Mérkőzések, Eredmények, Csoportok, Toplisták), as
// the supplement page renders them (lib/pages/supplementFootball.ts builds them on the server).
import type { Fixture } from '../schemas/football';
import type { FootballTable } from './football';

export type SupplementFootball =
  | {
      kind: 'fixtures' | 'results';
      league: number;
      season: number;
      /** Match days in order; each match with the round header shown above it (SPEC section 9). */
      days: Array<{ day: string; matches: Array<{ fixture: Fixture; header: string | null }> }>;
    }
  | { kind: 'standings'; table: FootballTable }
  | { kind: 'toplists'; tables: FootballTable[] }
  | { kind: 'unavailable' };
