import { describe, expect, it } from 'vitest';
import { focalCrop, validFocalPoint, variantSize } from './focalCrop';

const landscape = { width: 2400, height: 1600 };

describe('a crop keeps the focal point in view', () => {
  it.each([
    ['a square from the centre', { width: 100, height: 100 }, { x: 0.5, y: 0.5 }, 400, 0],
    ['a square at the left edge', { width: 100, height: 100 }, { x: 0, y: 0.5 }, 0, 0],
    ['a square near the left', { width: 100, height: 100 }, { x: 0.2, y: 0.5 }, 0, 0],
    ['a square right of the centre', { width: 100, height: 100 }, { x: 0.6, y: 0.5 }, 640, 0],
    ['a square at the right edge', { width: 100, height: 100 }, { x: 1, y: 0.5 }, 800, 0],
  ])('%s', (_, target, focal, left, top) => {
    expect(focalCrop(landscape, target, focal)).toEqual({ left, top, width: 1600, height: 1600 });
  });

  it('crops a wide box from a tall picture around the focal point, top to bottom', () => {
    const portrait = { width: 1000, height: 2000 };
    expect(focalCrop(portrait, { width: 16, height: 9 }, { x: 0.5, y: 0.25 })).toEqual({
      left: 0,
      top: 219,
      width: 1000,
      height: 563,
    });
    expect(focalCrop(portrait, { width: 16, height: 9 }, { x: 0.5, y: 1 })).toMatchObject({
      top: 2000 - 563,
    });
  });

  it('takes the whole picture when the aspect ratios match', () => {
    expect(focalCrop({ width: 1600, height: 900 }, { width: 768, height: 432 })).toEqual({
      left: 0,
      top: 0,
      width: 1600,
      height: 900,
    });
  });

  it.each([
    [undefined, { x: 0.5, y: 0.5 }],
    [
      { x: 0.2, y: 0.8 },
      { x: 0.2, y: 0.8 },
    ],
    [
      { x: -1, y: 2 },
      { x: 0.5, y: 0.5 },
    ],
    [{ x: Number.NaN }, { x: 0.5, y: 0.5 }],
  ])('reads the focal point %j as %j', (point, expected) => {
    expect(validFocalPoint(point)).toEqual(expected);
  });
});

describe('a photo is never enlarged', () => {
  it('makes the asked size when the crop is large enough', () => {
    expect(variantSize({ width: 2400, height: 1350 }, { width: 768, height: 432 })).toEqual({
      width: 768,
      height: 432,
    });
  });
  it('scales the asked box down to the crop, keeping its shape', () => {
    expect(variantSize({ width: 2400, height: 1350 }, { width: 3520, height: 1980 })).toEqual({
      width: 2400,
      height: 1350,
    });
  });
});
