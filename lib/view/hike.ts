// A hike on the /rovat/szepkilatas map (SPEC section 2): its article and where it is.
export interface Hike {
  title: string;
  url: string;
  geo: { lat: number; lng: number; name: string };
}
