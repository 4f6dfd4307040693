// The US states map: every state and DC once by FIPS code (the codes of data/elections/usa-2024.json),
// each with a shape big enough to tap (a tile beside the small ones), small path data, computed once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { electionSchema } from '@/lib/schemas/elections';
import { viewBoxSize, type MapShape } from '../maps/mapLayout';
import { usStatesLayout } from './usStates';

/** The bounding box of a path written with M, l, h, v and z (the commands usStates.ts writes). */
function bounds(d: string) {
  let x = 0;
  let y = 0;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [, command, args] of d.matchAll(/([MlhvzZ])([^MlhvzZ]*)/g)) {
    const n = [...args!.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
    if (command === 'M') [x, y] = [n[0]!, n[1]!];
    for (let i = 0; command === 'l' && i < n.length; i += 2) {
      x += n[i]!;
      y += n[i + 1]!;
      xs.push(x);
      ys.push(y);
    }
    if (command === 'h') x += n[0]!;
    if (command === 'v') y += n[0]!;
    xs.push(x);
    ys.push(y);
  }
  return {
    minX: Math.min(...xs),
    maxX: Math.max(...xs),
    minY: Math.min(...ys),
    maxY: Math.max(...ys),
  };
}

const size = (shape: MapShape) => {
  const b = bounds(shape.d);
  return { width: b.maxX - b.minX, height: b.maxY - b.minY };
};

const election = electionSchema.parse(
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', '..', 'data', 'elections', 'usa-2024.json'),
      'utf8',
    ),
  ),
);
const codes = election.races[0]!.areas.map((area) => area.code!).sort();

describe('usStatesLayout', () => {
  const layout = usStatesLayout();

  it('draws the 50 states and DC, keyed by the FIPS codes the election data uses', () => {
    expect([...new Set(layout.shapes.map((s) => s.key))].sort()).toEqual(codes);
    const california = layout.shapes.find((s) => s.key === '06')!;
    expect(california.name).toBe('California');
    expect(california.label?.text).toBe('CA');
  });

  it('gives every state exactly one shape for the keyboard, the others being aliases', () => {
    for (const code of codes) {
      expect([code, layout.shapes.filter((s) => s.key === code && !s.alias).length]).toEqual([
        code,
        1,
      ]);
    }
  });

  it('gives every state a shape of at least 12×12 units to tap: a tile for the small ones', () => {
    for (const code of codes) {
      const biggest = Math.max(
        ...layout.shapes
          .filter((s) => s.key === code)
          .map((s) => Math.min(size(s).width, size(s).height)),
      );
      expect([code, biggest >= 12]).toEqual([code, true]);
    }
    // DC itself is a few units wide; its tile is the target.
    const dc = layout.shapes.filter((s) => s.key === '11');
    expect(dc).toHaveLength(2);
    expect(size(dc.find((s) => s.alias)!).width).toBeLessThan(12);
    expect(dc.find((s) => !s.alias)!.label?.text).toBe('DC');
  });

  it('labels every state with its postal code, on its largest part or on its tile', () => {
    for (const code of codes) {
      const labels = layout.shapes.filter((s) => s.key === code && s.label).map((s) => s.label!);
      expect([code, labels.length]).toEqual([code, 1]);
      expect(labels[0]!.text).toMatch(/^[A-Z]{2}$/);
    }
    // Hawaii's label sits on the Big Island (south-east of the chain), not in the sea between islands.
    const hawaii = layout.shapes.find((s) => s.key === '15')!;
    const b = bounds(hawaii.d);
    expect(hawaii.label!.x).toBeGreaterThan((b.minX + b.maxX) / 2);
    expect(hawaii.label!.y).toBeGreaterThan((b.minY + b.maxY) / 2);
  });

  it('keeps the tiles inside the viewBox and off the land', () => {
    const { width, height } = viewBoxSize(layout.viewBox);
    const tiles = layout.shapes.filter((s) => /h\d+v\d+h-\d+z$/.test(s.d));
    expect(tiles.map((s) => s.label?.text)).toEqual(
      expect.arrayContaining(['VT', 'NH', 'MA', 'RI', 'CT', 'NJ', 'DE', 'MD', 'DC']),
    );
    const maine = bounds(layout.shapes.find((s) => s.key === '23')!.d);
    for (const t of tiles) {
      const b = bounds(t.d);
      expect(b.maxX).toBeLessThanOrEqual(width);
      expect(b.maxY).toBeLessThanOrEqual(height);
      expect(b.minY).toBeGreaterThan(maine.maxY);
    }
  });

  it('keeps its paths small: under 60 kB together', () => {
    const bytes = layout.shapes.reduce((sum, s) => sum + s.d.length, 0);
    expect(bytes).toBeLessThan(60_000);
  });

  it('is computed once', () => {
    expect(usStatesLayout()).toBe(layout);
  });
});
