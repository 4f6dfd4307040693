// SPEC section 3 "Image addressing" and section 5 "Image helper": a size suffix is inserted before the
// extension ('768' -> _768, '768:432' -> _768x432); /uploads paths are rebased onto the assets URL;
// srcset candidates at 2x, 3x, 4x and 1.25x.
import { IMAGE_SRCSET_DENSITIES } from '../constants';

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

/** srcset for an image shown `width` (x `height`) CSS pixels wide, with the SPEC's densities. */
export function imageSrcSet(
  path: string | null | undefined,
  width: number,
  height?: number,
  assetsUrl = '',
): string | null {
  if (!path) return null;
  return IMAGE_SRCSET_DENSITIES.map((density) => {
    const w = Math.round(width * density);
    const size: ImageSize = height ? `${w}:${Math.round(height * density)}` : `${w}`;
    return `${imageUrl(path, size, assetsUrl)} ${density}x`;
  }).join(', ');
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
