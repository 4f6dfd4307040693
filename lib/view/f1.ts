// What the Formula 1 page (/sport/forma-1, issue 15) renders: its selection (the URL's parameters,
// SPEC section 2) and the data for it, built on the server (lib/pages/f1PageProps.ts).
import type {
  F1Circuit,
  F1Driver,
  F1Race,
  F1ResultRow,
  F1StandingRow,
  F1Team,
} from '../schemas/f1';
import type { ShellData } from './shellData';
import type { SportNameMap } from './sportNames';

export const F1_TABS = [
  'versenynaptar',
  'csapatok',
  'versenyzok',
  'pontverseny',
  'konstruktor',
] as const;
export type F1Tab = (typeof F1_TABS)[number];

export interface F1Selection {
  tab: F1Tab;
  season: number;
  /** The competition (grand prix weekend) shown on the calendar. */
  competition: number | null;
  /** The race whose result (or, grid, starting grid) is shown. */
  race: number | null;
  grid: boolean;
  team: number | null;
  driver: number | null;
}

export interface F1View {
  selection: F1Selection;
  seasons: number[];
  races: F1Race[];
  circuit: F1Circuit | null;
  result: F1ResultRow[];
  teams: F1Team[];
  drivers: F1Driver[];
  standings: F1StandingRow[];
  unavailable: boolean;
  /** The Hungarian names the browser applies to polled races (the livescore API sends English). */
  names: SportNameMap;
}

export interface F1PageProps {
  shell: ShellData;
  view: F1View;
}
