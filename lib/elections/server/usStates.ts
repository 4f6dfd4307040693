// The US states map (issue 31, usa-2024's Adatok / Térkép): the 50 states and DC from the US Census
// Bureau's cartographic boundaries as `us-atlas` ships them (states-albers-10m.json: already projected
// with d3's Albers USA, Alaska and Hawaii inset, fit to 975×610), drawn once on the server into SVG
// paths. The browser gets the finished paths (lib/elections/maps/mapLayout.ts), never the geodata.
//
// Size: the atlas's arcs are simplified on the topology (topojson-simplify, so neighbouring states
// keep their shared borders), islands smaller than a few units are dropped, and the paths are written
// with whole-unit relative coordinates (a unit is about 0.4 px on a 390 px phone). Measured
// (2026-11-27): the 51 states' `d` strings together are 19,538 bytes, 19,709 with the nine tiles, and
// the whole layout as JSON in the page's props 24.3 kB; the same states written by geoPath() as it
// comes (absolute coordinates to three decimals, every point) were 142.6 kB.
//
// Small states: Vermont, New Hampshire, Massachusetts, Rhode Island, Connecticut, New Jersey,
// Delaware, Maryland and DC are too small to hit on a phone, so each also gets a labelled square tile
// in the Atlantic to the right, as news maps do. The tile is the area's target for the keyboard and
// screen readers; the state's own shape stays clickable as an alias.
import { geoPath, type GeoContext } from 'd3-geo';
import { feature } from 'topojson-client';
import { filter, filterWeight, presimplify, quantile, simplify } from 'topojson-simplify';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'us-atlas/states-albers-10m.json';
import type { MapLayout, MapShape } from '../maps/mapLayout';

type StatesTopology = Topology<{
  states: GeometryCollection<{ name: string }>;
  nation: GeometryCollection;
}>;

const statesOf = (topology: StatesTopology) => feature(topology, topology.objects.states).features;
type StateFeature = ReturnType<typeof statesOf>[number];

/** Two-letter postal codes by FIPS code: the labels on the map. */
const POSTAL: Record<string, string> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
};

/** The states that get a tile, north to south (VT NH MA RI CT NJ DE MD DC). */
const TILED = ['50', '33', '25', '44', '09', '34', '10', '24', '11'];

/** Share of the atlas's points kept (by Visvalingam weight). */
const KEEP = 0.5;
/** Rings (islands) with a planar area below this many square units are dropped. */
const MIN_RING_AREA = 2;

const WIDTH = 1000;
const HEIGHT = 610;
const TILE = 44;
const TILE_GAP = 6;
/** Top left of the tiles: two columns in the Atlantic, clear of Long Island and Cape Cod. */
const TILES_X = 904;
const TILES_Y = 240;
const LABEL_SIZE = 13;
/** A state whose largest part is narrower or lower than this many units is too small for a label. */
const MIN_LABEL_BOX = 20;

/**
 * A d3 path context writing compact SVG: whole units, relative line-tos with repeated commands left
 * out, segments of zero length skipped.
 */
class CompactPath implements GeoContext {
  private d = '';
  private x = 0;
  private y = 0;
  private lines = false;

  moveTo(x: number, y: number): void {
    this.x = Math.round(x);
    this.y = Math.round(y);
    this.d += `M${this.x} ${this.y}`;
    this.lines = false;
  }

  lineTo(x: number, y: number): void {
    const rx = Math.round(x);
    const ry = Math.round(y);
    const dx = rx - this.x;
    const dy = ry - this.y;
    if (dx === 0 && dy === 0) return;
    // A minus sign separates numbers by itself.
    this.d += `${this.lines ? (dx < 0 ? '' : ' ') : 'l'}${dx}${dy < 0 ? '' : ' '}${dy}`;
    this.lines = true;
    this.x = rx;
    this.y = ry;
  }

  closePath(): void {
    this.d += 'z';
    this.lines = false;
  }

  // Points are drawn as circles through arc(); a map of areas has none.
  arc(): void {}

  beginPath(): void {}

  take(): string {
    const d = this.d;
    this.d = '';
    return d;
  }
}

/**
 * A state without the islands that fall outside the drawing (Alaska's westernmost Aleutians lie left
 * of the atlas's 975×610 frame), which would only be clipped away.
 */
function insideFrame(state: StateFeature): StateFeature {
  const geometry = state.geometry;
  if (geometry?.type !== 'MultiPolygon') return state;
  const polygons = geometry.coordinates.filter((polygon) =>
    polygon[0]!.some(([x, y]) => x! >= 0 && x! <= WIDTH && y! >= 0 && y! <= HEIGHT),
  );
  return { ...state, geometry: { ...geometry, coordinates: polygons } };
}

/**
 * The part of a state its label goes on: the largest of its polygons (Hawaii's Big Island, Michigan's
 * Lower Peninsula), so the label sits on the state's own colour rather than on the sea.
 */
function largestPart(state: StateFeature): StateFeature {
  const geometry = state.geometry;
  if (geometry?.type !== 'MultiPolygon') return state;
  const area = geoPath(null).area;
  const parts = geometry.coordinates.map((polygon) => ({
    ...state,
    geometry: { type: 'Polygon' as const, coordinates: polygon },
  }));
  return parts.reduce((best, part) => (area(part) > area(best) ? part : best), parts[0]!);
}

function tile(index: number): { x: number; y: number } {
  return {
    x: TILES_X + (index % 2) * (TILE + TILE_GAP),
    y: TILES_Y + Math.floor(index / 2) * (TILE + TILE_GAP),
  };
}

function build(): MapLayout {
  const topology = atlas as unknown as StatesTopology;
  const weighted = presimplify(topology);
  const simplified = simplify(weighted, quantile(weighted, KEEP));
  const kept = filter(simplified, filterWeight(simplified, MIN_RING_AREA)) as StatesTopology;
  const states = statesOf(kept).map(insideFrame);

  const context = new CompactPath();
  const draw = geoPath(null, context);
  const measure = geoPath(null);
  const shapes: MapShape[] = [];
  for (const state of [...states].sort((a, b) => String(a.id).localeCompare(String(b.id)))) {
    const key = String(state.id);
    const postal = POSTAL[key] ?? key;
    const tiled = TILED.indexOf(key);
    const main = largestPart(state);
    const [[x0, y0], [x1, y1]] = measure.bounds(main);
    const [cx, cy] = measure.centroid(main);
    draw(state);
    const labelled = tiled < 0 && x1 - x0 >= MIN_LABEL_BOX && y1 - y0 >= MIN_LABEL_BOX;
    shapes.push({
      key,
      name: state.properties.name,
      d: context.take(),
      label: labelled ? { x: Math.round(cx), y: Math.round(cy), text: postal } : null,
      ...(tiled >= 0 ? { alias: true } : {}),
    });
    if (tiled >= 0) {
      const { x, y } = tile(tiled);
      shapes.push({
        key,
        name: state.properties.name,
        d: `M${x} ${y}h${TILE}v${TILE}h-${TILE}z`,
        label: { x: x + TILE / 2, y: y + TILE / 2, text: postal },
      });
    }
  }
  return { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, labelSize: LABEL_SIZE, shapes, groups: [] };
}

let layout: MapLayout | null = null;

/**
 * The states and DC, keyed by FIPS code ('06'), with a tile beside each small state. Computed once
 * per process (a few milliseconds) and shared: callers must not change it.
 */
export function usStatesLayout(): MapLayout {
  layout ??= build();
  return layout;
}
