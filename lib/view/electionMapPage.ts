// What the embeddable election map (/valasztasi-terkep/{supplement}/{view?}, issue 31; SPEC section
// 7's map iframe) renders: the map of the supplement's election as counted, or the same data as a
// table, without the site's chrome.
import type { MapLayout } from '../elections/maps/mapLayout';
import type { ElectionSettings } from '../routing/supplements';
import type { FrameView } from '../rules/electionMessages';
import type { Election } from '../schemas/elections';
import type { ShellData } from './shellData';

export interface ElectionMapPageProps {
  shell: ShellData;
  supplement: string;
  /** The supplement's title ('EP-választás 2024'). */
  title: string;
  settings: ElectionSettings;
  /** null: the election-data source failed (the frame says the data is not available). */
  election: Election | null;
  layout: MapLayout;
  view: FrameView;
  /** hideMore=1: the page framing the map shows the link to more itself. */
  hideMore: boolean;
  /** The other sites' origins that may frame the map and talk to it (FRAME_ANCESTORS). */
  parents: string[];
}
