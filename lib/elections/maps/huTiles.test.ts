// The Hungarian tile maps: every county and every one of the 106 single-member constituencies has
// one tile, the tiles do not overlap, each county's constituencies form one compact cluster inside
// its outline, and the layouts come out the same on every call.
import { HU_CONSTITUENCIES, HU_COUNTIES } from './huCounties';
import { huConstituencyLayout, huCountyLayout } from './huTiles';
import { viewBoxSize, type MapShape } from './mapLayout';

/** A tile's corners, read from its path. */
function corners(shape: MapShape): Array<[number, number]> {
  return [...shape.d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

function geometry(shape: MapShape) {
  const points = corners(shape);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return {
    x: xs.reduce((a, b) => a + b, 0) / xs.length,
    y: ys.reduce((a, b) => a + b, 0) / ys.length,
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
    minX: Math.min(...xs),
    minY: Math.min(...ys),
    maxX: Math.max(...xs),
    maxY: Math.max(...ys),
  };
}

/** No two hexagons overlap: their centres are at least a tile's width apart. */
function overlapping(shapes: MapShape[]): string[] {
  const tiles = shapes.map((shape) => ({ key: shape.key, ...geometry(shape) }));
  const found: string[] = [];
  tiles.forEach((a, i) => {
    for (const b of tiles.slice(i + 1)) {
      if (Math.hypot(a.x - b.x, a.y - b.y) < Math.min(a.width, b.width) - 0.5) {
        found.push(`${a.key} ${b.key}`);
      }
    }
  });
  return found;
}

function insideViewBox(viewBox: string, shapes: MapShape[]) {
  const { width, height } = viewBoxSize(viewBox);
  return shapes.every((shape) => {
    const g = geometry(shape);
    return g.minX >= 0 && g.minY >= 0 && g.maxX <= width && g.maxY <= height;
  });
}

describe('huCountyLayout', () => {
  const layout = huCountyLayout();

  it('has one labelled hexagon per county, keyed by slug', () => {
    expect(layout.shapes.map((s) => s.key)).toEqual(HU_COUNTIES.map((c) => c.id));
    expect(layout.shapes.map((s) => s.label?.text)).toEqual(HU_COUNTIES.map((c) => c.abbr));
    expect(layout.shapes.every((s) => corners(s).length === 6)).toBe(true);
  });

  it('puts no two counties in one place and keeps them in its viewBox', () => {
    expect(overlapping(layout.shapes)).toEqual([]);
    expect(insideViewBox(layout.viewBox, layout.shapes)).toBe(true);
  });

  it('keeps the west on the left and the east on the right, Budapest in between', () => {
    const x = (key: string) => geometry(layout.shapes.find((s) => s.key === key)!).x;
    const y = (key: string) => geometry(layout.shapes.find((s) => s.key === key)!).y;
    expect(x('vas')).toBeLessThan(x('budapest'));
    expect(x('budapest')).toBeLessThan(x('hajdu-bihar'));
    expect(x('szabolcs-szatmar-bereg')).toBeGreaterThan(x('borsod-abauj-zemplen'));
    expect(y('baranya')).toBeGreaterThan(y('budapest'));
    expect(y('nograd')).toBeLessThan(y('budapest'));
  });
});

describe('huConstituencyLayout', () => {
  const layout = huConstituencyLayout();

  it('has 106 distinct tiles keyed {county}/{nn}, the right number per county, nn from 01', () => {
    expect(layout.shapes).toHaveLength(HU_CONSTITUENCIES);
    expect(new Set(layout.shapes.map((s) => s.key)).size).toBe(HU_CONSTITUENCIES);
    expect(new Set(layout.shapes.map((s) => s.d)).size).toBe(HU_CONSTITUENCIES);
    for (const county of HU_COUNTIES) {
      const keys = layout.shapes.filter((s) => s.key.startsWith(`${county.id}/`)).map((s) => s.key);
      expect(keys).toEqual(
        Array.from(
          { length: county.constituencies },
          (_, i) => `${county.id}/${String(i + 1).padStart(2, '0')}`,
        ),
      );
    }
    expect(HU_COUNTIES.reduce((sum, c) => sum + c.constituencies, 0)).toBe(106);
  });

  it('draws hexagons that do not overlap, inside its viewBox', () => {
    expect(layout.shapes.every((s) => corners(s).length === 6)).toBe(true);
    expect(overlapping(layout.shapes)).toEqual([]);
    expect(insideViewBox(layout.viewBox, layout.shapes)).toBe(true);
  });

  it("keeps each county's tiles in one piece (every tile touches another of its county)", () => {
    for (const county of HU_COUNTIES) {
      const tiles = layout.shapes
        .filter((s) => s.key.startsWith(`${county.id}/`))
        .map((s) => geometry(s));
      const width = tiles[0]!.width;
      const reached = new Set([0]);
      const queue = [0];
      while (queue.length) {
        const a = tiles[queue.shift()!]!;
        tiles.forEach((b, j) => {
          if (!reached.has(j) && Math.hypot(a.x - b.x, a.y - b.y) < width * 1.01) {
            reached.add(j);
            queue.push(j);
          }
        });
      }
      expect([county.id, reached.size]).toEqual([county.id, county.constituencies]);
    }
  });

  it('outlines and labels every county', () => {
    expect(layout.groups.map((g) => g.key)).toEqual(HU_COUNTIES.map((c) => c.id));
    for (const group of layout.groups) {
      expect(group.d).toMatch(/^M.*Z$/);
      expect(group.label?.text).toBe(HU_COUNTIES.find((c) => c.id === group.key)!.abbr);
    }
  });

  it('comes out the same on every call', () => {
    expect(huConstituencyLayout()).toEqual(layout);
    expect(huCountyLayout()).toEqual(huCountyLayout());
  });
});
