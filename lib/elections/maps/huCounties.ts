// Budapest and the 19 counties as the Hungarian election maps draw them: the slug the data joins on,
// the name (lib/i18n/counties.hu.ts), the tag a tile shows, the number of single-member
// constituencies (106 in all, the apportionment of the 2014, 2018 and 2022 elections) and a place on
// a coarse grid of pointy-top hexagons (odd rows shifted half a tile right) that keeps the country's
// shape: Győr-Moson-Sopron top left, Szabolcs-Szatmár-Bereg top right, Baranya at the bottom.
import { countyNamesHu, type CountyId } from '@/lib/i18n/counties.hu';

export interface HuCounty {
  id: CountyId;
  /** 'Bács-Kiskun'. */
  name: string;
  /** 'Bács-Kiskun vármegye'. */
  longName: string;
  /** The short tag on a tile ('BKK'). */
  abbr: string;
  /** Single-member constituencies (országgyűlési egyéni választókerületek). */
  constituencies: number;
  /** Column and row on the county map's hexagon grid; odd rows sit half a column to the right. */
  grid: { col: number; row: number };
}

const COUNTIES = [
  ['budapest', 'BP', 18, 2, 1],
  ['baranya', 'BAR', 4, 1, 3],
  ['bacs-kiskun', 'BKK', 6, 3, 2],
  ['bekes', 'BEK', 4, 5, 2],
  ['borsod-abauj-zemplen', 'BAZ', 7, 5, 0],
  ['csongrad-csanad', 'CSCS', 4, 4, 2],
  ['fejer', 'FEJ', 5, 2, 2],
  ['gyor-moson-sopron', 'GYMS', 5, 1, 0],
  ['hajdu-bihar', 'HB', 6, 5, 1],
  ['heves', 'HEV', 3, 4, 0],
  ['jasz-nagykun-szolnok', 'JNSZ', 4, 4, 1],
  ['komarom-esztergom', 'KE', 3, 2, 0],
  ['nograd', 'NOG', 2, 3, 0],
  ['pest', 'PE', 12, 3, 1],
  ['somogy', 'SOM', 4, 1, 2],
  ['szabolcs-szatmar-bereg', 'SZSZB', 6, 6, 0],
  ['tolna', 'TOL', 3, 2, 3],
  ['vas', 'VAS', 3, 0, 1],
  ['veszprem', 'VES', 4, 1, 1],
  ['zala', 'ZAL', 3, 0, 2],
] as const satisfies ReadonlyArray<readonly [CountyId, string, number, number, number]>;

/** Budapest first, then the 19 counties. */
export const HU_COUNTIES: readonly HuCounty[] = COUNTIES.map(
  ([id, abbr, constituencies, col, row]) => ({
    id,
    ...countyNamesHu[id],
    abbr,
    constituencies,
    grid: { col, row },
  }),
);

/** The single-member constituencies of the National Assembly. */
export const HU_CONSTITUENCIES = 106;

/** A county by slug, or undefined. */
export function huCounty(id: string): HuCounty | undefined {
  return HU_COUNTIES.find((county) => county.id === id);
}

/** A county's name by slug (the slug itself for one the maps do not know). */
export function countyName(id: string): string {
  return huCounty(id)?.name ?? id;
}
