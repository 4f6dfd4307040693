// Cropping a photo to a slot's box around the point that matters (the focal point an editor stores
// with the photo; the centre when none is given): the largest region of the slot's aspect ratio that
// fits in the picture, centred on the focal point as far as the picture's edges allow.

export interface Box {
  width: number;
  height: number;
}

/** A point of the picture as fractions of its width and height (0..1, from the top left). */
export interface FocalPoint {
  x: number;
  y: number;
}

export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A focal point inside the picture: missing or out-of-range coordinates fall back to the centre. */
export function validFocalPoint(point: Partial<FocalPoint> | null | undefined): FocalPoint {
  const coordinate = (value: number | undefined) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0.5;
  return { x: coordinate(point?.x), y: coordinate(point?.y) };
}

/** The region of `source` (whole pixels) that `target`'s aspect ratio crops out around `focal`. */
export function focalCrop(source: Box, target: Box, focal: FocalPoint = CENTRE): Region {
  const ratio = target.width / target.height;
  const width = Math.min(source.width, Math.round(source.height * ratio));
  const height = Math.min(source.height, Math.round(source.width / ratio));
  const left = clamp(Math.round(focal.x * source.width - width / 2), 0, source.width - width);
  const top = clamp(Math.round(focal.y * source.height - height / 2), 0, source.height - height);
  return { left, top, width: Math.max(1, width), height: Math.max(1, height) };
}

/**
 * The size a variant is made at: the asked box, scaled down as a whole when the picture's crop is
 * smaller (a photo is never enlarged: that adds bytes, not detail).
 */
export function variantSize(crop: Box, target: Box): Box {
  const scale = Math.min(1, crop.width / target.width, crop.height / target.height);
  return {
    width: Math.max(1, Math.round(target.width * scale)),
    height: Math.max(1, Math.round(target.height * scale)),
  };
}
