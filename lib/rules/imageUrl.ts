// SPEC section 3 "Image addressing" and section 5 "Image helper": a size suffix is inserted before the
// extension ('768' -> _768, '768:432' -> _768x432); /uploads paths are rebased onto the assets URL;
// srcset candidates at 2x, 3x, 4x and 1.25x; fluid images add the SPEC section 9 breakpoints as widths.
import { IMAGE_BREAKPOINTS, IMAGE_SRCSET_DENSITIES } from '../constants';

/** Size spec: a width, or 'width:height'. */
export type ImageSize = `${number}` | `${number}:${number}`;

export function imageUrl(
  path: string | null | undefined,
  size?: ImageSize,
  assetsUrl = '',
): string | null {
  if (!path) return null;
  const rebased = path.startsWith('/uploads') ? `${assetsUrl.replace(/\/$/, '')}${path}` : path;
  if (!size) return rebased;
  const [width, height] = size.split(':');
  const suffix = height ? `${width}x${height}` : width;
  const dot = rebased.lastIndexOf('.');
  const slash = rebased.lastIndexOf('/');
  return dot > slash
    ? `${rebased.slice(0, dot)}_${suffix}${rebased.slice(dot)}`
    : `${rebased}_${suffix}`;
}

/** The size an image shown `width` (x `height`) CSS pixels wide is asked in at `density`. */
function densitySize(width: number, height: number | undefined, density: number): ImageSize {
  const w = Math.round(width * density);
  return height ? `${w}:${Math.round(height * density)}` : `${w}`;
}

/** Every size a fixed-width image asks for: its own, and its srcset's at the SPEC's densities. */
export function fixedImageSizes(width: number, height?: number): ImageSize[] {
  return [1, ...IMAGE_SRCSET_DENSITIES].map((density) => densitySize(width, height, density));
}

/** srcset for an image shown `width` (x `height`) CSS pixels wide, with the SPEC's densities. */
export function imageSrcSet(
  path: string | null | undefined,
  width: number,
  height?: number,
  assetsUrl = '',
): string | null {
  if (!path) return null;
  return IMAGE_SRCSET_DENSITIES.map(
    (density) => `${imageUrl(path, densitySize(width, height, density), assetsUrl)} ${density}x`,
  ).join(', ');
}

/** An image of a fixed slot: src at the slot's size, srcset at the SPEC densities. */
export function fixedImage(
  path: string,
  { width, height }: { width: number; height: number },
  assetsUrl = '',
): { src: string; srcSet: string } {
  return {
    src: imageUrl(path, `${width}:${height}`, assetsUrl)!,
    srcSet: imageSrcSet(path, width, height, assetsUrl)!,
  };
}

/** Parses a suffixed upload path back into its base path and size (for the image route). */
export function parseSizedImagePath(path: string): {
  base: string;
  width?: number;
  height?: number;
} {
  const match = /^(.*)_(\d{1,4})(?:x(\d{1,4}))?(\.[a-z0-9]+)$/i.exec(path);
  if (!match) return { base: path };
  const [, stem, width, height, ext] = match;
  return {
    base: `${stem}${ext}`,
    width: Number(width),
    height: height ? Number(height) : undefined,
  };
}

/**
 * An image whose width follows the viewport (an article's cover, the front page's cover lead): its
 * srcset names widths (w descriptors) and `sizes` says how wide it is shown, so the browser picks by
 * viewport and pixel density together. An <img> srcset cannot mix w and x descriptors, so the density
 * candidates of SPEC section 3 (2x, 3x, 4x, 1.25x of the slot) go in as the widths they stand for, next
 * to the breakpoints of section 9 (375, 500, 768, 1200). Images of a fixed width (list cards, avatars)
 * keep the x candidates of imageSrcSet: for them the viewport changes nothing.
 */
export interface FluidImage {
  src: string;
  srcSet: string;
  sizes: string;
}

/** The widths a fluid image shown at most `slotWidth` CSS pixels wide is offered in, ascending. */
export function fluidImageWidths(slotWidth: number): number[] {
  const widths = [
    ...Object.values(IMAGE_BREAKPOINTS),
    slotWidth,
    ...IMAGE_SRCSET_DENSITIES.map((density) => Math.round(slotWidth * density)),
  ];
  return [...new Set(widths)].sort((a, b) => a - b);
}

/** A slot whose width follows the viewport below `fullWidthBelow` px wide windows. */
export interface FluidSlot {
  width: number;
  height: number;
  fullWidthBelow: number;
}

/** The size a fluid slot's image is asked in at `w` pixels wide (its aspect ratio kept). */
const fluidSize = ({ width, height }: FluidSlot, w: number): ImageSize =>
  `${w}:${Math.round((w * height) / width)}`;

/** Every size a fluid slot's image asks for (its srcset's widths; src is one of them). */
export function fluidImageSizes(slot: FluidSlot): ImageSize[] {
  return fluidImageWidths(slot.width).map((w) => fluidSize(slot, w));
}

/**
 * A fluid image of `path` with the aspect ratio width:height, shown the whole viewport wide up to
 * `fullWidthBelow` px wide windows and `width` CSS px wide on wider ones; src is the slot-sized image.
 */
export function fluidImage(
  path: string | null | undefined,
  slot: FluidSlot,
  assetsUrl = '',
): FluidImage | null {
  if (!path) return null;
  const sized = (w: number): string => imageUrl(path, fluidSize(slot, w), assetsUrl)!;
  return {
    src: sized(slot.width),
    srcSet: fluidImageWidths(slot.width)
      .map((w) => `${sized(w)} ${w}w`)
      .join(', '),
    sizes: `(max-width: ${slot.fullWidthBelow}px) 100vw, ${slot.width}px`,
  };
}
