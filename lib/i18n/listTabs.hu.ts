// Hungarian labels of the list tabs of SPEC section 2: the g7 lists, the hike difficulties of
// /rovat/szepkilatas, the methodology tab of /rovat/ellenorzo and the sport pages' tabs of /rovat/sport. Those lists are Hungarian only, and
// the server writes the labels into the page props (lib/pages/listRoutes.ts), so no page's
// JavaScript carries this table.
export const listTabsHu = {
  'listTab.g7.latest': 'Friss cikkek',
  'listTab.g7.friss': 'Összes cikk',
  'listTab.g7.adat': 'Adat',
  'listTab.g7.penz': 'Pénz',
  'listTab.g7.kozelet': 'Közélet',
  'listTab.g7.podcast': 'Podcast',
  'listTab.hike.all': 'Összes cikk',
  'listTab.hike.konnyu': 'Könnyű',
  'listTab.hike.kozepes': 'Közepes',
  'listTab.hike.nehez': 'Nehéz',
  'listTab.hike.extrem': 'Extrém',
  'listTab.section.articles': 'Cikkek',
  'listTab.ellenorzo.methodology': 'Módszertan',
  'listTab.sport.football': 'Foci',
  'listTab.sport.f1': 'Forma–1',
} as const;

export type ListTabKey = keyof typeof listTabsHu;
