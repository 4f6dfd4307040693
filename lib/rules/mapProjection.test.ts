import { MAP_HEIGHT, MAP_WIDTH, projectToMap } from './mapProjection';

describe('projectToMap (the szepkilatas hike map, SPEC §2)', () => {
  it.each([
    ['north-west corner', 48.7, 16.0, { x: 0, y: 0 }],
    ['south-east corner', 45.6, 23.0, { x: MAP_WIDTH, y: MAP_HEIGHT }],
    ['Kékes (Mátra)', 47.873, 20.009, { x: 344, y: 104 }],
  ])('%s', (_name, lat, lng, expected) => {
    const point = projectToMap(lat, lng)!;
    expect(point.x).toBeCloseTo(expected.x, -1);
    expect(point.y).toBeCloseTo(expected.y, -1);
  });

  it('leaves points outside Hungary off the map', () => {
    expect(projectToMap(52.5, 13.4)).toBeNull();
  });
});
