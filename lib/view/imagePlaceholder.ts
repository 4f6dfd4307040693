// What an image's box shows until the photo arrives: the photo's dominant colour, and over it the tiny
// preview stored with the photo, which the browser scales up (and so blurs) to the box. The photo,
// once loaded, covers both; nothing moves, as the box has its size from the start.
import type { CSSProperties } from 'react';

export function imagePlaceholder(
  color: string | null | undefined,
  preview?: string | null,
): CSSProperties | undefined {
  if (!color && !preview) return undefined;
  return {
    ...(color ? { backgroundColor: color } : {}),
    ...(preview
      ? {
          backgroundImage: `url("${preview}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }
      : {}),
  };
}
