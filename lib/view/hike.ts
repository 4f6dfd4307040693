// A hike on the /rovat/szepkilatas map (SPEC section 2): its article and where it is.
import type { PartnerKind } from './articleFormat';

export interface Hike {
  title: string;
  url: string;
  geo: { lat: number; lng: number; name: string };
  /** The article's partner kind (SPEC section 5): a sponsored hike is labelled on the map's list. */
  partner: PartnerKind;
}
