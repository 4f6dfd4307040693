// What the supplement page (/melleklet/{slug}/{tab?}, SPEC section 2) renders.
import type { CardItem } from './cardItem';
import type { EpisodeView } from './podcast';
import type { SearchTag } from '../schemas/search';
import type { ShellData } from './shellData';
import type { SupplementFootball } from './supplementFootball';
import type { SupplementOlympics } from './supplementOlympics';
import type { ElectionSidebar, SupplementElection } from './supplementElection';

export interface SupplementLink {
  href: string;
  /** null: the supplement's own article list ('Cikkek') or the unfiltered list ('Összes'). */
  label: string | null;
  active: boolean;
}

export type SupplementView =
  | {
      kind: 'articles';
      items: CardItem[];
      page: number;
      totalPages: number;
      /** Where the pages of this list live (the filter's query included). */
      basePath: string;
      /** The sub-filters (SPEC section 2), the unfiltered list first; empty when it has none. */
      filters: SupplementLink[];
      /** The search bar's protected tag: a search from here stays within the supplement. */
      searchTag: SearchTag | null;
    }
  | { kind: 'football'; data: SupplementFootball }
  | { kind: 'olympics'; data: SupplementOlympics }
  /** An election tab (issue 31), or 'unavailable' when the election-data source failed. */
  | { kind: 'election'; data: SupplementElection | { kind: 'unavailable' } }
  /** The election shows ('Műsorok'): podcast episodes about the supplement and its videos, newest first. */
  | { kind: 'shows'; episodes: EpisodeView[]; videos: CardItem[] };

export interface SupplementPageProps {
  shell: ShellData;
  renderedAt: number;
  slug: string;
  title: string;
  tabs: SupplementLink[];
  tabLabel: string | null;
  /** The chosen tab's sub-tabs (Országos listák: Pártok, Nemzetiségek); empty without. */
  subTabs: SupplementLink[];
  /** An election supplement's sidebar (the election box, the EU-funding notice); null for others. */
  sidebar: ElectionSidebar | null;
  view: SupplementView;
}
