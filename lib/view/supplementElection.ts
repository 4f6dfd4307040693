// What an election tab of a supplement renders (issue 31; SPEC section 2): the election as counted when
// the page was made (trimmed to what the tab shows; a running count is followed in the browser), the
// map's layout where the tab draws one, and the embedded map's address on the Adatok tab.
import type { MapLayout } from '../elections/maps/mapLayout';
import type { Election } from '../schemas/elections';
import type { PredictionGameTeaser } from './predictionPage';
import type { ElectionSettings, ElectionTabKind } from '../routing/supplements';

export interface ElectionFrame {
  /** The embeddable map's address (ours, or ELECTION_MAP_URL's), with the path and hideMore=1. */
  src: string;
  /** Its origin: the only one whose messages the page acts on; null: this site's own. */
  origin: string | null;
  /** The map's width over its height: the frame's box before it says its height. */
  aspectRatio: number;
}

export interface SupplementElection {
  kind: 'election';
  tab: ElectionTabKind | 'data';
  /** The supplement's slug (the election's id). */
  supplement: string;
  settings: ElectionSettings;
  election: Election;
  /** The sub-tab (Országos listák: partok, nemzetisegek). */
  subTab: string | null;
  /** The map the tab draws (Választókerületek, the data pages); null elsewhere. */
  layout: MapLayout | null;
  /** Adatok: the embedded map. */
  frame: ElectionFrame | null;
  /** A data page's path below /adatok/ ([county, constituency], [state]...); [] elsewhere. */
  area: string[];
  /** Tippjáték: the supplement's prediction game; null elsewhere (or when it has none). */
  prediction: PredictionGameTeaser | null;
}

/** The sidebar of an election supplement: the election box and the EU-funding notice. */
export interface ElectionSidebar {
  /** The headline race only; null without a box. */
  box: Election | null;
  euFunding: boolean;
}
