// The Hungarian election maps as tile maps (issue 31): one hexagon per county in its place on the
// county grid (huCounties.ts), and one hexagon per single-member constituency, each county's tiles a
// compact cluster near its place with the county's outline drawn around it. A tile map gives every
// constituency the same size, which a geographic map would not (Budapest's 18 fit in a few pixels),
// and needs no geodata. Deterministic: the same layouts on every call, on the server and in tests.
import { HU_COUNTIES, type HuCounty } from './huCounties';
import type { MapGroup, MapLayout, MapShape } from './mapLayout';

/** Pointy-top hexagons in offset rows: odd rows shifted half a tile to the right. */
interface Cell {
  col: number;
  row: number;
}

const SQRT3 = Math.sqrt(3);
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The centre of a cell on a grid of hexagons of circumradius r, with a margin. */
function centre({ col, row }: Cell, r: number, margin: number): { x: number; y: number } {
  return {
    x: margin + SQRT3 * r * (col + (row % 2 === 1 ? 1 : 0.5)),
    y: margin + r + 1.5 * r * row,
  };
}

function corners(x: number, y: number, r: number): Array<[number, number]> {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 180) * (60 * i - 90);
    return [round1(x + r * Math.cos(angle)), round1(y + r * Math.sin(angle))] as [number, number];
  });
}

function hexPath(x: number, y: number, r: number): string {
  const [first, ...rest] = corners(x, y, r);
  return `M${first![0]} ${first![1]}${rest.map(([px, py]) => `L${px} ${py}`).join('')}Z`;
}

/** The six neighbours of a cell in odd-row offset coordinates. */
function neighbours({ col, row }: Cell): Cell[] {
  const shift = row % 2 === 1 ? 0 : -1;
  return [
    { col: col - 1, row },
    { col: col + 1, row },
    { col: col + shift, row: row - 1 },
    { col: col + shift + 1, row: row - 1 },
    { col: col + shift, row: row + 1 },
    { col: col + shift + 1, row: row + 1 },
  ];
}

function viewBoxOf(cells: Cell[], r: number, margin: number): string {
  const cols = Math.max(...cells.map((c) => c.col + (c.row % 2 === 1 ? 1 : 0.5))) + 0.5;
  const rows = Math.max(...cells.map((c) => c.row));
  const width = 2 * margin + SQRT3 * r * cols;
  const height = 2 * margin + 2 * r + 1.5 * r * rows;
  return `0 0 ${round1(width)} ${round1(height)}`;
}

// The county map: hexagons of circumradius 50, drawn a little smaller so they stand apart.
const COUNTY_R = 50;
const COUNTY_GAP = 3;
const MARGIN = 4;

/** One labelled hexagon per county (Budapest and the 19), keyed by the county's slug. */
export function huCountyLayout(): MapLayout {
  const shapes: MapShape[] = HU_COUNTIES.map((county) => {
    const { x, y } = centre(county.grid, COUNTY_R, MARGIN);
    return {
      key: county.id,
      name: county.name,
      d: hexPath(x, y, COUNTY_R - COUNTY_GAP),
      label: { x: round1(x), y: round1(y), text: county.abbr },
    };
  });
  return {
    viewBox: viewBoxOf(
      HU_COUNTIES.map((c) => c.grid),
      COUNTY_R,
      MARGIN,
    ),
    labelSize: 22,
    shapes,
    groups: [],
  };
}

// The constituency map: a finer grid of hexagons of circumradius 24. Each county grows from its
// anchor (a cell near its place, the map distorted so Budapest's 18 have room) one tile at a time,
// always taking the free neighbouring cell closest to the anchor, so its cluster stays compact and
// in one piece; Budapest and Pest go first, around the middle.
const TILE_R = 24;
const ANCHORS: Record<HuCounty['id'], Cell> = {
  budapest: { col: 8, row: 3 },
  pest: { col: 10, row: 5 },
  'gyor-moson-sopron': { col: 2, row: 1 },
  'komarom-esztergom': { col: 5, row: 1 },
  nograd: { col: 9, row: 0 },
  heves: { col: 12, row: 1 },
  'borsod-abauj-zemplen': { col: 14, row: 0 },
  'szabolcs-szatmar-bereg': { col: 17, row: 1 },
  vas: { col: 0, row: 3 },
  veszprem: { col: 3, row: 4 },
  fejer: { col: 5, row: 4 },
  'jasz-nagykun-szolnok': { col: 13, row: 4 },
  'hajdu-bihar': { col: 15, row: 3 },
  zala: { col: 1, row: 5 },
  somogy: { col: 4, row: 6 },
  tolna: { col: 6, row: 6 },
  'bacs-kiskun': { col: 9, row: 8 },
  'csongrad-csanad': { col: 12, row: 8 },
  bekes: { col: 14, row: 7 },
  baranya: { col: 5, row: 8 },
};
const GROWTH_ORDER: ReadonlyArray<HuCounty['id']> = [
  'budapest',
  'pest',
  ...HU_COUNTIES.map((c) => c.id).filter((id) => id !== 'budapest' && id !== 'pest'),
];

const cellKey = (cell: Cell) => `${cell.col},${cell.row}`;

