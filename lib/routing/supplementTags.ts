// Tags of the main edition that moved to a supplement (SPEC section 2 "Redirects": main edition only,
// several war, election and sports tags go to supplements). The redirect table serves the old paths;
// the path builders link the new ones directly. No imports: next.config.ts loads this through the
// redirect table.

/** Main edition only: war, election and sports tags/sections that have a supplement. */
export const mainSupplementTags: Record<string, string> = {
  '/cimke/orosz-ukran-haboru': '/melleklet/orosz-ukran-haboru',
  '/cimke/haboru-ukrajnaban': '/melleklet/orosz-ukran-haboru',
  '/cimke/valasztas-2022': '/melleklet/valasztas-2022',
  '/cimke/valasztas-2024': '/melleklet/valasztas-2024',
  '/cimke/ep-valasztas-2024': '/melleklet/ep-2024',
  '/cimke/amerikai-elnokvalasztas-2024': '/melleklet/usa-2024',
  '/cimke/foci-eb-2024': '/melleklet/eb-2024',
  '/cimke/parizsi-olimpia': '/melleklet/parizs-2024',
};
