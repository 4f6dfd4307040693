// What the football page (/sport/foci, issue 15) renders: its selection (the URL's parameters, SPEC
// section 2) and the data for it, built on the server (lib/pages/footballPageProps.ts).
import type { Fixture, StandingRow, TopScorerRow } from '../schemas/football';
import type { FootballTab } from '../rules/football';
import type { ShellData } from './shellData';
import type { SportNameMap } from './sportNames';

export interface FootballSelection {
  country: string;
  league: number;
  season: number;
  tab: FootballTab;
  /** YYYY-MM-DD (Budapest), or null when the season has no match days. */
  day: string | null;
  /** The selected fixture's id, or null (meccs=0 or absent). */
  match: number | null;
}

export type FootballTable =
  | { kind: 'standings'; groups: StandingRow[][] }
  | { kind: 'top'; tab: Exclude<FootballTab, 'tabella'>; rows: TopScorerRow[] };

export interface FootballView {
  selection: FootballSelection;
  /** The country choice: the data's name is the value (the orszag parameter), the label Hungarian. */
  countries: Array<{ value: string; label: string }>;
  leagues: Array<{ id: number; name: string }>;
  seasons: number[];
  previousDay: string | null;
  nextDay: string | null;
  /** The day's fixtures, each with the round header shown above it (SPEC section 9), if any. */
  fixtures: Array<{ fixture: Fixture; header: string | null }>;
  table: FootballTable;
  detail: Fixture | null;
  /** The live-score source failed or timed out: the page says so instead of showing data. */
  unavailable: boolean;
  /** The Hungarian names the browser applies to polled fixtures (the livescore API sends English). */
  names: SportNameMap;
}

export interface FootballPageProps {
  shell: ShellData;
  view: FootballView;
}