/** Squared distance between two cells' centres, in tile units. */
function distance2(a: Cell, b: Cell): number {
  const pa = centre(a, 1, 0);
  const pb = centre(b, 1, 0);
  return (pa.x - pb.x) ** 2 + (pa.y - pb.y) ** 2;
}

/** The nearer of two cells to a target; ties go to the upper, then the left one (determinism). */
function nearer(target: Cell) {
  return (a: Cell, b: Cell) =>
    distance2(a, target) - distance2(b, target) || a.row - b.row || a.col - b.col;
}

/** Every county's cells, grown from its anchor. */
function constituencyCells(): Map<HuCounty['id'], Cell[]> {
  const taken = new Set<string>();
  const clusters = new Map<HuCounty['id'], Cell[]>();
  for (const id of GROWTH_ORDER) {
    const county = HU_COUNTIES.find((c) => c.id === id)!;
    const anchor = ANCHORS[id];
    let start = anchor;
    if (taken.has(cellKey(anchor))) {
      // The nearest free cell: search the rings around the anchor.
      const candidates: Cell[] = [];
      for (let row = anchor.row - 6; row <= anchor.row + 6; row++) {
        for (let col = anchor.col - 6; col <= anchor.col + 6; col++) {
          if (row >= 0 && col >= 0 && !taken.has(cellKey({ col, row })))
            candidates.push({ col, row });
        }
      }
      start = candidates.sort(nearer(anchor))[0]!;
    }
    const cells = [start];
    taken.add(cellKey(start));
    while (cells.length < county.constituencies) {
      const frontier = new Map<string, Cell>();
      for (const cell of cells) {
        for (const next of neighbours(cell)) {
          if (next.row >= 0 && next.col >= 0 && !taken.has(cellKey(next))) {
            frontier.set(cellKey(next), next);
          }
        }
      }
      const next = [...frontier.values()].sort(nearer(anchor))[0]!;
      cells.push(next);
      taken.add(cellKey(next));
    }
    // Numbered in reading order: top to bottom, left to right.
    clusters.set(
      id,
      cells.sort((a, b) => a.row - b.row || a.col - b.col),
    );
  }
  return clusters;
}

/**
 * A county's outline: the edges of its tiles that no other of its tiles shares, chained into closed
 * rings (a cluster grown cell by cell is one piece, so usually one ring).
 */
function outline(cells: Cell[], r: number, margin: number): string {
  const edges = new Map<string, [string, string]>();
  const point = (p: [number, number]) => `${p[0]} ${p[1]}`;
  for (const cell of cells) {
    const { x, y } = centre(cell, r, margin);
    const c = corners(x, y, r).map(point);
    for (let i = 0; i < 6; i++) {
      const a = c[i]!;
      const b = c[(i + 1) % 6]!;
      const key = a < b ? `${a}|${b}` : `${b}|${a}`;
      if (edges.has(key)) edges.delete(key);
      else edges.set(key, [a, b]);
    }
  }
  // Each boundary point has two boundary edges (more only where a ring touches itself).
  const from = new Map<string, string[]>();
  for (const [a, b] of edges.values()) {
    from.set(a, [...(from.get(a) ?? []), b]);
    from.set(b, [...(from.get(b) ?? []), a]);
  }
  const used = new Set<string>();
  const edgeKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  let d = '';
  for (const [a, b] of edges.values()) {
    if (used.has(edgeKey(a, b))) continue;
    used.add(edgeKey(a, b));
    d += `M${a}L${b}`;
    let previous = a;
    let current = b;
    while (current !== a) {
      const next = (from.get(current) ?? []).find(
        (p) => p !== previous && !used.has(edgeKey(current, p)),
      );
      if (next === undefined) break;
      used.add(edgeKey(current, next));
      if (next !== a) d += `L${next}`;
      previous = current;
      current = next;
    }
    d += 'Z';
  }
  return d;
}

/**
 * One hexagon per single-member constituency (106), keyed `${county}/${nn}` (nn from 01, in reading
 * order within the county), grouped by county: each group has the county's outline and its tag at
 * the middle of its cluster.
 */
export function huConstituencyLayout(): MapLayout {
  const clusters = constituencyCells();
  const shapes: MapShape[] = [];
  const groups: MapGroup[] = [];
  for (const county of HU_COUNTIES) {
    const cells = clusters.get(county.id)!;
    cells.forEach((cell, i) => {
      const { x, y } = centre(cell, TILE_R, MARGIN);
      const nn = String(i + 1).padStart(2, '0');
      shapes.push({
        key: `${county.id}/${nn}`,
        name: `${county.name} ${nn}.`,
        d: hexPath(x, y, TILE_R),
        label: null,
      });
    });
    const points = cells.map((cell) => centre(cell, TILE_R, MARGIN));
    const mid = {
      x: points.reduce((s, p) => s + p.x, 0) / points.length,
      y: points.reduce((s, p) => s + p.y, 0) / points.length,
    };
    groups.push({
      key: county.id,
      name: county.name,
      d: outline(cells, TILE_R, MARGIN),
      label: { x: round1(mid.x), y: round1(mid.y), text: county.abbr },
    });
  }
  return {
    viewBox: viewBoxOf([...clusters.values()].flat(), TILE_R, MARGIN),
    labelSize: 15,
    shapes,
    groups,
  };
}
