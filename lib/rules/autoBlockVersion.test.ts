import { drawAutoBlockVersion } from './autoBlockVersion';

// SPEC section 4: auto block version drawn randomly among 1 to 4 without repeats until all are used.
describe('drawAutoBlockVersion (SPEC §4)', () => {
  it.each([
    ['fresh start, low random', [], 0, { version: 1, used: [1] }],
    ['fresh start, high random', [], 0.99, { version: 4, used: [4] }],
    ['fresh start, middle', [], 0.5, { version: 3, used: [3] }],
    ['skips used ones', [1], 0, { version: 2, used: [1, 2] }],
    ['picks among the unused', [2, 4], 0.99, { version: 3, used: [2, 4, 3] }],
    ['last one left', [3, 1, 4], 0.7, { version: 2, used: [1, 3, 4, 2] }],
    ['all used: starts over', [1, 2, 3, 4], 0.3, { version: 2, used: [2] }],
    ['duplicates in storage ignored', [1, 1, 1], 0, { version: 2, used: [1, 2] }],
    ['foreign values ignored', [0, 5, -1, 2.5], 0, { version: 1, used: [1] }],
    ['random of exactly 1 clamped', [], 1, { version: 4, used: [4] }],
    ['negative random clamped', [], -0.5, { version: 1, used: [1] }],
    ['NaN random takes the first unused', [1], Number.NaN, { version: 2, used: [1, 2] }],
  ])('%s', (_name, used, r, expected) => {
    expect(drawAutoBlockVersion(used, () => r)).toEqual(expected);
  });

  it.each([0, 0.25, 0.5, 0.75, 0.999])(
    'four draws with random %d use every version once (SPEC §4)',
    (r) => {
      let used: number[] = [];
      const versions: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const draw = drawAutoBlockVersion(used, () => r);
        versions.push(draw.version);
        used = draw.used;
      }
      expect([...versions].sort()).toEqual([1, 2, 3, 4]);
      expect(drawAutoBlockVersion(used, () => r).used).toHaveLength(1);
    },
  );
});
