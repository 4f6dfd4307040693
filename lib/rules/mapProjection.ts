// Places hikes on the /rovat/szepkilatas map: an equirectangular projection of Hungary's bounding box
// onto the map's SVG viewBox (good enough at this size; longitudes are scaled by cos(latitude)).
export const HUNGARY_BOUNDS = { west: 16.0, east: 23.0, south: 45.6, north: 48.7 } as const;
export const MAP_WIDTH = 600;

const MID_LATITUDE_COS = Math.cos(
  (((HUNGARY_BOUNDS.north + HUNGARY_BOUNDS.south) / 2) * Math.PI) / 180,
);
export const MAP_HEIGHT = Math.round(
  (MAP_WIDTH * (HUNGARY_BOUNDS.north - HUNGARY_BOUNDS.south)) /
    ((HUNGARY_BOUNDS.east - HUNGARY_BOUNDS.west) * MID_LATITUDE_COS),
);

export function projectToMap(lat: number, lng: number): { x: number; y: number } | null {
  const { west, east, south, north } = HUNGARY_BOUNDS;
  if (lat < south || lat > north || lng < west || lng > east) return null;
  return {
    x: Math.round(((lng - west) / (east - west)) * MAP_WIDTH),
    y: Math.round(((north - lat) / (north - south)) * MAP_HEIGHT),
  };
}

/** Hungary's border, simplified (longitude, latitude). */
export const HUNGARY_OUTLINE: ReadonlyArray<readonly [number, number]> = [
  [16.11, 46.87],
  [16.45, 47.42],
  [16.9, 47.73],
  [17.1, 48.03],
  [17.85, 47.76],
  [18.75, 47.82],
  [19.6, 48.22],
  [20.45, 48.55],
  [21.6, 48.52],
  [22.15, 48.42],
  [22.9, 47.98],
  [22.1, 47.68],
  [21.65, 46.95],
  [21.2, 46.4],
  [20.3, 46.15],
  [19.5, 46.16],
  [18.8, 45.92],
  [17.6, 45.95],
  [16.6, 46.47],
];
